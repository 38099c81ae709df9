import { useLocation, useSearchParams } from 'react-router';

export type SortDirection = 'ASC' | 'DESC';

/**
 * What a list shows: kept in the URL so reloads, links and the back button keep it. A list in one
 * fixed order (the server's) has no sort field.
 */
export interface ListParams<SortField extends string, SearchField extends string> {
  page: number;
  sortField?: SortField;
  sortDirection?: SortDirection;
  searchField: SearchField;
  search: string;
}

function pick<Value extends string>(raw: string | null, allowed: readonly Value[], fallback: Value): Value {
  return allowed.find((value) => value === raw) ?? fallback;
}

export function useListParams<SortField extends string, SearchField extends string>(options: {
  sortFields: readonly SortField[];
  searchFields: readonly SearchField[];
  defaults: ListParams<SortField, SearchField>;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { defaults } = options;
  const page = Number.parseInt(searchParams.get('page') ?? '', 10);
  const params: ListParams<SortField, SearchField> = {
    page: Number.isInteger(page) && page > 0 ? page : defaults.page,
    sortField: defaults.sortField && pick(searchParams.get('sort'), options.sortFields, defaults.sortField),
    sortDirection:
      defaults.sortDirection &&
      pick<SortDirection>(searchParams.get('direction'), ['ASC', 'DESC'], defaults.sortDirection),
    searchField: pick(searchParams.get('field'), options.searchFields, defaults.searchField),
    search: searchParams.get('search') ?? defaults.search,
  };
  const setParams = (next: ListParams<SortField, SearchField>) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next.page));
      if (next.sortField) updated.set('sort', next.sortField);
      if (next.sortDirection) updated.set('direction', next.sortDirection);
      updated.set('field', next.searchField);
      if (next.search) updated.set('search', next.search);
      else updated.delete('search');
      return updated;
    });
  return [params, setParams] as const;
}

/** The parameter that opens a list's new-record dialog (dialogs live in the URL). */
const newRecordParam = 'new';

/**
 * A list's URL parameters beyond paging and search (its filters, its new-record dialog), and a
 * setter that keeps the navigation state: the title and way back of a list opened from elsewhere.
 * A filter starts the list again from its first page; the dialog leaves the page as it is.
 */
export function useListSearchParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const setSearchParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        if (name !== newRecordParam) updated.set('page', '1');
        return updated;
      },
      { state },
    );
  return [searchParams, setSearchParam] as const;
}
