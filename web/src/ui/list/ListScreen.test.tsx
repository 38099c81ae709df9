import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type * as ReactRouter from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type * as Notify from '../notify.ts';
import type * as RestApi from '../restApi.ts';
import { type CreationLimit, ListScreen } from './ListScreen.tsx';
import type { ListParams } from './useListParams.ts';

interface Book {
  id: string;
  title: string;
}

type Params = ListParams<'TITLE' | 'ID', 'DEFAULT' | 'TITLE'>;

const allBooks: Book[] = Array.from({ length: 30 }, (_, index) => ({
  id: `b${index + 1}`,
  title: `Book ${index + 1}`,
}));
const firstParams: Params = { page: 1, sortField: 'TITLE', sortDirection: 'ASC', searchField: 'DEFAULT', search: '' };

let exportedCsv: string[];
/** The export requests the screen sent, and what the fake server answers them. */
let exportRequests: { path: string; body: unknown }[];
let exportReply: () => Response;
const navigate = vi.fn();
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  useNavigate: () => navigate,
}));
vi.mock('../restApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof RestApi>()),
  useRestFetch: () => async (path: string, init: RequestInit) => {
    exportRequests.push({ path, body: JSON.parse(init.body as string) });
    return exportReply();
  },
}));
const warnings = vi.hoisted(() => [] as string[]);
vi.mock('../notify.ts', async (importOriginal) => {
  const notifyModule = await importOriginal<typeof Notify>();
  const notify = { ...notifyModule.notify, warning: (message: string) => warnings.push(message) };
  return { ...notifyModule, useNotify: () => notify };
});

