import { type ImportSummary, wizardMessages } from '@colophon/domain';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { downloadBlob } from '../../ui/restApi.ts';
import { sheetRow } from './MapFieldsStep.tsx';
import { messageOf, type WizardApi } from './wizardApi.ts';

const statusColors = { completed: 'green', cancelled: 'yellow', failed: 'red', in_progress: 'blue', uploaded: 'blue' };

/**
 * Step 6: what the import wrote (created, updated, errors, skipped, time), each row that was not
 * written and why, the error report and the unrecorded rows to download, and Finish.
 */
export function SummaryStep(props: {
  session: string;
  api: WizardApi;
  skipped: number[];
  onUnrecordedDownloaded(): void;
  onError(message: string): void;
}) {
  const { api, session, onError } = props;
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  useEffect(() => {
    let left = false;
    void api
      .summary(session)
      .then((reply) => !left && setSummary(reply))
      .catch(() => !left && onError(wizardMessages.summaryLoad));
    return () => {
      left = true;
    };
  }, [api, session, onError]);

  const download = async (fileName: string, blob: () => Promise<Blob>, after = () => {}) => {
    try {
      downloadBlob(await blob(), fileName);
      after();
    } catch (error) {
      onError(messageOf(error));
    }
  };

  if (!summary) return <Loader aria-label="Loading the summary" />;

  const figures = [
    { label: 'Created', value: summary.created_count },
    { label: 'Updated', value: summary.updated_count },
    { label: 'Errors', value: summary.error_count },
    { label: 'Skipped', value: summary.skipped_count },
    { label: 'Time', value: `${summary.processing_time.toFixed(1)} s` },
  ];
  const problems = [
    ...summary.error_details.map((detail) => ({ row: detail.row_index, message: detail.error_message })),
    ...summary.skipped_details.map((detail) => ({ row: detail.row_index, message: detail.message })),
  ].sort((first, second) => first.row - second.row);

  return (
    <Stack>
      <Alert color={statusColors[summary.status]}>{summary.message}</Alert>
      <SimpleGrid cols={{ base: 2, sm: 5 }} aria-label="Import figures">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm" aria-label={figure.label}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {figure.label}
            </Text>
            <Text size="xl" fw={700}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {problems.length > 0 && (
        <>
          <Title order={5}>Rows not written as they are</Title>
          {summary.skipped_details.length > 0 && (
            <Text size="sm" c="dimmed">
              Skipped items were processed, but the item could not be added (for example, an ISBN that was not found).
            </Text>
          )}
          <Table aria-label="Rows not written" fz="sm">
            <Table.Tbody>
              {problems.slice(0, 100).map((problem) => (
                <Table.Tr key={`${problem.row}:${problem.message}`}>
                  <Table.Td>Row {sheetRow(problem.row)}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Group justify="space-between">
        <Group>
          <Button
            variant="light"
            onClick={() => void download(`import-errors-${session}.csv`, () => api.errorReport(session))}
          >
            Download Error Report
          </Button>
          <Button
            variant="light"
            onClick={() =>
              void download(
                `unrecorded-data-${session}.csv`,
                () => api.unrecordedData(session, props.skipped),
                props.onUnrecordedDownloaded,
              )
            }
          >
            Download Unrecorded Data
          </Button>
        </Group>
        <Button onClick={() => window.location.reload()}>Finish</Button>
      </Group>
    </Stack>
  );
}
