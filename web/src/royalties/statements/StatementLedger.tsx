import {
  statementAdvanceColumns,
  statementAdvanceRows,
  type StatementDocument,
  statementPayoutText,
  statementReserveColumns,
  statementReserveRows,
} from '@colophon/domain';
import { Stack, Table, Text } from '@mantine/core';

import { ScrollTable } from '../../ui/ScrollTable.tsx';

function TextTable({ label, columns, rows }: { label: string; columns: readonly string[]; rows: string[][] }) {
  return (
    <ScrollTable minWidth={720} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((cells, index) => (
          <Table.Tr key={index}>
            {cells.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** A statement's reserve and advance sections and what it pays or carries forward, as the PDF shows them. */
export function StatementLedger({ document }: { document: StatementDocument }) {
  const reserveRows = statementReserveRows(document);
  const advanceRows = statementAdvanceRows(document);
  const payout = statementPayoutText(document);
  return (
    <Stack gap="xs">
      {reserveRows.length > 0 && (
        <TextTable label="Reserve and advance recouped" columns={statementReserveColumns} rows={reserveRows} />
      )}
      {advanceRows.length > 0 && <TextTable label="Advances" columns={statementAdvanceColumns} rows={advanceRows} />}
      {payout && <Text fw={600}>{payout}</Text>}
    </Stack>
  );
}
