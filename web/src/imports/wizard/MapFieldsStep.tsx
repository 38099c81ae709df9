import { type ImportEntityType, systemFields, wizardMessages } from '@colophon/domain';
import { Alert, Button, Group, Loader, ScrollArea, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';

import { type CsvInfo, messageOf, type WizardApi } from './wizardApi.ts';

interface ColumnChoice {
  column_index: number;
  csv_header: string;
  system_field: string | null;
  default_value: string;
}

interface MappingValues {
  columns: ColumnChoice[];
  /** Values for fields no column carries, given to every row. */
  defaults: Record<string, string>;
}

/** The CSV preview's row number: the spreadsheet's, where the header is row 1. */
export const sheetRow = (index: number) => index + 2;

/**
 * Step 2: each CSV column mapped to a system field (the server's suggestions first), default
 * values for empty cells and for fields without a column, over a preview of the file.
 */
export function MapFieldsStep(props: {
  type: ImportEntityType;
  session: string;
  api: WizardApi;
  onSaved(): void;
  onError(message: string): void;
}) {
  const { api, session, onError } = props;
  const fields = systemFields[props.type];
  const [info, setInfo] = useState<CsvInfo | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<MappingValues>({ mode: 'controlled', initialValues: { columns: [], defaults: {} } });
  const { setValues } = form;

  useEffect(() => {
    let left = false;
    void Promise.all([api.csvInfo(session), api.suggestedMappings(session)])
      .then(([csvInfo, { mappings }]) => {
        if (left) return;
        setInfo(csvInfo);
        setValues({
          columns: mappings
            .filter((mapping) => mapping.column_index >= 0)
            .map(({ column_index, csv_header, system_field, default_value }) => ({
              column_index,
              csv_header,
              system_field,
              default_value,
            })),
          defaults: Object.fromEntries(
            mappings
              .filter((mapping) => mapping.column_index < 0 && mapping.system_field)
              .map((mapping) => [mapping.system_field!, mapping.default_value]),
          ),
        });
      })
      .catch((error: unknown) => !left && onError(messageOf(error, wizardMessages.loadInfo)));
    return () => {
      left = true;
    };
  }, [api, session, setValues, onError]);

  if (!info) return <Loader aria-label="Loading the file" />;

  const { columns, defaults } = form.values;
  const mapped = new Set(columns.map((column) => column.system_field).filter(Boolean));
  const unmapped = fields.filter((field) => !mapped.has(field.name));
  const missingRequired = unmapped.filter((field) => field.required && !defaults[field.name]?.trim());

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await api.updateMappings(
        session,
        values.columns.map((column) => ({ ...column, is_unique_identifier: false })),
      );
      const taken = new Set(values.columns.map((column) => column.system_field));
      await api.setDefaultValues(
        session,
        Object.fromEntries(Object.entries(values.defaults).filter(([field, value]) => !taken.has(field) && value)),
      );
      props.onSaved();
    } catch (error) {
      onError(messageOf(error, wizardMessages.saveMappings));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={save}>
      <Stack>
        <Text>
          {info.file_name}: {info.total_rows} rows, {info.headers.length} columns.
        </Text>
        <Table aria-label="Field mappings" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>CSV column</Table.Th>
              <Table.Th>First value</Table.Th>
              <Table.Th>System field</Table.Th>
              <Table.Th>Default for empty cells</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column, index) => (
              <Table.Tr key={column.column_index}>
                <Table.Td>{column.csv_header}</Table.Td>
                <Table.Td>{info.sample_data[0]?.[column.column_index] ?? ''}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`System field for ${column.csv_header}`}
                    placeholder="Not imported"
                    clearable
                    searchable
                    data={fields.map((field) => ({
                      value: field.name,
                      label: field.required ? `${field.label} (required)` : field.label,
                      disabled: mapped.has(field.name) && field.name !== column.system_field,
                    }))}
                    {...form.getInputProps(`columns.${index}.system_field`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Default for ${column.csv_header}`}
                    disabled={!column.system_field}
                    {...form.getInputProps(`columns.${index}.default_value`)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {unmapped.some((field) => field.required) && (
          <Stack gap="xs">
            <Title order={5}>Required fields without a column</Title>
            <Text size="sm" c="dimmed">
              A default value here is given to every row.
            </Text>
            <Group>
              {unmapped
                .filter((field) => field.required)
                .map((field) => (
                  <TextInput
                    key={field.name}
                    label={`Default ${field.label}`}
                    value={defaults[field.name] ?? ''}
                    onChange={(event) => form.setFieldValue(`defaults.${field.name}`, event.currentTarget.value)}
                  />
                ))}
            </Group>
          </Stack>
        )}
        {missingRequired.length > 0 && (
          <Alert color="yellow">
            No column or default for {missingRequired.map((field) => field.label).join(', ')}: every row will be
            reported as missing it.
          </Alert>
        )}
        <Title order={5}>Preview</Title>
        <ScrollArea.Autosize mah={500}>
          <Table aria-label="CSV preview" striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                {info.headers.map((header, index) => (
                  <Table.Th key={index}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {info.sample_data.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  <Table.Td>{sheetRow(rowIndex)}</Table.Td>
                  {info.headers.map((_, index) => (
                    <Table.Td key={index}>{row[index] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save Mappings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
