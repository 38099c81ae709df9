import { type ImportEntityType, importTemplate, legacyImportMessages } from '@colophon/domain';
import { Alert, Badge, Button, Drawer, FileInput, Group, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from 'urql';

import { useSession } from '../account/SessionProvider.tsx';
import { customerDisplayName } from '../contacts/customers/customerDraft.ts';
import { rememberPosition } from '../graphql/position.ts';
import { CustomerPickerQuery } from '../orders/queries.ts';
import { useNotify } from '../ui/notify.ts';
import { CancelButton } from '../ui/RecordButtons.tsx';
import { replyMessage, useRestFetch } from '../ui/restApi.ts';
import { ImportHelpCard } from './ImportHelpCard.tsx';
import { UnknownLookupPrompt, unknownValuesOf } from './UnknownLookupPrompt.tsx';
import { useTemplateDownload } from './useTemplateDownload.ts';

interface RowMessage {
  row: number;
  field: string;
  message: string;
}

interface Validation {
  message: string;
  row_count: number;
  errors: RowMessage[];
  warnings: RowMessage[];
  unknown_payment_types?: string[];
  unknown_payment_terms?: string[];
  unknown_customer_classes?: string[];
  unknown_expense_categories?: string[];
}

/**
 * The legacy "Import {title}" panel: a .csv file, the template's example, a preview validated by the
 * server (row count, error and warning badges, each row's message), unknown lookups offered for
 * creation, then IMPORT, disabled while errors exist.
 */
export function LegacyImportPanel(props: {
  type: ImportEntityType;
  title: string;
  opened: boolean;
  onClose(): void;
  onImported(): void;
}) {
  const notify = useNotify();
  const restFetch = useRestFetch();
  const { session } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [contents, setContents] = useState('');
  const [validation, setValidation] = useState<Validation | null>(null);
  const [busy, setBusy] = useState(false);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [customerSearch, setCustomerSearch] = useState('');
  const [{ data: customers }] = useQuery({
    query: CustomerPickerQuery,
    variables: { search: customerSearch.trim() || null },
    pause: props.type !== 'order',
  });
  const template = importTemplate(props.type);

  const body = (text: string, chosen = customerId) => ({
    type: props.type,
    contents: text,
    pubId: session?.publisherId,
    ...(props.type === 'order' ? { customer: { customer: chosen } } : {}),
  });

  const validate = async (text: string, chosen = customerId) => {
    if (props.type === 'order' && !chosen) {
      setValidation(null);
      return;
    }
    setBusy(true);
    try {
      const response = await restFetch('/validate_csv/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body(text, chosen)),
      });
      if (!response.ok) {
        setFileError(await replyMessage(response, legacyImportMessages.badlyFormatted));
        setValidation(null);
        return;
      }
      const reply = (await response.json()) as Validation;
      setValidation(reply);
      if (reply.errors.length > 0) notify.error(legacyImportMessages.badlyFormatted, { duration: 'importProblem' });
    } finally {
      setBusy(false);
    }
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setValidation(null);
    setFileError(null);
    if (!chosen) return;
    if (!chosen.name.toLowerCase().endsWith('.csv')) {
      setFileError(legacyImportMessages.csvOnly);
      return;
    }
    const text = await chosen.text();
    setContents(text);
    await validate(text);
  };

  const downloadTemplate = useTemplateDownload(props.type);
  const unknown = unknownValuesOf(validation);

  const blocked = !validation || validation.errors.length > 0 || unknown.length > 0 || busy;
  const runImport = async () => {
    notify.info(legacyImportMessages.importing);
    setBusy(true);
    try {
      const response = await restFetch('/import_csv/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body(contents)),
      });
      if (!response.ok) {
        const reason = await replyMessage(response, '');
        notify.error(reason ? legacyImportMessages.importFailedWith(reason) : legacyImportMessages.importFailed, {
          duration: 'importProblem',
        });
        return;
      }
      const reply = (await response.json()) as { message: string; position?: string };
      rememberPosition(reply.position);
      if (reply.message === legacyImportMessages.itemsImported) {
        notify.success(legacyImportMessages.finished, { duration: 'importFinished' });
        props.onImported();
        close();
      } else notify.warning(reply.message, { duration: 'importProblem' });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setFile(null);
    setValidation(null);
    setFileError(null);
    props.onClose();
  };

  const problems = [...(validation?.errors ?? []), ...(validation?.warnings ?? [])].sort((a, b) => a.row - b.row);

  return (
    <Drawer opened={props.opened} onClose={close} position="right" size="xl" title={`Import ${props.title}`}>
      <Stack gap="md">
        {props.type === 'order' && (
          <Select
            label="Customer"
            placeholder="Choose the customer of these orders"
            searchable
            onSearchChange={setCustomerSearch}
            data={(customers?.customers.items ?? []).map((customer) => ({
              value: customer.id,
              label: customerDisplayName(customer),
            }))}
            value={customerId}
            onChange={(value) => {
              setCustomerId(value);
              if (contents) void validate(contents, value);
            }}
            error={file && !customerId ? legacyImportMessages.customerFirst : null}
          />
        )}
        <FileInput
          label="CSV file"
          placeholder="Drop or choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void chooseFile(chosen)}
          error={fileError}
          clearable
        />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={600}>Example file</Text>
            <Button variant="light" size="xs" onClick={downloadTemplate}>
              Download Template
            </Button>
          </Group>
          <ScrollArea>
            <Table withTableBorder fz="xs" aria-label="Example file">
              <Table.Thead>
                <Table.Tr>
                  {template.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  {template.example.map((cell, index) => (
                    <Table.Td key={template.columns[index]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
        {validation && (
          <Stack gap="xs" aria-label="Import preview">
            <Group gap="xs">
              <Text>{validation.row_count} rows</Text>
              <Badge color="red">{validation.errors.length} errors</Badge>
              <Badge color="yellow">{validation.warnings.length} warnings</Badge>
            </Group>
            {problems.length > 0 && (
              <ScrollArea.Autosize mah={300}>
                <Table fz="sm">
                  <Table.Tbody>
                    {problems.map((problem) => (
                      <Table.Tr key={`${problem.row}:${problem.field}:${problem.message}`}>
                        {/* The row as the spreadsheet numbers it: the header is row 1. */}
                        <Table.Td>Row {problem.row + 2}</Table.Td>
                        <Table.Td>{problem.field}</Table.Td>
                        <Table.Td>{problem.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
            {problems.length === 0 && unknown.length === 0 && <Alert color="green">Ready to import.</Alert>}
          </Stack>
        )}
        <Group justify="flex-end">
          <CancelButton onClick={close} />
          <Button onClick={() => void runImport()} disabled={blocked} loading={busy}>
            IMPORT
          </Button>
        </Group>
        <ImportHelpCard title={props.title} />
      </Stack>
      <UnknownLookupPrompt
        unknown={unknown[0]}
        onAdded={() => void validate(contents)}
        onDeclined={() => setValidation(null)}
      />
    </Drawer>
  );
}