beforeEach(() => {
  exportedCsv = [];
  exportRequests = [];
  warnings.length = 0;
  exportReply = () => new Response('id,title\r\nb2,Book 2\r\n', { status: 200 });
  navigate.mockReset();
  // jsdom has no object URLs: capture the CSV handed to the download link instead.
  URL.createObjectURL = (blob: Blob) => {
    void blob.text().then((text) => exportedCsv.push(text));
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = () => undefined;
});
afterEach(cleanup);

/** A list of 30 books, 25 a page, whose params live in state as they would in the URL. */
function renderList(options: { creationLimit?: CreationLimit; initialParams?: Params } = {}) {
  const onParamsChange = vi.fn();
  function Harness() {
    const [params, setParams] = useState(options.initialParams ?? firstParams);
    const first = (params.page - 1) * 25;
    return (
      <ListScreen
        title="Books"
        columns={[
          { header: 'TITLE', sortField: 'TITLE', render: (book) => book.title },
          { header: 'ID', sortField: 'ID', render: (book) => book.id },
          { header: 'NOTE', render: () => 'plain' },
        ]}
        searchFields={[
          { value: 'DEFAULT', label: 'Default (all)' },
          { value: 'TITLE', label: 'By Title' },
        ]}
        params={params}
        onParamsChange={(next) => {
          onParamsChange(next);
          setParams(next);
        }}
        rows={allBooks.slice(first, first + 25)}
        totalCount={allBooks.length}
        fetching={false}
        emptyText="No books."
        rowPath={(book) => `/books/${book.id}`}
        csvExport={{ type: 'products', params: { search: params.search } }}
        creationLimit={options.creationLimit}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onParamsChange };
}

const headerCheckbox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
const rowCheckbox = (id: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Select row ${id}` });
const isIndeterminate = (checkbox: HTMLInputElement) => checkbox.hasAttribute('data-indeterminate');

async function exportRows(): Promise<string[]> {
  await userEvent.click(screen.getByRole('button', { name: 'EXPORT CSV' }));
  await waitFor(() => expect(exportedCsv).toHaveLength(1));
  return exportedCsv[0]!.split(/\r?\n/);
}

describe('ListScreen', () => {
  it('shows 25 rows a page with the displaying text and pages on', async () => {
    const { onParamsChange } = renderList();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Displaying: 1-25 out of 30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...firstParams, page: 2 });
    expect(screen.getByText('Displaying: 26-30 out of 30')).toBeTruthy();
  });

  it('toggles the direction of the sorted column and sorts others ascending', async () => {
    const { onParamsChange } = renderList({ initialParams: { ...firstParams, page: 2 } });
    await userEvent.click(screen.getByRole('button', { name: /^TITLE/ }));
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...firstParams, sortDirection: 'DESC' });
    await userEvent.click(screen.getByRole('button', { name: /^TITLE/ }));
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...firstParams, sortDirection: 'ASC' });
    await userEvent.click(screen.getByRole('button', { name: /^ID/ }));
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...firstParams, sortField: 'ID' });
    expect(screen.queryByRole('button', { name: /^NOTE/ })).toBeNull();
  });

  it('searches with the chosen field from the first page', async () => {
    const { onParamsChange } = renderList({ initialParams: { ...firstParams, page: 2 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Search field' }), 'TITLE');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), ' Book 3 {Enter}');
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...firstParams, searchField: 'TITLE', search: 'Book 3' });
  });

  it('exports rows picked one by one, with the header checkbox indeterminate', async () => {
    renderList();
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'EXPORT CSV' })).toBeNull();
    await userEvent.click(rowCheckbox('b2'));
    await userEvent.click(rowCheckbox('b5'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(isIndeterminate(headerCheckbox())).toBe(true);
    expect(await exportRows()).toEqual(['id,title', 'b2,Book 2', '']);
    expect(exportRequests).toEqual([
      {
        path: '/api/v1/exports/products',
        body: { params: { search: '' }, selection: { mode: 'explicit', ids: ['b2', 'b5'] } },
      },
    ]);
  });

  it('selects all rows of every page, excludes unticked rows and exports the rest', async () => {
    renderList();
    await userEvent.click(headerCheckbox());
    expect(screen.getByText('30 selected')).toBeTruthy();
    expect(headerCheckbox().checked).toBe(true);
    expect(isIndeterminate(headerCheckbox())).toBe(false);
    expect(rowCheckbox('b1').checked).toBe(true);

    await userEvent.click(rowCheckbox('b1'));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await userEvent.click(rowCheckbox('b30'));
    expect(screen.getByText('28 selected')).toBeTruthy();
    expect(isIndeterminate(headerCheckbox())).toBe(true);

    await exportRows();
    expect(exportRequests.map((request) => request.body)).toEqual([
      { params: { search: '' }, selection: { mode: 'all', excluded: ['b1', 'b30'] } },
    ]);

    // From select-all mode the header checkbox clears the selection.
    await userEvent.click(headerCheckbox());
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(headerCheckbox().checked).toBe(false);
  });

  it("warns 'No records to export after filtering' when the server finds none", async () => {
    exportReply = () => Response.json({ message: 'No records to export after filtering' }, { status: 404 });
    renderList();
    await userEvent.click(rowCheckbox('b2'));
    await userEvent.click(screen.getByRole('button', { name: 'EXPORT CSV' }));
    await waitFor(() => expect(warnings).toEqual(['No records to export after filtering']));
    expect(exportedCsv).toEqual([]);
  });

  it('starts the selection afresh when the search changes', async () => {
    renderList();
    await userEvent.click(headerCheckbox());
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Book{Enter}');
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('opens a row replacing the history entry when it is clicked, not when its checkbox is', () => {
    renderList();
    fireEvent.click(rowCheckbox('b3'));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Book 3'));
    expect(navigate).toHaveBeenCalledWith('/books/b3', { replace: true });
  });

  it('shows the plan-limit hint with a link to the plans', () => {
    renderList({ creationLimit: { plan: null, maxProducts: null } });
    const hint = screen.getByRole('link', { name: 'explore other plans' });
    expect(hint.getAttribute('href')).toBe('/publisher');
    expect(hint.closest('[role="alert"], .mantine-Alert-root')?.textContent).toBe(
      'Publishers on the Free Plan may create and maintain up to 10 products - explore other plans to add more.',
    );
  });
});
