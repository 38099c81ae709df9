import { rowAsJsonSql, rowFromJson, type RowOf, type Table } from '@colophon/projector/runtime/tables';
import type { Knex } from 'knex';

import { lookupJoin } from './lookups.ts';

/**
 * The row of `table` that `where` names (the row's alias is `alias`; null when there is none), as
 * json in the column `as`: selected beside a page's rows, it spares the page a loader's round trip
 * (`primeRowsBeside` hands it to the loader). `names` selects only those columns.
 */
export const rowBeside = <Declared extends Table>(
  db: Knex,
  { table, alias, where, as }: { table: Declared; alias: string; where: string; as: string },
  names?: readonly (keyof Declared['columns'] & string)[],
) => db.raw(`(select ${rowAsJsonSql(table, alias, names)} from ${table.name} ${alias} where ${where}) as ${as}`);

/**
 * Hands a loader (by id) the rows a page selected beside its own (`rowBeside`) in the column `as`:
 * under the id each page row names in `key` (a row that is gone is handed as null), or else under
 * the selected row's own id. The fields that read them run no statement.
 */
export function primeRowsBeside<Declared extends Table, Item>(
  loader: { prime(id: string, row: RowOf<Declared> | null): unknown },
  table: Declared,
  items: readonly Item[],
  { key, as }: { key?: keyof Item; as: keyof Item },
) {
  for (const item of items) {
    const json = item[as] as Record<string, unknown> | null | undefined;
    const id = (key ? item[key] : json?.id) as string | null | undefined;
    if (id && json !== undefined) loader.prime(id, json ? rowFromJson(table, json) : null);
  }
}

/**
 * Hands `lookupValueById` the lookup values a page joined beside its rows: the value's id in the
 * column `key`, its text in `as`.
 */
export function primeLookupValues<Item>(
  loader: { prime(id: string, value: { id: string; value: string }): unknown },
  items: readonly Item[],
  { key, as }: { key: keyof Item; as: keyof Item },
) {
  for (const item of items) {
    const id = item[key] as string | null;
    const value = item[as] as string | null | undefined;
    if (id && typeof value === 'string') loader.prime(id, { id, value });
  }
}

/**
 * A page's rows (`rows`, the limited page) with the lookup value each names in `column` joined as
 * `<alias>_value`, and the `beside` columns. A join does not keep the page's order: it is sorted
 * again by `order`, the page's sort over its `page.` columns.
 */
export const pageWithLookupValue = (
  db: Knex,
  rows: Knex.QueryBuilder,
  {
    alias,
    column,
    order,
  }: { alias: string; column: string; order: { column: string; order?: string; nulls?: 'first' | 'last' }[] },
  beside: (Knex.Raw | Knex.QueryBuilder)[] = [],
) =>
  db
    .from(rows.as('page'))
    .leftJoin(...lookupJoin(alias, `page.${column}`, 'page'))
    .select('page.*', `${alias}.value as ${alias}_value`, ...beside)
    .orderBy(order);
