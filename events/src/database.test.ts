import { randomUUID } from 'node:crypto';

import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { checkpointIfWalGrew, createDatabase, preparedStatement } from './database.ts';

const databaseUrl = process.env.DATABASE_URL;

const engines = [
  { engine: 'Postgres', config: databaseUrl ? { databaseUrl } : undefined },
  { engine: 'PGlite', config: { dataDir: null } },
];

for (const { engine, config } of engines)
  describe.skipIf(!config)(`statements marked prepared, on ${engine}`, () => {
    const table = `prepared_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let db: Knex;

    beforeAll(async () => {
      // One connection, so every run below reuses the statement that connection has parsed.
      db = createDatabase(config!, 1);
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

describe('knex on PGlite', () => {
  it("reads a transaction's replies directly too, its marked statements unnamed there", async () => {
    const db = createDatabase({ dataDir: null });
    try {
      await db.raw('create table shelf (id integer primary key, title text not null)');
      const ownQuery = vi.spyOn((db.client as { pglite: PGlite }).pglite, 'query');
      const marked = (runner: Knex | Knex.Transaction) =>
        runner('shelf').where('id', '>', 0).options(preparedStatement) as Promise<unknown[]>;
      await db.transaction(async (trx) => {
        await trx('shelf').insert({ id: 1, title: 'Harbour 月' });
        expect(await marked(trx)).toEqual([{ id: 1, title: 'Harbour 月' }]);
      });
      expect(await marked(db)).toHaveLength(1);
      await expect(db.transaction((trx) => trx('shelf').insert({ id: 1, title: 'Again' }))).rejects.toMatchObject({
        code: '23505',
      });
      expect(ownQuery).not.toHaveBeenCalled();
      const prepared = await db.raw<{ rows: unknown[] }>(
        "select name from pg_prepared_statements where statement like '%shelf%'",
      );
      // Parsed once, by the run outside the transaction.
      expect(prepared.rows).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});

describe("PGlite's checkpoints", () => {
  // The app's data folder runs this check every 30 s; in memory it runs the same way, only faster.
  it('checkpoints once the WAL written since the last checkpoint passes the bound, and not before', async () => {
    const db = createDatabase({ dataDir: null });
    const redoPoint = async () =>
      (await db.raw<{ rows: { lsn: string }[] }>('select redo_lsn::text as lsn from pg_control_checkpoint()')).rows[0]!
        .lsn;
    try {
      await db.raw('create table written (body text)');
      // About 4 MB of WAL: rows of 1 000 characters are stored as they are, uncompressed.
      await db.raw("insert into written select repeat('x', 1000) from generate_series(1, 4000)");
      const before = await redoPoint();
      expect(await checkpointIfWalGrew(db, 64 * 1024 ** 2)).toBe(false);
      expect(await redoPoint()).toBe(before);
      expect(await checkpointIfWalGrew(db, 1024 ** 2)).toBe(true);
      expect(await redoPoint()).not.toBe(before);
      expect(await checkpointIfWalGrew(db, 1024 ** 2)).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
