import { rowAsJsonSql, rowFromJson, type RowOf, type Table } from '@colophon/projector/runtime/tables';
import type { Knex } from 'knex';

/**
 * The row of `table` that `where` names (the row's alias is `alias`; null when there is none), as
 * json in the column `as`: selected beside a page's rows, it spares the page a loader's round trip
 * (`primeRowsBeside` hands it to the loader).
 */
export const rowBeside = (
  db: Knex,
  { table, alias, where, as }: { table: Table; alias: string; where: string; as: string },
) => db.raw(`(select ${rowAsJsonSql(table, alias)} from ${table.name} ${alias} where ${where}) as ${as}`);

/**
 * The rows of `table` that `where` names, in the order `orderBy` gives, as one json array in the
 * column `as` (empty when there are none): a page's one-to-many rows (a creator's contact items),
 * selected beside it. `names` selects only those columns.
 */
export const rowsBeside = <Declared extends Table>(
  db: Knex,
  { table, alias, where, orderBy, as }: { table: Declared; alias: string; where: string; orderBy: string; as: string },
  names?: readonly (keyof Declared['columns'] & string)[],
) =>
  db.raw(
    `(select coalesce(json_agg(${rowAsJsonSql(table, alias, names)} order by ${orderBy}), '[]')
        from ${table.name} ${alias} where ${where}) as ${as}`,
  );

/**
 * Hands a loader (by id) the rows a page selected beside its own (`rowBeside`) in the column `as`,
 * under the id each page row names in `key` (a row that is gone is handed as null): the fields that
 * read them run no statement.
 */
export function primeRowsBeside<Declared extends Table, Item>(
  loader: { prime(id: string, row: RowOf<Declared> | null): unknown },
  table: Declared,
  items: readonly Item[],
  { key, as }: { key: keyof Item; as: keyof Item },
) {
  for (const item of items) {
    const id = item[key] as string | null;
    const json = item[as] as Record<string, unknown> | null | undefined;
    if (id && json !== undefined) loader.prime(id, json ? rowFromJson(table, json) : null);
  }
}

/**
 * Hands `lookupValueById` the lookup values a page selected beside its rows: the value's id in the
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
