import { formatMoney, reportingMessages } from '@colophon/domain';
import { Alert, Button, Group, MultiSelect, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { downloadProfitLossCsv } from './exports.ts';
import { PeriodSelector } from './PeriodSelector.tsx';
import { nextSort, type ProductSort, type ProductSortColumn, sortRows } from './productSort.ts';
import { ProfitLossQuery } from './queries.ts';
import { ReportingLayout } from './ReportingLayout.tsx';
import { usePeriod } from './usePeriod.ts';

const allProducts = '- ALL -';

const columns: { column: ProductSortColumn; header: string; money?: boolean }[] = [
  { column: 'title', header: 'Title' },
  { column: 'isbn', header: 'ISBN' },
  { column: 'formatType', header: 'Type' },
  { column: 'retailPrice', header: 'Retail Price', money: true },
  { column: 'units', header: 'Quantity Sold' },
  { column: 'revenue', header: 'Revenue', money: true },
  { column: 'expenses', header: 'Expenses', money: true },
  { column: 'profit', header: 'Profit in period', money: true },
  { column: 'profitMargin', header: 'Margin %' },
];

/**
 * '- ALL -' and specific products exclude each other: choosing ALL clears the products, choosing a
 * product drops ALL; no choice at all is ALL.
 */
export function productChoice(previous: readonly string[], next: string[]): string[] {
  const addedAll = next.includes(allProducts) && !previous.includes(allProducts);
  if (addedAll) return [];
  return next.filter((value) => value !== allProducts);
}

/** /reporting/profit-loss: 'Profit & Loss by Product', with `?period=qtd&products=…` in the URL. */
export function ProfitLossPage() {
  const symbol = useCurrencySymbol();
  const [searchParams, setSearchParams] = useSearchParams();
  const { period, range, setPeriod, variables } = usePeriod();
  const productIds = (searchParams.get('products') ?? '').split(',').filter(Boolean);
  const [sort, setSort] = useState<ProductSort | null>(null);
  const [report] = useQuery({
    query: ProfitLossQuery,
    variables: { ...variables, productIds: productIds.length > 0 ? productIds : null },
  });
  // The product filter offers every product with figures in the period.
  const [everyProduct] = useQuery({ query: ProfitLossQuery, variables: { ...variables, productIds: null } });
  const options = (everyProduct.data?.profitLoss.revenueByProduct ?? []).map((row) => ({
    value: row.productId,
    label: `${row.title ?? 'Unknown Book'} (${row.formatType ?? 'N/A'})`,
  }));
  const profitLoss = report.data?.profitLoss;
  const rows = sortRows(profitLoss?.revenueByProduct ?? [], sort);

  const chooseProducts = (next: string[]) => {
    const chosen = productChoice(productIds.length === 0 ? [allProducts] : productIds, next);
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('period', period);
      if (chosen.length > 0) updated.set('products', chosen.join(','));
      else updated.delete('products');
      return updated;
    });
  };

  return (
    <ReportingLayout
      title="Profit & Loss by Product"
      actions={
        <>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Button
            disabled={!profitLoss}
            onClick={() => profitLoss && downloadProfitLossCsv(rows, range.startDate, range.endDate)}
          >
            Export CSV
          </Button>
        </>
      }
    >
      <Group align="flex-end">
        <PeriodSelector period={period} range={range} onChange={setPeriod} />
        <MultiSelect
          label="Products"
          miw={280}
          data={[{ value: allProducts, label: allProducts }, ...options]}
          value={productIds.length === 0 ? [allProducts] : productIds}
          onChange={chooseProducts}
          searchable
        />
      </Group>
      {report.error && <Alert color="red">{reportingMessages.reportError(report.error.message)}</Alert>}
      {profitLoss && rows.length === 0 && <Text c="dimmed">{reportingMessages.noChartData}</Text>}
      {rows.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ column, header }) => (
                <Table.Th key={column}>
                  <UnstyledButton onClick={() => setSort(nextSort(sort, column))} fw={600}>
                    <Group gap={4} wrap="nowrap">
                      {header}
                      {sort?.column === column &&
                        (sort.direction === 'asc' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />)}
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
          {profitLoss && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>Totals</Table.Th>
                <Table.Th>{profitLoss.units}</Table.Th>
                <Table.Th>{formatMoney(profitLoss.revenue, symbol)}</Table.Th>
                <Table.Th>{formatMoney(profitLoss.expenses, symbol)}</Table.Th>
                <Table.Th>{formatMoney(profitLoss.netProfit, symbol)}</Table.Th>
                <Table.Th colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      )}
    </ReportingLayout>
  );
}
