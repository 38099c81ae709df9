import { createDatabase } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateReadModels } from './index.ts';
import { readModels } from './readModels.ts';
import { firstLayout } from './runtime/migrations.ts';
import type { ColumnType } from './runtime/tables.ts';

/** information_schema's name for each declared column type. */
const sqlTypeOf: Record<ColumnType, string> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamp with time zone',
  jsonb: 'jsonb',
};

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

describe('read models', () => {
  let db: Knex;
  let columns: ColumnInfo[];

  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await migrateReadModels(db);
    columns = await db('information_schema.columns')
      .where({ table_schema: 'public' })
      .select('table_name', 'column_name', 'data_type', 'is_nullable');
  });
  afterAll(() => db.destroy());

  it.each(readModels.map((readModel) => [readModel.name, readModel] as const))(
    '%s: the projection owns exactly the declared tables',
    (_name, readModel) => {
      const owned = readModel.tables.filter((table) => !readModel.keptTables.includes(table));
      expect([...readModel.projection.tables].sort()).toEqual(owned.map((table) => table.name).sort());
    },
  );

  it.each(readModels.flatMap((readModel) => readModel.tables.map((table) => [table.name, table] as const)))(
    '%s: the declared row type agrees with the table the migrations made',
    (name, table) => {
      const actual = columns
        .filter((column) => column.table_name === name)
        .map((column) => ({ name: column.column_name, type: column.data_type, nullable: column.is_nullable === 'YES' }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const declared = Object.entries(table.columns)
        .map(([columnName, column]) => ({ name: columnName, type: sqlTypeOf[column.type], nullable: column.nullable }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(actual).toEqual(declared);
    },
  );

  it('gives every case-folded search column a trigram index, and a bigram index where a list searches two characters', async () => {
    // The orders' search starts at three characters (isAppliedOrderSearch).
    const searchedFromThree = ['orders'];
    const { rows: indexes } = await db.raw<{ rows: { tablename: string; indexdef: string }[] }>(
      `select tablename, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const folded = columns.filter((column) => column.column_name.startsWith('search_'));
    expect(folded.length).toBeGreaterThan(0);
    for (const { table_name: table, column_name: column } of folded) {
      const definitions = indexes.filter((index) => index.tablename === table).map((index) => index.indexdef);
      expect(definitions, `${table}.${column}`).toContainEqual(expect.stringContaining(`(${column} gin_trgm_ops)`));
      const bigramIndexes = definitions.filter((definition) => definition.includes(`bigrams(${column})`));
      expect(bigramIndexes, `${table}.${column}`).toHaveLength(searchedFromThree.includes(table) ? 0 : 1);
    }
  });
});

describe('a database on the first layout (one migrations folder for every read model)', () => {
  it('drops its read-model tables and checkpoints, so the projections rebuild the rows from the events', async () => {
    const db = createDatabase({ dataDir: null });
    try {
      await migrateReadModels(db);
      // The first layout recorded its own migration names for the same tables.
      await db('knex_migrations').whereLike('name', '%/%').delete();
      // Read models made since then had no tables on that layout.
      const laterTables = readModels
        .flatMap((readModel) => readModel.tables.map((table) => table.name))
        .filter((table) => !firstLayout.tables.includes(table));
      for (const table of laterTables) await db.schema.dropTable(table);
      await db('knex_migrations').insert({ name: '005_sales', batch: 1, migration_time: new Date() });
      await db('projection_checkpoints').insert({ name: 'catalogue', major: 7, minor: 1 });
      await db('customers').insert({
        id: 'c1',
        publisher_id: 'p1',
        number: 1,
        first_name: 'Ada',
        last_name: 'Byron',
        company: '',
        out_of_business: false,
        admin_notes: '',
        revision: 1,
        created_at: new Date(),
        modified_at: new Date(),
      });

      await migrateReadModels(db);

      expect(await db('customers').count({ count: '*' }).first()).toEqual({ count: 0 });
      const checkpoints = await db('projection_checkpoints').select('major', 'minor');
      expect(new Set(checkpoints.map(({ major, minor }) => `${major}:${minor}`))).toEqual(new Set(['0:0']));
      expect(await db('knex_migrations').where({ name: '005_sales' })).toEqual([]);
    } finally {
      await db.destroy();
    }
    // Every read model's migrations run twice on PGlite: over 20 s on a busy machine.
  }, 120_000);
});
