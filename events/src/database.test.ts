import { randomUUID } from 'node:crypto';

import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, preparedStatement } from './database.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('statements marked prepared, on Postgres', () => {
  const table = `prepared_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let db: Knex;

  beforeAll(async () => {
    // One connection, so every run below reuses the statement that connection has parsed.
    db = createDatabase({ databaseUrl: databaseUrl! }, 1);
    await db.schema.createTable(table, (columns) => {
      columns.text('id').primary();
      columns.text('name').notNullable();
    });
    await db(table).insert([
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bea' },
    ]);
  });
  afterAll(async () => {
    await db?.schema.dropTableIfExists(table);
    await db?.destroy();
  });

  const named = () =>
    db.select('*').from(table).where('id', '>=', 'a').orderBy('id').options(preparedStatement) as Promise<
      Record<string, unknown>[]
    >;

  it('runs as a named statement, parsed once per connection, with each run its own values', async () => {
    expect(await named()).toEqual([
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bea' },
    ]);
    expect(await named()).toHaveLength(2);
    expect(await db(table).where('id', 'b').options(preparedStatement)).toEqual([{ id: 'b', name: 'Bea' }]);
    const prepared = await db.raw<{ rows: { name: string; statement: string }[] }>(
      'select name, statement from pg_prepared_statements',
    );
    const ours = prepared.rows.filter((row) => row.statement.includes(table));
    // Two shapes of statement, each parsed once on the one connection however often it ran.
    expect(ours).toHaveLength(2);
    expect(ours.every((row) => row.name.startsWith('s_'))).toBe(true);
  });

  it('parses a kept statement again when a migration changed its table', async () => {
    await named();
    await db.schema.alterTable(table, (columns) => columns.text('note'));
    expect(await named()).toEqual([
      { id: 'a', name: 'Ada', note: null },
      { id: 'b', name: 'Bea', note: null },
    ]);
  });
});
