import { formatMoney, formatPercent, reportingMessages } from '@colophon/domain';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { MoneyLineChart } from './charts.tsx';
import { downloadFinancialSummary } from './exports.ts';
import { PeriodSelector } from './PeriodSelector.tsx';
import { ReportingDashboardQuery, RevenueExpensesQuery } from './queries.ts';
import { ReportingLayout } from './ReportingLayout.tsx';
import { productProfitLossPath } from './urls.ts';
import { usePeriod } from './usePeriod.ts';

const pieColors = ['#1c7ed6', '#2f9e44', '#f08c00', '#ae3ec9', '#e03131', '#0c8599', '#5c940d'];

function Panel(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={props.title}>
      <Stack gap="xs">
        <Title order={4}>{props.title}</Title>
        {props.children}
      </Stack>
    </Card>
  );
}

function AmountTable(props: { rows: { key: string; label: ReactNode; amount: string; extra?: ReactNode }[] }) {
  const symbol = useCurrencySymbol();
  if (props.rows.length === 0) return <Text c="dimmed">{reportingMessages.noChartData}</Text>;
  return (
    <Table>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            {row.extra !== undefined && <Table.Td ta="right">{row.extra}</Table.Td>}
            <Table.Td ta="right">{formatMoney(row.amount, symbol)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /reporting: the Profit & Loss report of a period. */
export function ReportsPage() {
  const symbol = useCurrencySymbol();
  const { period, range, setPeriod, variables } = usePeriod({ withAllTime: true });
  const [dashboard] = useQuery({ query: ReportingDashboardQuery, variables });
  const [series] = useQuery({ query: RevenueExpensesQuery, variables });
  const report = dashboard.data?.reportingDashboard;
  const chart = series.data?.revenueExpenses;
  const summary = report?.summary;
  const netProfit = summary ? Number(summary.netProfit) : 0;
  const nothingInPeriod =
    report !== undefined &&
    report.stats.productsSold === 0 &&
    Number(report.summary.grossRevenue) === 0 &&
    Number(report.summary.totalExpenses) === 0;

  return (
    <ReportingLayout
      title="Profit & Loss"
      actions={
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      }
    >
      <PeriodSelector period={period} range={range} onChange={setPeriod} withAllTime />
      {dashboard.error && (
        <Alert color="red" title={reportingMessages.loadError}>
          {operationErrorMessage(dashboard.error)}
        </Alert>
      )}
      {nothingInPeriod && <Alert color="gray">{reportingMessages.noData}</Alert>}
      <Panel title="Revenue vs Expenses">
        <MoneyLineChart
          data={(chart?.months ?? []).map((month, index) => ({
            month,
            revenue: chart!.revenue[index]!,
            expenses: chart!.expenses[index]!,
          }))}
          xKey="month"
          lines={[
            { key: 'revenue', name: 'Revenue', color: '#2f9e44' },
            { key: 'expenses', name: 'Expenses', color: '#e03131' },
          ]}
          empty={reportingMessages.noChartData}
        />
      </Panel>
      {report && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="Stats">
            <Text>Products sold: {report.stats.productsSold}</Text>
            <Text fw={600}>Top products</Text>
            <AmountTable
              rows={report.stats.topProducts.map((product) => ({
                key: product.productId,
                label: (
                  <Anchor component={Link} to={productProfitLossPath(product.productId)}>
                    {product.title}
                  </Anchor>
                ),
                amount: product.totalAmount,
              }))}
            />
            <Text fw={600}>Top customers</Text>
            <AmountTable
              rows={report.stats.topCustomers.map((customer) => ({
                key: customer.customerId,
                label: customer.companyName,
                amount: customer.totalAmount,
              }))}
            />
          </Panel>
          <Panel title="Financial Summary">
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Gross Revenue</Table.Td>
                  <Table.Td ta="right">{formatMoney(report.summary.grossRevenue, symbol)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Total Expenses</Table.Td>
                  <Table.Td ta="right">{formatMoney(report.summary.totalExpenses, symbol)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Net Profit</Table.Td>
                  <Table.Td ta="right" c={netProfit >= 0 ? 'green' : 'red'}>
                    {formatMoney(report.summary.netProfit, symbol)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Operating Margin</Table.Td>
                  <Table.Td ta="right">{formatPercent(report.summary.operatingMargin)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Expense Ratio</Table.Td>
                  <Table.Td ta="right">{formatPercent(report.summary.expenseRatio)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group>
              {(['csv', 'pdf'] as const).map((format) => (
                <Button
                  key={format}
                  variant="light"
                  onClick={() => downloadFinancialSummary(format, report.summary, range.startDate, range.endDate)}
                >
                  Export {format.toUpperCase()}
                </Button>
              ))}
            </Group>
          </Panel>
          <Panel title="Revenue by Format">
            <AmountTable
              rows={report.revenueByFormat.map((format) => ({
                key: format.formatCode ?? 'none',
                label: format.format,
                extra: `${format.unitsSold} units`,
                amount: format.totalAmount,
              }))}
            />
          </Panel>
          <Panel title="Expenses by Category">
            <AmountTable
              rows={report.expensesByCategory.map((category) => ({
                key: category.categoryId ?? 'none',
                label: category.category,
                amount: category.totalAmount,
              }))}
            />
          </Panel>
          {report.salesByRegion && (
            <Panel title="Revenue by Region">
              {report.revenueByRegion.length > 0 ? (
                <>
                  <AmountTable
                    rows={report.revenueByRegion.map((region) => ({
                      key: region.region,
                      label: region.region,
                      amount: region.totalRevenue,
                    }))}
                  />
                  <ResponsiveContainer width="100%" height={220}>
                    <PieChart>
                      <Pie
                        data={report.revenueByRegion.map((region) => ({
                          name: region.region,
                          value: Number(region.totalRevenue),
                        }))}
                        dataKey="value"
                        nameKey="name"
                        outerRadius={80}
                      >
                        {report.revenueByRegion.map((region, index) => (
                          <Cell key={region.region} fill={pieColors[index % pieColors.length]} />
                        ))}
                      </Pie>
                      <Tooltip />
                    </PieChart>
                  </ResponsiveContainer>
                </>
              ) : (
                <Text c="dimmed">{reportingMessages.noRegionalSales}</Text>
              )}
            </Panel>
          )}
        </SimpleGrid>
      )}
    </ReportingLayout>
  );
}
