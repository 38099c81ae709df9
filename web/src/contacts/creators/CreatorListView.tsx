import { Avatar, Button, Group, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../../account/useCurrentAccount.ts';
import type { CreatorListParams, CreatorSearchField, CreatorSortField } from '../../generated/graphql.ts';
import { ImportButton } from '../../imports/ImportButton.tsx';
import { BalanceBadge } from '../../ui/BalanceBadge.tsx';
import { primaryOrFirst } from '../../ui/contacts/contactItems.ts';
import { thumbnailUrl } from '../../ui/images.ts';
import { type ListColumn, ListScreen, type SearchFieldOption } from '../../ui/list/ListScreen.tsx';
import { numberColumn } from '../../ui/list/numberColumn.ts';
import { type ListParams, useListParams } from '../../ui/list/useListParams.ts';
import { operationErrorMessage } from '../../ui/mutationErrors.ts';
import { creatorPath } from '../urls.ts';
import type { CreatorRow } from './creatorRows.ts';
import { NewCreatorSheet } from './NewCreatorSheet.tsx';
import { CreatorListQuery } from './queries.ts';

const sortFields: CreatorSortField[] = ['DISPLAY_NAME', 'PAYMENT_NAME'];
const searchFields: SearchFieldOption<CreatorSearchField>[] = [
  { value: 'DEFAULT', label: 'Default (all)' },
  { value: 'ID', label: 'By ID' },
  { value: 'DISPLAY_NAME', label: 'By Display Name' },
  { value: 'PAYMENT_NAME', label: 'By Payment Name' },
];
const defaultParams: ListParams<CreatorSortField, CreatorSearchField> = {
  page: 1,
  sortField: 'DISPLAY_NAME',
  sortDirection: 'ASC',
  searchField: 'DEFAULT',
  search: '',
};

function toQueryParams(params: ListParams<CreatorSortField, CreatorSearchField>): CreatorListParams {
  const { sortField, sortDirection, searchField, search } = params;
  return { sortField, sortDirection, searchField, search };
}

function creatorColumns(currencySymbol: string): ListColumn<CreatorRow, CreatorSortField>[] {
  return [
    numberColumn(),
    {
      header: 'DISPLAY NAME',
      sortField: 'DISPLAY_NAME',
      render: (creator) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={thumbnailUrl(creator.photoUrl) || null} name={creator.displayName} color="initials" size="sm" />
          <Text size="sm">{creator.displayName}</Text>
        </Group>
      ),
    },
    { header: 'PAYMENT NAME', sortField: 'PAYMENT_NAME', render: (creator) => creator.paymentName },
    { header: 'EMAIL', render: (creator) => primaryOrFirst(creator.emails)?.value ?? 'No email available' },
    { header: 'PHONE', render: (creator) => primaryOrFirst(creator.phones)?.value ?? 'No phone number available' },
    {
      header: 'BALANCE',
      render: (creator) => <BalanceBadge balance={creator.balance} currencySymbol={currencySymbol} />,
    },
  ];
}

/** /creators: the creator list, and the New Creator side sheet when the URL asks for it. */
export function CreatorListView() {
  const currencySymbol = useCurrencySymbol();
  const [searchParams, setSearchParams] = useSearchParams();
  const [params, setParams] = useListParams({
    sortFields,
    searchFields: searchFields.map((option) => option.value),
    defaults: defaultParams,
  });
  const queryParams = toQueryParams(params);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: CreatorListQuery,
    variables: { page: params.page, params: queryParams },
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const setSheetOpen = (open: boolean) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (open) updated.set('new', '1');
      else updated.delete('new');
      return updated;
    });

  return (
    <>
      <ListScreen
        title="Creators"
        actions={
          <>
            <Button onClick={() => setSheetOpen(true)}>NEW CREATOR</Button>
            <ImportButton type="creator" title="Creators" label="IMPORT CREATORS" onImported={refresh} />
          </>
        }
        columns={creatorColumns(currencySymbol)}
        searchFields={searchFields}
        params={params}
        onParamsChange={setParams}
        rows={data?.creators.items ?? []}
        totalCount={data?.creators.totalCount ?? 0}
        fetching={fetching}
        error={error && operationErrorMessage(error)}
        emptyText="No creators yet."
        rowPath={(creator) => creatorPath(creator.id)}
        csvExport={{ type: 'creators', params: queryParams }}
      />
      <NewCreatorSheet opened={searchParams.get('new') === '1'} onClose={() => setSheetOpen(false)} />
    </>
  );
}
