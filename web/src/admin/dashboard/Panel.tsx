import { staffMessages } from '@colophon/domain';
import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';

import { ScrollTable } from '../../ui/ScrollTable.tsx';

/** A dashboard panel over one query: a spinner while loading, the spec's per-panel error, else its content. */
export function Panel<Data>(props: {
  title: string;
  /** How the error names it: "Error loading {name}". */
  name: string;
  result: { data?: Data; error?: CombinedError };
  actions?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const { data, error } = props.result;
  return (
    <Paper withBorder p="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.actions}
        {error && !data ? (
          <Alert color="red" role="alert">
            {staffMessages.loadError(props.name)}
          </Alert>
        ) : data ? (
          props.children(data)
        ) : (
          <Loader size="sm" aria-label={`Loading ${props.name}`} />
        )}
      </Stack>
    </Paper>
  );
}

/** A table of figures with its headers, or the spec's "No data available" when it has no row. */
export function FigureTable(props: { label: string; headers: string[]; rows: ReactNode[][]; empty?: string }) {
  if (props.rows.length === 0) return <Text c="dimmed">{props.empty ?? staffMessages.noData}</Text>;
  return (
    <ScrollTable aria-label={props.label} minWidth={360} striped>
      <Table.Thead>
        <Table.Tr>
          {props.headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((cells, index) => (
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

/** Labelled figures, one row each: a label and its value. */
export function FactTable(props: { label: string; facts: [label: string, value: ReactNode][] }) {
  return (
    <Table aria-label={props.label}>
      <Table.Tbody>
        {props.facts.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A moment as the staff reads it: local date and time. */
export const formatMoment = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-US') : '—');
