import { type ImportEntityType, systemFields, wizardMessages } from '@colophon/domain';
import { Alert, Badge, Button, Group, Pagination, Progress, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

import { UnknownLookupPrompt, unknownValuesOf } from '../UnknownLookupPrompt.tsx';
import { CorrectionInput } from './CorrectionInput.tsx';
import { sheetRow } from './MapFieldsStep.tsx';
import { pollEachSecond } from './polling.ts';
import { messageOf, type ValidationResults, type WizardApi, WizardCallError } from './wizardApi.ts';

const pageSize = 25;

/**
 * Step 3: the server validates every row (progress polled each second); each error gets a typed
 * correction, or its row is skipped (and can be restored); unknown lookup values are offered for
 * creation. Saving corrections validates again; no error left in a kept row completes the step.
 */
export function ValidateStep(props: {
  type: ImportEntityType;
  session: string;
  api: WizardApi;
  skipped: number[];
  onSkippedChange(rows: number[]): void;
  onValid(): void;
  onError(message: string): void;
}) {
  const { api, session, onError } = props;
  const [progress, setProgress] = useState<number | null>(0);
  const [report, setReport] = useState<ValidationResults | null>(null);
  const [corrections, setCorrections] = useState<Record<string, string>>({});
  const [options, setOptions] = useState<Record<string, string[]>>({});
  const [declined, setDeclined] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const left = useRef(false);

  const validate = useCallback(async () => {
    setProgress(0);
    try {
      // Every row is validated and shown, skipped ones too, so a skipped row can be restored.
      await api.validate(session, []);
      const finished = await pollEachSecond(() => api.validationProgress(session), {
        finished: (reply) => reply.status !== 'in_progress',
        onReply: (reply) => setProgress(reply.progress_percentage),
        stopped: () => left.current,
      });
      if (!finished) return;
      if (finished.status === 'failed') throw new WizardCallError(finished.error ?? wizardMessages.fallback);
      const results = await api.validationResults(session, []);
      if (left.current) return;
      setReport(results);
      setCorrections({});
      setProgress(null);
    } catch (error) {
      if (!left.current) onError(messageOf(error));
    }
  }, [api, session, onError]);

  useEffect(() => {
    left.current = false;
    void validate();
    return () => {
      left.current = true;
    };
  }, [validate]);

  // The pickers' values, fetched once for each lookup field that has an error to correct.
  const lookupFields = systemFields[props.type].filter((field) => field.kind === 'lookup').map((field) => field.name);
  const erroredLookups = [
    ...new Set(
      (report?.results ?? [])
        .filter((result) => lookupFields.includes(result.field_name))
        .map((result) => result.field_name),
    ),
  ].join(',');
  useEffect(() => {
    if (!erroredLookups) return;
    let stale = false;
    for (const fieldName of erroredLookups.split(',')) {
      void api
        .fieldOptions(session, fieldName)
        .then((reply) => !stale && setOptions((known) => ({ ...known, [fieldName]: reply.options })))
        .catch((error: unknown) => onError(messageOf(error)));
    }
    return () => {
      stale = true;
    };
  }, [api, session, onError, erroredLookups]);

  if (progress !== null || !report) {
    return (
      <Stack aria-label="Validating">
        <Text>Validating rows…</Text>
        <Progress value={progress ?? 0} animated aria-label="Validation progress" />
      </Stack>
    );
  }

  const skipped = new Set(props.skipped);
  const errors = report.results.filter((result) => result.severity === 'error');
  const warnings = report.results.filter((result) => result.severity === 'warning');
  const keptErrors = errors.filter((result) => !skipped.has(result.row_index));
  const uncorrected = keptErrors.filter((result) => !result.field_name || !corrections[result.id]?.trim());
  const unknown = unknownValuesOf(report).filter((entry) => !declined.includes(`${entry.key}:${entry.value}`));
  const shown = [...errors, ...warnings].sort((first, second) => first.row_index - second.row_index);
  const pageRows = shown.slice((page - 1) * pageSize, page * pageSize);
  const fieldOf = (name: string) => systemFields[props.type].find((field) => field.name === name);

  const skip = (row: number) => props.onSkippedChange([...props.skipped, row]);
  const restore = (row: number) => props.onSkippedChange(props.skipped.filter((skippedRow) => skippedRow !== row));

  const saveCorrections = async () => {
    setSaving(true);
    try {
      await api.correct(
        session,
        keptErrors.map((result) => ({ id: result.id, corrected_value: corrections[result.id]!.trim() })),
      );
      await validate();
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Group gap="xs">
        <Text>{report.total_rows} rows</Text>
        <Badge color="red">{keptErrors.length} errors</Badge>
        <Badge color="yellow">{warnings.length} warnings</Badge>
        <Badge color="gray">{props.skipped.length} rows skipped</Badge>
      </Group>
      {keptErrors.length === 0 && <Alert color="green">{wizardMessages.validationSuccess}</Alert>}
      {shown.length > 0 && (
        <Table aria-label="Validation results" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Problem</Table.Th>
              <Table.Th>Correction</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((result) => {
              const isSkipped = skipped.has(result.row_index);
              const field = fieldOf(result.field_name);
              return (
                <Table.Tr key={result.id + result.message} opacity={isSkipped ? 0.5 : 1}>
                  <Table.Td>{sheetRow(result.row_index)}</Table.Td>
                  <Table.Td>{field?.label ?? result.field_name}</Table.Td>
                  <Table.Td>{result.original_value}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={result.severity === 'error' ? 'red' : 'yellow.8'}>
                      {result.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {field && result.severity === 'error' && !isSkipped && (
                      <CorrectionInput
                        label={`Correction for row ${sheetRow(result.row_index)} ${field.label}`}
                        kind={field.kind}
                        value={corrections[result.id] ?? ''}
                        onChange={(value) => setCorrections((current) => ({ ...current, [result.id]: value }))}
                        options={options[field.name] ?? []}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isSkipped ? (
                      <Button size="xs" variant="light" onClick={() => restore(result.row_index)}>
                        Restore row {sheetRow(result.row_index)}
                      </Button>
                    ) : (
                      result.severity === 'error' && (
                        <Button size="xs" variant="subtle" color="gray" onClick={() => skip(result.row_index)}>
                          Skip row {sheetRow(result.row_index)}
                        </Button>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {shown.length > pageSize && (
        <Pagination total={Math.ceil(shown.length / pageSize)} value={page} onChange={setPage} />
      )}
      <Group justify="flex-end">
        {keptErrors.length > 0 && (
          <>
            <Button
              variant="default"
              onClick={() => props.onSkippedChange([...props.skipped, ...keptErrors.map((result) => result.row_index)])}
            >
              Skip All Rows With Errors
            </Button>
            <Button onClick={() => void saveCorrections()} disabled={uncorrected.length > 0} loading={saving}>
              Save Corrections
            </Button>
          </>
        )}
        <Button onClick={props.onValid} disabled={keptErrors.length > 0}>
          Next
        </Button>
      </Group>
      <UnknownLookupPrompt
        unknown={unknown[0]}
        onAdded={() => void validate()}
        onDeclined={() =>
          unknown[0] && setDeclined((current) => [...current, `${unknown[0]!.key}:${unknown[0]!.value}`])
        }
      />
    </Stack>
  );
}
