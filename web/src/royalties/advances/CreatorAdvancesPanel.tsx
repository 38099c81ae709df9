import { Badge, Loader, Table, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';

import { graphql } from '../../generated/index.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { ScrollTable } from '../../ui/ScrollTable.tsx';

export const CreatorAdvancesQuery = graphql(`
  query CreatorAdvances($creatorId: ID!) {
    advances(creatorId: $creatorId) {
      id
      name
      amount
      paid
      unrecouped
      unrecoupedAsOf
      status
    }
  }
`);

/** The creator's advances: what was agreed and paid, and "Earned out" or what is left to recoup as of the last statement. */
export function CreatorAdvancesPanel({ creatorId }: { creatorId: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: CreatorAdvancesQuery,
    variables: { creatorId },
    requestPolicy: 'cache-and-network',
  });
  if (error) return <ErrorState message={error.message} />;
  if (fetching && !data) return <Loader size="sm" />;
  const advances = data?.advances ?? [];
  if (advances.length === 0) return null;
  return (
    <>
      <Title order={4}>Advances</Title>
      <ScrollTable aria-label="Advances">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contract</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Paid</Table.Th>
            <Table.Th>Recoupment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {advances.map((advance) => (
            <Table.Tr key={advance.id}>
              <Table.Td>{advance.name}</Table.Td>
              <Table.Td>{advance.amount}</Table.Td>
              <Table.Td>{advance.paid}</Table.Td>
              <Table.Td>
                <Badge color={advance.unrecouped === '0.00' ? 'green' : 'gray'} variant="light">
                  {advance.status}
                </Badge>
                {advance.unrecoupedAsOf && (
                  <Text span size="xs" c="dimmed" ml="xs">
                    as of {advance.unrecoupedAsOf}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </>
  );
}
