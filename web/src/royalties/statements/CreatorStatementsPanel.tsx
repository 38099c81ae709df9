import { formatMoney, statementBalanceText, statementColumns, statementTable } from '@colophon/domain';
import { Alert, Button, Group, List, Loader, Modal, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from 'urql';

import type { RoyaltyStatementFieldsFragment } from '../../generated/graphql.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { DownloadStatementButton } from './DownloadStatementButton.tsx';
import { CreatorStatementsQuery, RoyaltyStatementAuditQuery } from './queries.ts';
import { sentStatementDocument } from './statementDocument.ts';
import { StatementLedger } from './StatementLedger.tsx';

type Statement = RoyaltyStatementFieldsFragment;

/** A figure's name as the statement shows it: paidCents → paid. */
const figureName = (name: string) => name.replace(/Cents$/, '');

const pageSize = 25;

/** The creator's PAST STATEMENTS: newest first, with the Summary and Details dialogs. */
export function CreatorStatementsPanel({ creatorId }: { creatorId: string }) {
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useQuery({
    query: CreatorStatementsQuery,
    variables: { creatorId, page },
    requestPolicy: 'cache-and-network',
  });
  const [summary, setSummary] = useState<Statement | null>(null);
  const [details, setDetails] = useState<Statement | null>(null);
  if (error) return <ErrorState message={error.message} />;
  if (fetching && !data) return <Loader />;
  const statements = data?.royaltyStatements?.items ?? [];
  const pages = Math.ceil((data?.royaltyStatements?.totalCount ?? 0) / pageSize);
  if (statements.length === 0)
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">No statements have been sent to this creator yet.</Text>
      </Paper>
    );
  return (
    <>
      <ScrollTable aria-label="Past statements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Statement Period</Table.Th>
            <Table.Th>Note to Creator</Table.Th>
            <Table.Th>Summary</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statements.map((statement) => (
            <Table.Tr key={statement.id}>
              <Table.Td>{statement.id.slice(0, 8)}</Table.Td>
              <Table.Td>{statement.sentDate}</Table.Td>
              <Table.Td>
                {statement.startDate} to {statement.endDate}
              </Table.Td>
              <Table.Td>{statement.pubNote}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => setSummary(statement)}>
                  Summary
                </Button>
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="default" onClick={() => setDetails(statement)}>
                  Details
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} mt="sm" />}
      <Modal opened={summary !== null} onClose={() => setSummary(null)} title="Statement Summary" size="lg">
        {summary && <StatementSummary statement={summary} />}
      </Modal>
      <Modal opened={details !== null} onClose={() => setDetails(null)} title="Statement Details" size="xl">
        {details && <StatementDetails statement={details} />}
      </Modal>
    </>
  );
}

function StatementSummary({ statement }: { statement: Statement }) {
  const money = (amount: string) => formatMoney(amount, statement.currencySymbol);
  return (
    <Stack gap="xs">
      <Text>
        {statement.startDate} to {statement.endDate}, sent {statement.sentDate}
        {statement.emailedTo ? ` to ${statement.emailedTo}` : ''}
      </Text>
      <Text>Titles: {statement.lines.map((line) => line.title).join(', ')}</Text>
      <Text>Units: {statement.totals.units}</Text>
      <Text>Revenue: {money(statement.totals.revenue)}</Text>
      <Text>Credit: {money(statement.totals.credit)}</Text>
      <Text>Debit: {money(statement.totals.debit)}</Text>
      <Text>Paid: {money(statement.totals.paid)}</Text>
      <Text fw={600}>Balance carried: {money(statement.totals.balance)}</Text>
      {statement.pubNote && <Text c="dimmed">{statement.pubNote}</Text>}
    </Stack>
  );
}

function StatementDetails({ statement }: { statement: Statement }) {
  const document = sentStatementDocument(statement);
  const { rows, totals } = statementTable(document);
  const [auditing, setAuditing] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          {statement.creatorName}: {statement.startDate} to {statement.endDate}
        </Text>
        <Group>
          <DownloadStatementButton statement={statement} />
          <Button size="xs" variant="light" onClick={() => setAuditing(true)}>
            AUDIT REPLAY
          </Button>
        </Group>
      </Group>
      <ScrollTable minWidth={720} aria-label="Statement lines">
        <Table.Thead>
          <Table.Tr>
            {statementColumns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...rows, totals].map((cells, index) => (
            <Table.Tr key={index} fw={index === rows.length ? 600 : undefined}>
              {cells.map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <Text fw={600}>Balance carried: {statementBalanceText(document)}</Text>
      <StatementLedger document={document} />
      <Text size="xs" c="dimmed">
        Computed at event-store position {statement.computedAt}.
      </Text>
      {auditing && <StatementAudit statementId={statement.id} />}
    </Stack>
  );
}

/** The audit replay: the statement computed again as it stood when sent, and as of now. */
function StatementAudit({ statementId }: { statementId: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: RoyaltyStatementAuditQuery,
    variables: { id: statementId },
    requestPolicy: 'network-only',
  });
  if (error) return <ErrorState message={error.message} />;
  if (fetching || !data) return <Loader size="sm" />;
  const audit = data.royaltyStatementAudit;
  if (!audit) return <ErrorState message="Royalty statement not found" />;
  return (
    <Stack gap="xs" aria-label="Audit replay">
      <Alert color={audit.asSent.matches ? 'green' : 'red'} title="As sent">
        {audit.asSent.matches
          ? `Every figure matches what was sent, to the cent (${audit.eventsRead} events replayed).`
          : `Differs from what was sent: ${[
              ...audit.asSent.lines
                .filter((line) => line.differing.length > 0)
                .map((line) => `${line.title} (${line.differing.join(', ')})`),
              ...audit.asSent.ledgerDiffering.map(figureName),
            ].join('; ')}`}
      </Alert>
      <Alert color={audit.asNow.matches ? 'green' : 'yellow'} title="As of now">
        {audit.asNow.matches ? (
          'No event since the statement changed its figures.'
        ) : (
          <List size="sm">
            {audit.asNow.changes.map((change) => (
              <List.Item key={change.position}>
                {change.occurredAt.slice(0, 19).replace('T', ' ')}: {change.type} by{' '}
                {change.user ? `${change.user.firstName} ${change.user.lastName} (${change.user.email})` : 'the system'}{' '}
                changed {change.figures.map(figureName).join(', ')}
              </List.Item>
            ))}
          </List>
        )}
      </Alert>
    </Stack>
  );
}
