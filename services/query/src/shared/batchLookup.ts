import { preparedStatement } from '@colophon/events';
import type { Knex } from 'knex';

/**
 * A loader's rows for its batch of keys (`column = any(keys)`, one array parameter): one statement
 * whatever the batch's size, so each connection keeps it prepared, where `whereIn` would make a
 * statement of each size. Use as `.modify(whereAnyOf, column, keys)`.
 */
export function whereAnyOf(query: Knex.QueryBuilder, column: string, keys: readonly string[]): Knex.QueryBuilder {
  return query.whereRaw('?? = any(?)', [column, [...keys]]).options(preparedStatement);
}
