import { freePlanMaxProducts, planLabel } from '@colophon/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type FormEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { ErrorState } from '../ErrorState.tsx';
import { useNotify } from '../notify.ts';
import { useRestFetch } from '../restApi.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { type CsvExport, exportSelectionAsCsv } from './csvExport.ts';
import { displayingText, pageCount } from './listPaging.ts';
import {
  headerCheckboxState,
  type Identified,
  isRowSelected,
  selectedCount,
  toggleAll,
  toggleRow,
  useListSelection,
} from './listSelection.ts';
import type { ListParams } from './useListParams.ts';

export interface ListColumn<Row, SortField extends string> {
  header: string;
  /** Set for sortable columns: clicking the header sorts by it and toggles the direction. */
  sortField?: SortField;
  render(row: Row): ReactNode;
}

export interface SearchFieldOption<SearchField extends string> {
  value: SearchField;
  label: string;
}

/** Shown instead of allowing creation when the publisher's plan limit is reached. */
export interface CreationLimit {
  plan: string | null;
  maxProducts: number | null;
}

export interface ListScreenProps<Row extends Identified, SortField extends string, SearchField extends string> {
  title: string;
  actions?: ReactNode;
  columns: ListColumn<Row, SortField>[];
  searchFields: SearchFieldOption<SearchField>[];
  filters?: ReactNode;
  params: ListParams<SortField, SearchField>;
  onParamsChange(params: ListParams<SortField, SearchField>): void;
  rows: Row[];
  totalCount: number;
  fetching: boolean;
  error?: string | null;
  emptyText: string;
  rowPath(row: Row): string;
  csvExport: CsvExport;
  creationLimit?: CreationLimit | null;
}

/** The one list screen of the app: search, selection and CSV export, sortable table and pager. */
export function ListScreen<Row extends Identified, SortField extends string, SearchField extends string>(
  props: ListScreenProps<Row, SortField, SearchField>,
) {
  const { params, onParamsChange, rows, totalCount } = props;
  const notify = useNotify();
  const restFetch = useRestFetch();
  const navigate = useNavigate();
  const [selection, updateSelection] = useListSelection<Row>(`${params.searchField}:${params.search}`);
  const [exporting, setExporting] = useState(false);
  const header = headerCheckboxState(selection, totalCount);
  const count = selectedCount(selection, totalCount);

  const sortBy = (sortField: SortField) => {
    const sortDirection = params.sortField === sortField && params.sortDirection === 'ASC' ? 'DESC' : 'ASC';
    onParamsChange({ ...params, sortField, sortDirection, page: 1 });
  };
  const openRow = (row: Row) => navigate(props.rowPath(row), { replace: true });
  const openRowByKeyboard = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) void openRow(row);
  };
  const exportSelection = async () => {
    setExporting(true);
    await exportSelectionAsCsv(selection, props.csvExport, restFetch, notify);
    setExporting(false);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{props.title}</Title>
        <Group gap="sm">{props.actions}</Group>
      </Group>
      {props.creationLimit && <PlanLimitHint limit={props.creationLimit} />}
      <SearchBar
        fields={props.searchFields}
        params={params}
        filters={props.filters}
        onSearch={(searchField, search) => onParamsChange({ ...params, searchField, search, page: 1 })}
      />
      <Group justify="space-between" mih={36}>
        <Text aria-live="polite">{count} selected</Text>
        {count > 0 && (
          <Button variant="light" loading={exporting} onClick={() => void exportSelection()}>
            EXPORT CSV
          </Button>
        )}
      </Group>
      {props.error ? (
        <ErrorState message={props.error} />
      ) : (
        <Paper withBorder pos="relative">
          <ScrollTable highlightOnHover minWidth={720} maxHeight="70vh">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all"
                    checked={header.checked}
                    indeterminate={header.indeterminate}
                    onChange={() => updateSelection(toggleAll)}
                  />
                </Table.Th>
                {props.columns.map((column) => (
                  <Table.Th key={column.header} aria-sort={ariaSort(column.sortField, params)}>
                    {column.sortField ? (
                      <UnstyledButton fw={700} fz="sm" onClick={() => sortBy(column.sortField as SortField)}>
                        {column.header}
                        {column.sortField === params.sortField && (params.sortDirection === 'ASC' ? ' ▲' : ' ▼')}
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => openRow(row)}
                  onKeyDown={(event) => openRowByKeyboard(event, row)}
                >
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={`Select row ${row.id}`}
                      checked={isRowSelected(selection, row.id)}
                      onChange={() => updateSelection((current) => toggleRow(current, row))}
                    />
                  </Table.Td>
                  {props.columns.map((column) => (
                    <Table.Td key={column.header}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
          {props.fetching && rows.length === 0 && (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label="Loading" />
            </Group>
          )}
          {!props.fetching && rows.length === 0 && (
            <Text c="dimmed" ta="center" p="md">
              {props.emptyText}
            </Text>
          )}
        </Paper>
      )}
      <Group justify="space-between">
        <Text size="sm">{displayingText(params.page, rows.length, totalCount)}</Text>
        <Pagination
          total={pageCount(totalCount)}
          value={params.page}
          onChange={(page) => onParamsChange({ ...params, page })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      </Group>
    </Stack>
  );
}

function ariaSort<SortField extends string>(
  sortField: SortField | undefined,
  params: ListParams<SortField, string>,
): 'ascending' | 'descending' | undefined {
  if (!sortField || sortField !== params.sortField) return undefined;
  return params.sortDirection === 'ASC' ? 'ascending' : 'descending';
}

function SearchBar<SortField extends string, SearchField extends string>(props: {
  fields: SearchFieldOption<SearchField>[];
  params: ListParams<SortField, SearchField>;
  filters?: ReactNode;
  onSearch(field: SearchField, text: string): void;
}) {
  const [field, setField] = useState(props.params.searchField);
  const [text, setText] = useState(props.params.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(field, text.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <Group gap="sm" align="end">
        <NativeSelect
          aria-label="Search field"
          data={props.fields}
          value={field}
          onChange={(event) => setField(event.currentTarget.value as SearchField)}
        />
        <TextInput
          aria-label="Search"
          placeholder="Search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          // Below its minimum the box moves to a line of its own rather than shrink out of use (a phone).
          flex={1}
          miw="12rem"
        />
        <Button type="submit">SEARCH</Button>
        {props.filters}
      </Group>
    </form>
  );
}

function PlanLimitHint({ limit }: { limit: CreationLimit }) {
  return (
    <Alert color="yellow">
      Publishers on the {planLabel(limit.plan)} may create and maintain up to {limit.maxProducts ?? freePlanMaxProducts}{' '}
      products -{' '}
      <Anchor component={Link} to="/publisher">
        explore other plans
      </Anchor>{' '}
      to add more.
    </Alert>
  );
}
