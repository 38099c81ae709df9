import { useSearchParams } from 'react-router';

export type SortDirection = 'ASC' | 'DESC';

/** What a list shows: kept in the URL so reloads, links and the back button keep it. */
export interface ListParams<SortField extends string, SearchField extends string> {
  page: number;
  sortField: SortField;
  sortDirection: SortDirection;
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
    sortField: pick(searchParams.get('sort'), options.sortFields, defaults.sortField),
    sortDirection: pick(searchParams.get('direction'), ['ASC', 'DESC'], defaults.sortDirection),
    searchField: pick(searchParams.get('field'), options.searchFields, defaults.searchField),
    search: searchParams.get('search') ?? defaults.search,
  };
  const setParams = (next: ListParams<SortField, SearchField>) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next.page));
      updated.set('sort', next.sortField);
      updated.set('direction', next.sortDirection);
      updated.set('field', next.searchField);
      if (next.search) updated.set('search', next.search);
      else updated.delete('search');
      return updated;
    });
  return [params, setParams] as const;
}
