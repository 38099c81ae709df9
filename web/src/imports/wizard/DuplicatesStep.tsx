import { wizardMessages } from '@colophon/domain';
import { Alert, Button, Group, Loader, Pagination, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { sheetRow } from './MapFieldsStep.tsx';
import {
  type Duplicate,
  type DuplicateFields,
  type DuplicateResolution,
  messageOf,
  type WizardApi,
} from './wizardApi.ts';

/** The spec's duplicate review: 10 records a page. */
const pageSize = 10;

const resolutionChoices: { value: DuplicateResolution; label: string }[] = [
  { value: 'skip', label: 'Skip' },
  { value: 'update', label: 'Update' },
  { value: 'create', label: 'Create' },
];

/**
 * Step 4: rows that match an existing record (orders by PO number, creators by display name and
 * email, products by ISBN), each skipped (the default), updating the record, or created anew.
 */
export function DuplicatesStep(props: {
  session: string;
  api: WizardApi;
  skipped: number[];
  onResolved(): void;
  onError(message: string): void;
}) {
  const { api, session, onError } = props;
  const [found, setFound] = useState<{ duplicates: Duplicate[]; fields: DuplicateFields } | null>(null);
  const [resolutions, setResolutions] = useState<Record<string, DuplicateResolution>>({});
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let left = false;
    void Promise.all([api.detectDuplicates(session), api.duplicateFields(session)])
      .then(([detected, fields]) => {
        if (left) return;
        setFound({ duplicates: detected.duplicates, fields });
        setResolutions(
          Object.fromEntries(detected.duplicates.map((duplicate) => [duplicate.id, duplicate.resolution])),
        );
      })
      .catch((error: unknown) => !left && onError(messageOf(error)));
    return () => {
      left = true;
    };
  }, [api, session, onError]);

  if (!found) return <Loader aria-label="Looking for duplicates" />;

  const skipped = new Set(props.skipped);
  const duplicates = found.duplicates.filter((duplicate) => !skipped.has(duplicate.row_index));
  const fields = found.fields.summary_fields;
  const pageRows = duplicates.slice((page - 1) * pageSize, page * pageSize);

  const save = async () => {
    setSaving(true);
    try {
      await api.resolveDuplicates(
        session,
        Object.fromEntries(duplicates.map((duplicate) => [duplicate.id, resolutions[duplicate.id] ?? 'skip'])),
      );
      props.onResolved();
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  if (duplicates.length === 0) {
    return (
      <Stack>
        <Alert color="green">{wizardMessages.noDuplicates}</Alert>
        <Group justify="flex-end">
          <Button onClick={props.onResolved}>Next</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          {duplicates.length} {duplicates.length === 1 ? 'row matches' : 'rows match'} an existing record by{' '}
          {found.fields.duplicate_check_fields.join(' and ')}.
        </Text>
        <Select
          aria-label="Resolve every duplicate"
          placeholder="Resolve all as…"
          data={resolutionChoices}
          value={null}
          onChange={(value) =>
            value && setResolutions(Object.fromEntries(duplicates.map((duplicate) => [duplicate.id, value])))
          }
        />
      </Group>
      <Table aria-label="Duplicates" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            {fields.map((field) => (
              <Table.Th key={field}>{field}</Table.Th>
            ))}
            <Table.Th>Existing record</Table.Th>
            <Table.Th>Resolution</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((duplicate) => (
            <Table.Tr key={duplicate.id}>
              <Table.Td>{sheetRow(duplicate.row_index)}</Table.Td>
              {fields.map((field) => (
                <Table.Td key={field}>{duplicate.csv_record_data[field] ?? ''}</Table.Td>
              ))}
              <Table.Td>
                {Object.entries(duplicate.existing_record_data)
                  .filter(([key]) => key !== 'id')
                  .map(([, value]) => value)
                  .join(' · ')}
              </Table.Td>
              <Table.Td>
                <SegmentedControl
                  aria-label={`Resolution for row ${sheetRow(duplicate.row_index)}`}
                  size="xs"
                  data={resolutionChoices}
                  value={resolutions[duplicate.id] ?? 'skip'}
                  onChange={(value) => setResolutions((current) => ({ ...current, [duplicate.id]: value }))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {duplicates.length > pageSize && (
        <Pagination total={Math.ceil(duplicates.length / pageSize)} value={page} onChange={setPage} />
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving}>
          Save Resolutions
        </Button>
      </Group>
    </Stack>
  );
}
