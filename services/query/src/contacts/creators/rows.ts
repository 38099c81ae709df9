import type { CreatorRow } from '@colophon/projector/contacts/creators/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { CreatorListParams, CreatorSearchField, CreatorSortField } from '../../generated/resolvers.ts';
import { whereNumberIs } from '../../shared/lookups.ts';
import { filtersNothing, pageOf, pageSize } from '../../shared/paging.ts';

/** A row of the creators read model, as the Creator type's resolvers receive it. */
export type { CreatorRow };

const sortColumns: Record<CreatorSortField, string> = { DISPLAY_NAME: 'display_name', PAYMENT_NAME: 'payment_name' };

function applySearch(query: Knex.QueryBuilder, field: CreatorSearchField, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  switch (field) {
    case 'ID':
      return whereNumberIs(query, 'number', search);
    case 'DISPLAY_NAME':
      return query.whereILike('display_name', pattern);
    case 'PAYMENT_NAME':
      return query.whereILike('payment_name', pattern);
    case 'DEFAULT':
      return query.where((any) =>
        whereNumberIs(any, 'number', search)
          .orWhereILike('display_name', pattern)
          .orWhereILike('payment_name', pattern),
      );
  }
}

/** The creators a list shows for its search, unordered. */
export function filteredCreators(db: Knex, publisherId: string, params: CreatorListParams | null | undefined) {
  const search = params?.search?.trim() ?? '';
  const query = db('creators').where({ publisher_id: publisherId });
  return search ? applySearch(query, params?.searchField ?? 'DEFAULT', search) : query;
}

export async function listCreators(
  db: Knex,
  publisherId: string,
  page: number,
  params: CreatorListParams | null | undefined,
) {
  const sortColumn = sortColumns[params?.sortField ?? 'DISPLAY_NAME'];
  const direction = params?.sortDirection === 'DESC' ? 'desc' : 'asc';
  const query = filteredCreators(db, publisherId, params);
  return pageOf<CreatorRow>(
    query.orderBy([
      { column: sortColumn, order: direction },
      { column: 'id', order: direction },
    ]),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'creator_number_counters', publisherId) : null,
  );
}

export const findCreator = (db: Knex, publisherId: string, id: string): Promise<CreatorRow | undefined> =>
  db('creators').where({ publisher_id: publisherId, id }).first();

export { pageSize };
