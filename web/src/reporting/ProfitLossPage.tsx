import { formatMoney, reportingMessages } from '@colophon/domain';
import { Alert, Button, Group, MultiSelect, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import type { ProductReportSortField } from '../generated/graphql.ts';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { notify } from '../ui/notify.ts';
import { ProductPickerQuery } from '../ui/ProductPicker.tsx';
import { useRestFetch } from '../ui/restApi.ts';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { downloadProfitLossCsv } from './exports.ts';
import { PeriodSelector } from './PeriodSelector.tsx';
import { nextSort, productColumns, type ProductSort, productSortOf } from './productSort.ts';
import { ProfitLossQuery } from './queries.ts';
import { ReportingLayout } from './ReportingLayout.tsx';
import { usePeriod } from './usePeriod.ts';

const allProducts = '- ALL -';

/**
 * '- ALL -' and specific products exclude each other: choosing ALL clears the products, choosing a
 * product drops ALL; no choice at all is ALL.
 */
export function productChoice(previous: readonly string[], next: string[]): string[] {
  const addedAll = next.includes(allProducts) && !previous.includes(allProducts);
  if (addedAll) return [];
  return next.filter((value) => value !== allProducts);
}

const productLabel = (product: { title?: string | null; formatType?: string | null }) =>
  `${product.title ?? 'Unknown Book'} (${product.formatType ?? 'N/A'})`;

/**
 * The '- ALL -' product filter: its choices are the catalogue's products matching what is typed
 * (searched on the server, never every product of the period), and the products already chosen.
 */
function ProductFilter(props: {
  chosen: readonly { productId: string; title?: string | null; formatType?: string | null }[];
  value: string[];
  onChange(next: string[]): void;
}) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [found] = useQuery({
    query: ProductPickerQuery,
    variables: { page: 1, search: debounced || null },
    pause: !opened,
  });
  const chosen = props.chosen.map((product) => ({ value: product.productId, label: productLabel(product) }));
  const matches = (found.data?.products.items ?? [])
    .filter((product) => !props.value.includes(product.id))
    .map((product) => ({
      value: product.id,
      label: productLabel({ title: product.productWork.title, formatType: product.format.value }),
    }));
  return (
    <MultiSelect
      label="Products"
      miw={280}
      data={[{ value: allProducts, label: allProducts }, ...chosen, ...matches]}
      value={props.value}
      onChange={props.onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the search (title, ISBN, creator): every reply is a match.
      filter={({ options }) => options}
      nothingFoundMessage={found.fetching ? 'Loading…' : 'No products found'}
      onDropdownOpen={() => setOpened(true)}
    />
  );
}

/**
 * /reporting/profit-loss: 'Profit & Loss by Product', a page of 25 products at a time, sorted by
 * the server, with `?period=qtd&products=…&sort=…&direction=…&page=…` in the URL.
 */
export function ProfitLossPage() {
  const symbol = useCurrencySymbol();
  const restFetch = useRestFetch();
  const [searchParams, setSearchParams] = useSearchParams();
  const { period, range, setPeriod, variables } = usePeriod({ withAllTime: false });
  const productIds = (searchParams.get('products') ?? '').split(',').filter(Boolean);
  const sort = productSortOf(searchParams);
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const [exporting, setExporting] = useState(false);
  const [report] = useQuery({
    query: ProfitLossQuery,
    variables: {
      ...variables,
      productIds: productIds.length > 0 ? productIds : null,
      page,
      ...sortVariables(sort),
    },
  });
  const profitLoss = report.data?.profitLoss;
  const rows = profitLoss?.revenueByProduct ?? [];
  const totals = profitLoss?.productTotals;

  /** Changes URL parameters; a new period, filter or order starts again from the first page. */
  const update = (change: (params: URLSearchParams) => void, keepPage = false) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('period', period);
      change(updated);
      if (!keepPage) updated.delete('page');
      return updated;
    });
  const chooseProducts = (next: string[]) => {
    const chosen = productChoice(productIds.length === 0 ? [allProducts] : productIds, next);
    update((params) => (chosen.length > 0 ? params.set('products', chosen.join(',')) : params.delete('products')));
  };
  const sortBy = (field: ProductReportSortField) => {
    const next: ProductSort = nextSort(sort, field);
    update((params) => {
      params.set('sort', next.field);
      params.set('direction', next.direction);
    });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadProfitLossCsv(
        restFetch,
        { ...variables, productIds: productIds.length > 0 ? productIds : null, ...sortVariables(sort) },
        range,
      );
    } catch (error) {
      notify.error(reportingMessages.reportError((error as Error).message));
    } finally {
      setExporting(false);
    }
  };

  return (
    <ReportingLayout
      title="Profit & Loss by Product"
      actions={
        <>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Button disabled={!profitLoss} loading={exporting} onClick={exportCsv}>
            Export CSV
          </Button>
        </>
      }
    >
      <Group align="flex-end">
        <PeriodSelector period={period} range={range} onChange={setPeriod} />
        <ProductFilter
          chosen={profitLoss?.chosenProducts ?? []}
          value={productIds.length === 0 ? [allProducts] : productIds}
          onChange={chooseProducts}
        />
      </Group>
      {report.error && <Alert color="red">{reportingMessages.reportError(operationErrorMessage(report.error))}</Alert>}
      {totals && totals.productCount === 0 && <Text c="dimmed">{reportingMessages.noChartData}</Text>}
      {totals && totals.productCount > 0 && (
        <>
          <ScrollTable minWidth={960} striped highlightOnHover aria-label="Profit & Loss by Product">
            <Table.Thead>
              <Table.Tr>
                {productColumns.map(({ field, header }) => (
                  <Table.Th key={field} aria-sort={sortState(sort, field)}>
                    <UnstyledButton onClick={() => sortBy(field)} fw={600}>
                      <Group gap={4} wrap="nowrap">
                        {header}
                        {sort.field === field &&
                          (sort.direction === 'ASC' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />)}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th>Monthly P&L</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.productId}>
                  <Table.Td>{row.title ?? 'Unknown Book'}</Table.Td>
                  <Table.Td>{row.isbn ?? 'N/A'}</Table.Td>
                  <Table.Td>{row.formatType ?? 'N/A'}</Table.Td>
                  <Table.Td>{row.retailPrice ? formatMoney(row.retailPrice, symbol) : 'N/A'}</Table.Td>
                  <Table.Td>{row.units}</Table.Td>
                  <Table.Td>{formatMoney(row.revenue, symbol)}</Table.Td>
                  <Table.Td>{formatMoney(row.expenses, symbol)}</Table.Td>
                  <Table.Td c={Number(row.profit) >= 0 ? undefined : 'red'}>{formatMoney(row.profit, symbol)}</Table.Td>
                  <Table.Td>{row.profitMargin.toFixed(2)}%</Table.Td>
                  <Table.Td>{formatMoney(row.monthlyProfitLoss, symbol)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>Totals</Table.Th>
                <Table.Th>{totals.units}</Table.Th>
                <Table.Th>{formatMoney(totals.revenue, symbol)}</Table.Th>
                <Table.Th>{formatMoney(totals.expenses, symbol)}</Table.Th>
                <Table.Th>{formatMoney(totals.profit, symbol)}</Table.Th>
                <Table.Th colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          </ScrollTable>
          <Pagination
            total={Math.ceil(totals.productCount / (profitLoss?.pageSize ?? 25))}
            value={profitLoss?.page ?? page}
            onChange={(next) => update((params) => params.set('page', String(next)), true)}
          />
        </>
      )}
    </ReportingLayout>
  );
}

const sortVariables = (sort: ProductSort) => ({ sortField: sort.field, sortDirection: sort.direction });

const sortState = (sort: ProductSort, field: ProductReportSortField) =>
  sort.field !== field ? undefined : sort.direction === 'ASC' ? 'ascending' : 'descending';
