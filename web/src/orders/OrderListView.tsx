import { isAppliedOrderSearch } from '@colophon/domain';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';

import { dashboardPath } from '../account/urls.ts';
import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import type { OrderFieldsFragment, OrderListParams, OrderSortField, SortDirection } from '../generated/graphql.ts';
import { ImportButton } from '../imports/ImportButton.tsx';
import { DateField } from '../ui/DateField.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { exportSelectionAsCsv } from '../ui/list/csvExport.ts';
import { FilterChip } from '../ui/list/FilterChip.tsx';
import { displayingText, pageCount } from '../ui/list/listPaging.ts';
import {
  headerCheckboxState,
  isRowSelected,
  selectedCount,
  toggleAll,
  toggleRow,
  useListSelection,
} from '../ui/list/listSelection.ts';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { useNotify } from '../ui/notify.ts';
import { useRestFetch } from '../ui/restApi.ts';
import { NewOrderForm } from './NewOrderForm.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderListQuery } from './queries.ts';
import { type ListSource, orderListPath } from './urls.ts';

const sortOptions: { value: OrderSortField; label: string }[] = [
  { value: 'ID', label: 'ID' },
  { value: 'STATUS', label: 'Status' },
  { value: 'CUSTOMER', label: 'Customer' },
  { value: 'PAID', label: 'Paid' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'BACKORDERED', label: 'Backordered' },
  { value: 'SALESPERSON', label: 'Salesperson' },
  { value: 'CREATED', label: 'Date Created' },
];

/** /orders: cards 25 a page, selection and export, sort, search and filters, and the new-order form. */
export function OrderListView() {
  const notify = useNotify();
  const restFetch = useRestFetch();
  const currencySymbol = useCurrencySymbol();
  const navigate = useNavigate();
  const source = (useLocation().state as ListSource | null) ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const get = (name: string) => searchParams.get(name) ?? '';
  const page = Math.max(1, Number.parseInt(get('page'), 10) || 1);
  const sortField = sortOptions.find((option) => option.value === get('sort'))?.value ?? 'CREATED';
  const sortDirection: SortDirection = get('direction') === 'ASC' ? 'ASC' : 'DESC';
  const search = get('search');
  const params: OrderListParams = {
    sortField,
    sortDirection,
    search: isAppliedOrderSearch(search) ? search : null,
    createdAfter: get('after') || null,
    createdBefore: get('before') || null,
    backordered: get('backordered') === '1' ? true : null,
    awaitingShipment: get('awaitingShipment') === '1' ? true : null,
    productWorkId: get('productWorkId') || null,
    customerId: get('customerId') || null,
  };
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OrderListQuery,
    variables: { page, params },
    requestPolicy: 'cache-and-network',
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const [selection, updateSelection] = useListSelection<OrderFieldsFragment>(JSON.stringify(params));
  const [searchText, setSearchText] = useState(search);
  const [exporting, setExporting] = useState(false);
  const totalCount = data?.orders.totalCount ?? 0;
  const orders = data?.orders.items ?? [];
  const header = headerCheckboxState(selection, totalCount);

  const setParams = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        if (!('page' in changes)) updated.delete('page');
        return updated;
      },
      { state: source },
    );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams({ search: searchText.trim() || null });
  };
  const exportSelection = async () => {
    setExporting(true);
    await exportSelectionAsCsv(selection, { type: 'orders', params }, restFetch, notify);
    setExporting(false);
  };

  if (get('new') === '1') return <NewOrderForm onClose={() => setParams({ new: null })} />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{source?.queryTitle ?? 'Orders'}</Title>
        <Group gap="sm">
          <Button onClick={() => setParams({ new: '1' })}>NEW ORDER</Button>
          <ImportButton type="order" title="Orders" label="IMPORT ORDERS" onImported={refresh} />
        </Group>
      </Group>
      {(params.productWorkId || params.customerId) && (
        <FilterChip
          label={source?.queryTitle ?? (params.productWorkId ? 'One title' : 'One customer')}
          onRemove={() => void navigate(orderListPath)}
        />
      )}
      {source ? (
        <Breadcrumbs>
          <Anchor component={Link} to={source.sourceLink || dashboardPath}>
            {source.sourceLink ? 'Back' : 'HOME'}
          </Anchor>
          <Text>{source.queryTitle}</Text>
        </Breadcrumbs>
      ) : (
        <form onSubmit={submitSearch} role="search">
          <Group gap="sm" align="end">
            <TextInput
              aria-label="Search orders"
              placeholder="Search orders: a number, or 3 characters or more"
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit">SEARCH</Button>
            <DateField
              label="Created after"
              clearable
              value={get('after')}
              maxDate={get('before') || undefined}
              onChange={(after) => setParams({ after: after || null })}
            />
            <DateField
              label="Created before"
              clearable
              value={get('before')}
              minDate={get('after') || undefined}
              onChange={(before) => setParams({ before: before || null })}
            />
            <Checkbox
              label="Backordered"
              checked={get('backordered') === '1'}
              onChange={(event) => setParams({ backordered: event.currentTarget.checked ? '1' : null })}
            />
          </Group>
        </form>
      )}
      <Group justify="space-between">
        <Group gap="sm">
          <Checkbox
            aria-label="Select all"
            checked={header.checked}
            indeterminate={header.indeterminate}
            onChange={() => updateSelection(toggleAll)}
          />
          <Text aria-live="polite">
            {selectedCount(selection, totalCount)} selected out of {totalCount} records
          </Text>
          {selectedCount(selection, totalCount) > 0 && (
            <Button variant="light" size="xs" loading={exporting} onClick={() => void exportSelection()}>
              EXPORT CSV
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <NativeSelect
            aria-label="Sort by"
            data={sortOptions}
            value={sortField}
            onChange={(event) => setParams({ sort: event.currentTarget.value })}
          />
          <NativeSelect
            aria-label="Sort direction"
            data={[
              { value: 'DESC', label: 'Descending' },
              { value: 'ASC', label: 'Ascending' },
            ]}
            value={sortDirection}
            onChange={(event) => setParams({ direction: event.currentTarget.value })}
          />
        </Group>
      </Group>
      {error ? (
        <ErrorState message={operationErrorMessage(error)} />
      ) : (
        <ScrollArea.Autosize mah="70vh">
          <Stack gap="sm">
            {orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                currencySymbol={currencySymbol}
                selected={isRowSelected(selection, order.id)}
                onToggle={() => updateSelection((current) => toggleRow(current, order))}
              />
            ))}
            {fetching && orders.length === 0 && <Loader size="sm" aria-label="Loading" />}
            {!fetching && orders.length === 0 && (
              <Text c="dimmed" ta="center" p="md">
                No orders found.
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group justify="space-between">
        <Text size="sm">{displayingText(page, orders.length, totalCount)}</Text>
        <Pagination total={pageCount(totalCount)} value={page} onChange={(next) => setParams({ page: String(next) })} />
      </Group>
    </Stack>
  );
}
