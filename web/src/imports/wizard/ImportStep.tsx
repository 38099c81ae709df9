import { wizardMessages } from '@colophon/domain';
import { Alert, Button, Group, Loader, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import { sheetRow } from './MapFieldsStep.tsx';
import { pollEachSecond } from './polling.ts';
import { type ImportProgress, messageOf, type PreviewData, type WizardApi } from './wizardApi.ts';

/**
 * Step 5: a preview of the records as they will be written, then the import with its progress
 * polled each second; Cancel stops it between batches ('Import cancelled by user').
 */
export function ImportStep(props: {
  session: string;
  api: WizardApi;
  skipped: number[];
  onFinished(): void;
  onError(message: string): void;
}) {
  const { api, session, onError } = props;
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const left = useRef(false);

  useEffect(() => {
    left.current = false;
    void api
      .preview(session)
      .then((reply) => !left.current && setPreview(reply))
      .catch((error: unknown) => !left.current && onError(messageOf(error)));
    return () => {
      left.current = true;
    };
  }, [api, session, onError]);

  const follow = async () => {
    const finished = await pollEachSecond<ImportProgress>(() => api.importProgress(session), {
      finished: (reply) => reply.status !== 'in_progress',
      onReply: (reply) => setProgress(reply),
      stopped: () => left.current,
    });
    if (finished?.status === 'completed') props.onFinished();
  };

  const start = async () => {
    try {
      await api.startImport(session, props.skipped);
      await follow();
    } catch (error) {
      onError(messageOf(error));
    }
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      const reply = await api.cancelImport(session);
      setProgress((current) => current && { ...current, status: reply.status, processed_rows: reply.processed_rows });
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setCancelling(false);
    }
  };

  if (!preview) return <Loader aria-label="Loading the preview" />;
  // Only the fields some row fills: the rest would be empty columns.
  const fields = preview.fields.filter((field) => preview.preview.some((row) => String(row[field] ?? '') !== ''));
  const running = progress?.status === 'in_progress';

  return (
    <Stack>
      {!progress && (
        <>
          <Title order={5}>
            Preview of the first {preview.preview.length} of {preview.total_rows} rows
          </Title>
          <ScrollArea.Autosize mah={500}>
            <Table aria-label="Import preview" striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  {fields.map((field) => (
                    <Table.Th key={field}>{field}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.preview.map((row) => (
                  <Table.Tr key={row.row_index} opacity={props.skipped.includes(row.row_index) ? 0.5 : 1}>
                    <Table.Td>{sheetRow(row.row_index)}</Table.Td>
                    {fields.map((field) => (
                      <Table.Td key={field}>{String(row[field] ?? '')}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="sm" c="dimmed">
            {props.skipped.length} skipped rows will not be imported.
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => void start()}>Start Import</Button>
          </Group>
        </>
      )}
      {progress && (
        <Stack aria-label="Import progress">
          <Text>
            {progress.processed_rows} of {progress.total_rows} rows processed
          </Text>
          <Progress value={progress.progress_percentage} animated={running} />
          {progress.status === 'cancelled' && <Alert color="yellow">{wizardMessages.cancelled}</Alert>}
          {progress.status === 'failed' && <Alert color="red">{progress.error ?? wizardMessages.importFailed}</Alert>}
          <Group justify="flex-end">
            {running && (
              <Button color="red" variant="light" onClick={() => void cancel()} loading={cancelling}>
                Cancel Import
              </Button>
            )}
            {(progress.status === 'cancelled' || progress.status === 'failed') && (
              <Button onClick={props.onFinished}>View Summary</Button>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
