import { formatMoney, reportingMessages } from '@colophon/domain';
import { Alert, Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { PeriodSelector } from './PeriodSelector.tsx';
import { TopProductsReportQuery } from './queries.ts';
import { ReportingLayout } from './ReportingLayout.tsx';
import { productProfitLossPath } from './urls.ts';
import { usePeriod } from './usePeriod.ts';

/** /reporting/top-products: the period's best-selling formats by revenue. */
export function TopProductsPage() {
  const symbol = useCurrencySymbol();
  const { period, range, setPeriod, variables } = usePeriod({ withAllTime: true });
  const [{ data, error }] = useQuery({ query: TopProductsReportQuery, variables });
  const rows = data?.topProductsReport ?? [];
  return (
    <ReportingLayout title="Top Products">
      <PeriodSelector period={period} range={range} onChange={setPeriod} withAllTime />
      {error && <Alert color="red">{reportingMessages.topProductsError}</Alert>}
      {data && rows.length === 0 && <Text c="dimmed">{reportingMessages.noChartData}</Text>}
      {rows.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Format</Table.Th>
              <Table.Th>Creator</Table.Th>
              <Table.Th>Units Sold</Table.Th>
              <Table.Th>Total Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.productId}>
                <Table.Td>
                  <Anchor component={Link} to={productProfitLossPath(row.productId, period)}>
                    {row.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.format}</Table.Td>
                <Table.Td>{row.creator ?? ''}</Table.Td>
                <Table.Td>{row.unitsSold}</Table.Td>
                <Table.Td>{formatMoney(row.totalAmount, symbol)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ReportingLayout>
  );
}
