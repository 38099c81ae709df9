import type { Knex } from 'knex';

import type { ScreenIndexes } from './projection.ts';

interface Index {
  name: string;
  definition: string;
}

/** The indexes of `tables` that `condition` (over `pg_index i` and the index's access method `am`) selects. */
async function indexesOf(
  db: Knex,
  tables: readonly string[],
  condition: string,
  bindings: readonly string[] = [],
): Promise<Index[]> {
  if (tables.length === 0) return [];
  const { rows } = await db.raw<{ rows: Index[] }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class ic on ic.oid = i.indexrelid
       join pg_am am on am.oid = ic.relam
       left join pg_attribute first_column on first_column.attrelid = i.indrelid and first_column.attnum = i.indkey[0]
      where i.indrelid in (${tables.map(() => '?::regclass').join(', ')})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        and ${condition}
      order by 1`,
    [...tables, ...bindings],
  );
  return rows;
}

/**
 * Runs `load` (a bulk insert into `tables`, in the transaction `tx`) with the tables' indexes
 * dropped, and builds them again after it in the same transaction: one sorted build per index
 * instead of an insert into every index for each row (the sales roll-up's 394 000 rows at size L:
 * 11 s and 6 s of builds, against 22 s into its four indexes). Indexes that back a constraint
 * (primary keys) stay. Nothing can read the tables' missing indexes meanwhile: the drops hold
 * their locks until the transaction ends.
 */
export async function withIndexesBuiltAfter<Result>(
  tx: Knex.Transaction,
  tables: readonly string[],
  load: () => Promise<Result>,
): Promise<Result> {
  const indexes = await indexesOf(tx, tables, 'true');
  for (const { name } of indexes) await tx.raw(`drop index ${name}`);
  const result = await load();
  for (const { definition } of indexes) await tx.raw(definition);
  return result;
}

/**
 * Replaces every row of `table` with the rows of `select` (every column of the table by name, but
 * those generated from others), in the transaction `tx`: the rows are gathered in a temporary
 * table, the table is emptied, and they are written into it in the order `select` gives them, with
 * every index built after the load, its primary key too. At a rebuild's end this is cheaper than
 * an update of each row, which writes a new version beside the old one and into the primary key
 * (the royalty lines' facts at size L: 3.5 s against 5.5 s, and a table left without the dead
 * half). Nothing can read the table meanwhile (the truncate's lock).
 */
export async function rewriteTable(tx: Knex.Transaction, table: string, select: string): Promise<void> {
  await tx.raw(`create temporary table rewritten_rows on commit drop as ${select}`);
  const { rows: keys } = await tx.raw<{ rows: { name: string; definition: string }[] }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where conrelid = ?::regclass and contype = 'p'`,
    [table],
  );
  const { rows: columns } = await tx.raw<{ rows: { name: string }[] }>(
    `select quote_ident(attname) as name from pg_attribute
      where attrelid = ?::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [table],
  );
  const list = columns.map(({ name }) => name).join(', ');
  await tx.raw('truncate ??', [table]);
  for (const key of keys) await tx.raw('alter table ?? drop constraint ??', [table, key.name]);
  await withIndexesBuiltAfter(tx, [table], () =>
    tx.raw(`insert into ?? (${list}) select ${list} from rewritten_rows`, [table]),
  );
  for (const key of keys) await tx.raw(`alter table ?? add constraint ?? ${key.definition}`, [table, key.name]);
  await tx.raw('drop table rewritten_rows');
}

/**
 * Drops the indexes of `tables` that serve the screens, not the projection that writes them: a
 * list's order and filter (leading with the publisher, as every list is one publisher's), its
 * searches (trigram GIN indexes), and those the projection names (`Projection.screenIndexes`). A
 * projection finds its rows by their own keys (ids, an order's lines, a format's royalties), so a
 * rebuild need not keep these up to date row by row; returns their definitions, to build them once
 * at its end (`buildIndexes`). Unique indexes stay: they check what is written.
 */
export async function dropScreenIndexes(
  tx: Knex.Transaction,
  tables: readonly string[],
  named: ScreenIndexes = {},
): Promise<string[]> {
  const pairs = Object.entries(named).flatMap(([table, columns]) => columns.map((column) => [table, column]));
  const namedCondition =
    pairs.length > 0
      ? ` or (i.indrelid::regclass::text, first_column.attname::text) in (${pairs.map(() => '(?, ?)').join(', ')})`
      : '';
  const indexes = await indexesOf(
    tx,
    tables,
    `not i.indisunique and (am.amname = 'gin' or first_column.attname = 'publisher_id'${namedCondition})`,
    pairs.flat(),
  );
  for (const { name } of indexes) await tx.raw(`drop index ${name}`);
  return indexes.map(({ definition }) => definition);
}

/**
 * Drops the primary keys of `tables` (a rebuild's append-only tables, `Projection.appendOnly`): its
 * batches then insert their rows without a probe of the key each, at a page of it anywhere in the
 * index, and `addPrimaryKeys` builds it once at the end (the royalty fact records at size L: 1.6 to
 * 2.2 s of inserts and 1.0 s for the key, against 6.3 to 7.6 s of upserts).
 */
export async function dropPrimaryKeys(tx: Knex.Transaction, tables: readonly string[]): Promise<void> {
  for (const table of tables) await tx.raw('alter table ?? drop constraint if exists ??', [table, `${table}_pkey`]);
}

/**
 * Adds the primary key (columns by table) of each table that has none (`dropPrimaryKeys`). A
 * rebuild's batches insert without looking, so a key written in two of them has two rows, the same
 * (`Projection.appendOnly`): when adding the key finds that, one row of each key is kept and the
 * key is added again. Looking for them first would sort the whole table every time (2 s for the
 * fact records at L), and there are mostly none.
 */
export async function addPrimaryKeys(
  tx: Knex.Transaction,
  keys: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  for (const [table, columns] of Object.entries(keys)) {
    const { rows } = await tx.raw<{ rows: unknown[] }>(
      `select from pg_constraint where conrelid = ?::regclass and contype = 'p'`,
      [table],
    );
    if (rows.length > 0) continue;
    const addKey = (db: Knex.Transaction) =>
      db.raw(`alter table ?? add primary key (${columns.map(() => '??').join(', ')})`, [table, ...columns]);
    try {
      await tx.transaction(addKey);
    } catch (error) {
      if ((error as { code?: string }).code !== uniqueViolation) throw error;
      await tx.raw(
        `delete from ?? a using ?? b where ${columns.map(() => 'a.?? = b.??').join(' and ')} and a.ctid < b.ctid`,
        [table, table, ...columns.flatMap((column) => [column, column])],
      );
      await addKey(tx);
    }
  }
}

const uniqueViolation = '23505';

/** Builds indexes from their definitions (`pg_get_indexdef`), each unless it exists by now. */
export async function buildIndexes(tx: Knex.Transaction, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions)
    await tx.raw(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
}
