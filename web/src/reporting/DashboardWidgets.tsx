import {
  dashboardRangeDays,
  type DateRange,
  daysBefore,
  formatMoney,
  localToday,
  reportingMessages,
} from '@colophon/domain';
import { Anchor, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type CombinedError, type TypedDocumentNode, useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { productPath } from '../catalogue/urls.ts';
import { DateField } from '../ui/DateField.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { MoneyLineChart } from './charts.tsx';
import { ExpensesByDateQuery, GrossSalesByDateQuery, NetSalesByDateQuery, TopTenByDateQuery } from './queries.ts';

const defaultRange = (): DateRange => ({
  startDate: daysBefore(localToday(), dashboardRangeDays),
  endDate: localToday(),
});

/** A dashboard widget: its title, its own start and end date pickers (last 730 days by default), its content. */
function Widget(props: { title: string; children: (range: DateRange) => ReactNode }) {
  const [range, setRange] = useState(defaultRange);
  return (
    <Card withBorder padding="md" aria-label={props.title} component="section">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={4}>{props.title}</Title>
          <Group gap="xs">
            <DateField
              size="xs"
              aria-label={`${props.title} start date`}
              value={range.startDate}
              maxDate={range.endDate}
              onChange={(startDate) => startDate && setRange({ ...range, startDate })}
            />
            <DateField
              size="xs"
              aria-label={`${props.title} end date`}
              value={range.endDate}
              minDate={range.startDate}
              onChange={(endDate) => endDate && setRange({ ...range, endDate })}
            />
          </Group>
        </Group>
        {props.children(range)}
      </Stack>
    </Card>
  );
}

function Loading(props: { fetching: boolean; error?: CombinedError; children: ReactNode }) {
  if (props.error) return <ErrorState message={operationErrorMessage(props.error)} />;
  if (props.fetching) return <Loader size="sm" />;
  return props.children;
}

interface Series {
  points: { date: string; amount: string }[];
  total: string;
}

/** A line-chart widget of one daily series (gross sales, net sales or expenses), with the range's total. */
function SeriesWidget<Data>(props: {
  title: string;
  query: TypedDocumentNode<Data, DateRange>;
  seriesOf: (data: Data) => Series;
  color: string;
  empty: string;
}) {
  return <Widget title={props.title}>{(range) => <SeriesChart {...props} range={range} />}</Widget>;
}

function SeriesChart<Data>(props: {
  query: TypedDocumentNode<Data, DateRange>;
  seriesOf: (data: Data) => Series;
  range: DateRange;
  color: string;
  empty: string;
}) {
  const symbol = useCurrencySymbol();
  const [{ data, fetching, error }] = useQuery({ query: props.query, variables: props.range });
  const series = data && props.seriesOf(data);
  return (
    <Loading fetching={fetching && !data} error={error}>
      <MoneyLineChart
        data={series ? series.points.map((point) => ({ ...point })) : []}
        xKey="date"
        lines={[{ key: 'amount', name: 'Amount', color: props.color }]}
        empty={props.empty}
      />
      {series && series.points.length > 0 && (
        <Text size="sm" ta="right">
          Total: {formatMoney(series.total, symbol)}
        </Text>
      )}
    </Loading>
  );
}

export const GrossSalesWidget = () => (
  <SeriesWidget
    title="Gross Sales"
    query={GrossSalesByDateQuery}
    seriesOf={(data) => data.grossSalesByDate}
    color="#1c7ed6"
    empty={reportingMessages.noSales}
  />
);

export const NetSalesWidget = () => (
  <SeriesWidget
    title="Net Sales"
    query={NetSalesByDateQuery}
    seriesOf={(data) => data.netSalesByDate}
    color="#2f9e44"
    empty={reportingMessages.noSales}
  />
);

export const ExpensesWidget = () => (
  <SeriesWidget
    title="Expenses"
    query={ExpensesByDateQuery}
    seriesOf={(data) => data.expensesByDate}
    color="#e03131"
    empty={reportingMessages.noExpenses}
  />
);

function TopTen(props: { range: DateRange; list: 'salespeople' | 'products' }) {
  const symbol = useCurrencySymbol();
  const [{ data, fetching, error }] = useQuery({ query: TopTenByDateQuery, variables: props.range });
  const topTen = data?.topTenByDate;
  const rows =
    props.list === 'salespeople'
      ? (topTen?.salespeople ?? []).map((row) => ({
          key: row.salespersonId ?? 'none',
          name: <Text size="sm">{row.name}</Text>,
          amount: formatMoney(row.amount, symbol),
          extra: `${row.percent.toFixed(1)}%`,
        }))
      : (topTen?.productsByProfit ?? []).map((row) => ({
          key: row.productId,
          name: (
            <Anchor component={Link} to={productPath(row.productId)} size="sm">
              {row.title} ({row.formatName})
            </Anchor>
          ),
          amount: formatMoney(row.profit, symbol),
          extra: null,
        }));
  return (
    <Loading fetching={fetching && !data} error={error}>
      {rows.length === 0 ? (
        <Text c="dimmed">{reportingMessages.noSales}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{row.amount}</Table.Td>
                {row.extra !== null && <Table.Td ta="right">{row.extra}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Loading>
  );
}

export function SalesBySalespersonWidget() {
  return <Widget title="Sales by Salesperson">{(range) => <TopTen range={range} list="salespeople" />}</Widget>;
}

export function TopProductsByProfitWidget() {
  return <Widget title="Top 10 Products By Profit">{(range) => <TopTen range={range} list="products" />}</Widget>;
}
