import { isIsoDate, localToday } from '@colophon/domain';
import type { Knex } from 'knex';

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Rows whose timestamp falls within the days given (YYYY-MM-DD, inclusive, UTC); dates that are not dates are ignored. */
export function whereCreatedBetween<Query extends Knex.QueryBuilder>(
  query: Query,
  column: string,
  after: string | null | undefined,
  before: string | null | undefined,
): Query {
  if (after && isIsoDate(after)) query.where(column, '>=', after);
  if (before && isIsoDate(before)) query.where(column, '<', dayAfter(before));
  return query;
}

/** A date column as YYYY-MM-DD: PGlite reads it as text, node-postgres as a Date at local midnight. */
export const dateText = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value.slice(0, 10) : localToday(value);
