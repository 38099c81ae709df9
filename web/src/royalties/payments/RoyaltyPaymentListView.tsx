import { formatMoney } from '@colophon/domain';
import { Button } from '@mantine/core';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../../account/useCurrentAccount.ts';
import type {
  RoyaltyPaymentListParams,
  RoyaltyPaymentRowFieldsFragment,
  RoyaltyPaymentSearchField,
} from '../../generated/graphql.ts';
import { type ListColumn, ListScreen, type SearchFieldOption } from '../../ui/list/ListScreen.tsx';
import { type ListParams, useListParams, useListSearchParam } from '../../ui/list/useListParams.ts';
import { operationErrorMessage } from '../../ui/mutationErrors.ts';
import { PaymentTypeFilter } from '../../ui/PaymentTypeSelect.tsx';
import { royaltyName } from '../royaltyName.ts';
import { royaltyPath } from '../urls.ts';
import { NewPaymentModal } from './NewPaymentModal.tsx';
import { RoyaltyPaymentListQuery } from './queries.ts';

const searchFields: SearchFieldOption<RoyaltyPaymentSearchField>[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ROYALTY_ID', label: 'Royalty ID' },
  { value: 'PRODUCT_TITLE', label: 'Product Title' },
  { value: 'CREATOR', label: 'Creator' },
];
// Newest first, as the server keeps them: there is no column to sort by.
const defaultParams: ListParams<never, RoyaltyPaymentSearchField> = { page: 1, searchField: 'ALL', search: '' };

const paymentColumns = (
  currencySymbol: string,
  byRegion: boolean,
): ListColumn<RoyaltyPaymentRowFieldsFragment, never>[] => [
  { header: 'DATE', render: (payment) => payment.sentDate },
  { header: 'AMOUNT', render: (payment) => formatMoney(payment.amount, currencySymbol) },
  { header: 'CREATOR', render: (payment) => payment.royalty?.creator?.displayName ?? '' },
  { header: 'ROYALTY', render: (payment) => (payment.royalty ? royaltyName(payment.royalty, byRegion) : '') },
  { header: 'PRODUCT ISBN', render: (payment) => payment.royalty?.product?.isbn ?? '' },
  { header: 'METHOD', render: (payment) => payment.method?.value ?? '' },
];

/** /royaltypayments: 25 a page, newest first, the spec's searches, the method filter, CSV export, NEW PAYMENT. */
export function RoyaltyPaymentListView() {
  const currencySymbol = useCurrencySymbol();
  const [searchParams, setSearchParam] = useListSearchParam();
  const [params, setParams] = useListParams({
    sortFields: [],
    searchFields: searchFields.map((option) => option.value),
    defaults: defaultParams,
  });
  const methodId = searchParams.get('method') || null;
  const queryParams: RoyaltyPaymentListParams = { searchField: params.searchField, search: params.search, methodId };
  const [{ data, fetching, error }] = useQuery({
    query: RoyaltyPaymentListQuery,
    variables: { page: params.page, params: queryParams },
  });

  return (
    <>
      <ListScreen
        title="Royalty Payments"
        actions={<Button onClick={() => setSearchParam('new', '1')}>NEW PAYMENT</Button>}
        columns={paymentColumns(currencySymbol, data?.me.publisher.enableSalesByRegion ?? false)}
        searchFields={searchFields}
        filters={
          <PaymentTypeFilter
            label="Payment method"
            allLabel="All methods"
            value={methodId}
            onChange={(value) => setSearchParam('method', value)}
          />
        }
        params={params}
        onParamsChange={setParams}
        rows={data?.royaltypayments.items ?? []}
        totalCount={data?.royaltypayments.totalCount ?? 0}
        fetching={fetching}
        error={error && operationErrorMessage(error)}
        emptyText="No royalty payments yet."
        rowPath={(payment) => (payment.royalty ? royaltyPath(payment.royalty.id) : '')}
        csvExport={{ type: 'royaltypayments', params: queryParams }}
      />
      <NewPaymentModal opened={searchParams.get('new') === '1'} onClose={() => setSearchParam('new', null)} />
    </>
  );
}
