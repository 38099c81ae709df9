import { recordNumberIn } from '@colophon/domain';
import type { LookupKind } from '@colophon/events';
import type { Knex } from 'knex';

import type { QueryContext } from '../context.ts';
import { runMutation } from './mutations.ts';

/** One publisher's values of one lookup list, alphabetically. */
export const lookupValues = (
  { db, caller }: QueryContext,
  kind: LookupKind,
): Promise<{ id: string; value: string }[]> =>
  db('lookup_values')
    .where({ publisher_id: caller.publisherId, kind })
    .whereNull('deleted_at')
    .orderBy('value')
    .select('id', 'value');

/** A lookup value created inline from a form: an empty value is ignored, a duplicate refused. */
export const createLookupValue = (context: QueryContext, kind: LookupKind, value: string) =>
  runMutation(context, 'createLookupValue', { kind, value }, async ({ item }) => ({ item }));

/**
 * Joins the lookup value a row names in `column` as `alias`, from the row's own publisher:
 * `.leftJoin(...lookupJoin('status', 'orders.order_status_id', 'orders'))`. A join lets the planner
 * read the few lookups once for the rows (a hash, or an index probe memoized per value), where a
 * subquery per row scanned them for each: 1.0-1.6 ms of the server for the newest orders page at L
 * against 0.2-0.4 ms joined (pgbench, prepared, load 8-9).
 */
export const lookupJoin = (alias: string, column: string, table: string) =>
  [
    `lookup_values as ${alias}`,
    (join: Knex.JoinClause) => join.on(`${alias}.id`, column).andOn(`${alias}.publisher_id`, `${table}.publisher_id`),
  ] as const;

/** Escapes LIKE wildcards in user text and wraps it for a "contains" match. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * That a case-folded search column (`search_…`, see foldedSearchColumnsMigration) contains the
 * search, with its bindings: the rows `ilike` finds in the text the column folds, the search folded
 * by the same lower(). Use as `.orWhereRaw(...foldedContains('search_company', search))`.
 *
 * By the search's length:
 * - three characters or more: `like`, through the column's trigram index;
 * - two, which hold no trigram: one of the column's two-character substrings, through its bigram
 *   index (bigramIndexesMigration). `strpos` read every row of the publisher: the expenses' "an" at
 *   L took 43 ms a page against 17, the products' 28 against 19;
 * - one: `strpos`, which no index serves. A letter is in most rows, which the page reads in its
 *   order until it has 25; written as `like`, PGlite's planner read the whole trigram index for it
 *   and then checked every row again.
 */
export function foldedContains(column: string, search: string): [string, string[]] {
  const length = [...search].length;
  if (length === 1) return ['strpos(??, lower(?)) > 0', [column, search]];
  if (length === 2) return ['bigrams(??) @> array[lower(?)]', [column, search]];
  return ['?? like lower(?)', [column, containsPattern(search)]];
}

/** That a folded ISBN column (`search_isbn`: digits, its hyphens and spaces taken out) contains the search's, however it was hyphenated or spaced. */
export const isbnContains = (search: string) => foldedContains('search_isbn', search.replace(/[\s-]/g, ''));

/**
 * Records whose short number is the one the search names ("1042" or "#1042"); none when it names
 * none. The first condition of a search's "or" group: `whereNumberIs(any, 'number', search).orWhere…`.
 */
export function whereNumberIs(query: Knex.QueryBuilder, column: string, search: string): Knex.QueryBuilder {
  const number = recordNumberIn(search);
  return number === null ? query.whereRaw('false') : query.where(column, number);
}
