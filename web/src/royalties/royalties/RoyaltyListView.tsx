import { formatMoney, type RoyaltyTerm, royaltyTermDefinitions } from '@colophon/domain';
import { Button, List, Text, Tooltip } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../../account/useCurrentAccount.ts';
import type { RoyaltyListParams, RoyaltyRowFieldsFragment, RoyaltySearchField } from '../../generated/graphql.ts';
import type { ListSource } from '../../orders/urls.ts';
import { BalanceBadge } from '../../ui/BalanceBadge.tsx';
import { FilterChip } from '../../ui/list/FilterChip.tsx';
import { type ListColumn, ListScreen, type SearchFieldOption } from '../../ui/list/ListScreen.tsx';
import { type ListParams, useListParams, useListSearchParam } from '../../ui/list/useListParams.ts';
import { operationErrorMessage } from '../../ui/mutationErrors.ts';
import { PaymentTypeFilter } from '../../ui/PaymentTypeSelect.tsx';
import { newStatementPath, royaltyListPath, royaltyPath } from '../urls.ts';
import { NewRoyaltyModal } from './NewRoyaltyModal.tsx';
import { RoyaltyListQuery } from './queries.ts';

const searchFields: SearchFieldOption<RoyaltySearchField>[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PRODUCT_TITLE', label: 'Product Title' },
  { value: 'ISBN', label: 'Product ISBN' },
  { value: 'CREATOR_DISPLAY_NAME', label: 'Creator Display Name' },
  { value: 'CREATOR_PAYMENT_NAME', label: 'Creator Payment Name' },
];
// The server keeps royalties in one order: there is no column to sort by.
const defaultParams: ListParams<never, RoyaltySearchField> = { page: 1, searchField: 'ALL', search: '' };

/** The TERMS tooltip: what each term the royalty's tiers use means. */
function TermsCell({ royalty }: { royalty: RoyaltyRowFieldsFragment }) {
  const terms = [...new Set(royalty.royaltyLineItems.map((tier) => Number(tier.royaltyTerm.id) as RoyaltyTerm))].sort();
  return (
    <Tooltip
      multiline
      w={320}
      withArrow
      label={
        <List size="xs">
          {terms.map((term) => (
            <List.Item key={term}>{royaltyTermDefinitions[term]}</List.Item>
          ))}
        </List>
      }
    >
      <Text size="sm">{royalty.termsSummary}</Text>
    </Tooltip>
  );
}

function royaltyColumns(currencySymbol: string, byRegion: boolean): ListColumn<RoyaltyRowFieldsFragment, never>[] {
  return [
    { header: 'PRODUCT', render: (royalty) => royalty.product?.productWork.title ?? '' },
    { header: 'ISBN', render: (royalty) => royalty.product?.isbn ?? '' },
    { header: 'CREATOR', render: (royalty) => royalty.creator?.displayName ?? '' },
    ...(byRegion ? [{ header: 'REGION', render: (royalty: RoyaltyRowFieldsFragment) => royalty.regionName }] : []),
    { header: 'TERMS', render: (royalty) => <TermsCell royalty={royalty} /> },
    { header: 'PAYMENTS', render: (royalty) => formatMoney(royalty.paid, currencySymbol) },
    {
      header: 'BALANCE',
      render: (royalty) => <BalanceBadge balance={royalty.balance} currencySymbol={currencySymbol} />,
    },
  ];
}

/**
 * /royalties: 25 a page, the spec's searches, the creator payment type filter, one title
 * (?productWorkId=) or one creator (?creator=) as a removable chip, CSV export, and NEW ROYALTY.
 */
export function RoyaltyListView() {
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const source = (useLocation().state as ListSource | null) ?? null;
  const [searchParams, setSearchParam] = useListSearchParam();
  const [params, setParams] = useListParams({
    sortFields: [],
    searchFields: searchFields.map((option) => option.value),
    defaults: defaultParams,
  });
  const paymentTypeId = searchParams.get('paymentType') || null;
  const productWorkId = searchParams.get('productWorkId') || null;
  const creatorId = searchParams.get('creator') || null;
  const queryParams: RoyaltyListParams = {
    searchField: params.searchField,
    search: params.search,
    paymentTypeId,
    productWorkId,
    creatorId,
  };
  const [{ data, fetching, error }] = useQuery({
    query: RoyaltyListQuery,
    variables: { page: params.page, params: queryParams },
  });
  const filteredBy = productWorkId ? 'One title' : creatorId ? 'One creator' : null;

  return (
    <>
      <ListScreen
        title={source?.queryTitle ?? 'Royalties'}
        actions={
          <>
            {source && (
              <Button variant="default" onClick={() => void navigate(source.sourceLink)}>
                Back
              </Button>
            )}
            <Button onClick={() => setSearchParam('new', '1')}>NEW ROYALTY</Button>
            <Button variant="light" onClick={() => void navigate(newStatementPath)}>
              NEW STATEMENT
            </Button>
          </>
        }
        columns={royaltyColumns(currencySymbol, data?.me.publisher.enableSalesByRegion ?? false)}
        searchFields={searchFields}
        filters={
          <>
            {filteredBy && (
              <FilterChip label={source?.queryTitle ?? filteredBy} onRemove={() => void navigate(royaltyListPath)} />
            )}
            <PaymentTypeFilter
              label="Creator payment type"
              allLabel="All payment types"
              value={paymentTypeId}
              onChange={(value) => setSearchParam('paymentType', value)}
            />
          </>
        }
        params={params}
        onParamsChange={setParams}
        rows={data?.royaltys.items ?? []}
        totalCount={data?.royaltys.totalCount ?? 0}
        fetching={fetching}
        error={error && operationErrorMessage(error)}
        emptyText="No royalties yet."
        rowPath={(royalty) => royaltyPath(royalty.id)}
        csvExport={{ type: 'royalties', params: queryParams }}
      />
      <NewRoyaltyModal opened={searchParams.get('new') === '1'} onClose={() => setSearchParam('new', null)} />
    </>
  );
}
