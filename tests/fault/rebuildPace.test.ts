import { createDatabase } from '@colophon/events';
import { migrateReadModels, rebuildProjections } from '@colophon/projector';
import { checkpointReached, countedLog, keeping, reservationsLog } from '@colophon/projector/runtime/projectForTest';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createScratchDatabase } from '../support/stack.ts';

const databaseUrl = process.env.DATABASE_URL;
const log = reservationsLog(30);
const pageSize = 4;

// On Postgres each projection has a connection of its own, so one can run ahead of another (on
// PGlite's one connection they take turns): how far is what this checks.
describe.skipIf(!databaseUrl)('a rebuild on Postgres', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: Knex;
  const store = countedLog(log);
  const checkpoint = (name: string) => checkpointReached(db, name);

  beforeAll(async () => {
    database = await createScratchDatabase(databaseUrl!);
    db = createDatabase({ databaseUrl: database.url }, 5);
    await migrateReadModels(db);
    for (const name of ['every', 'releases'])
      await db.schema.createTable(`test_${name}`, (table) => table.text('id').primary());
    // Counts the row versions left in a table (part of the server's own package).
    await db.raw('create extension if not exists pgstattuple');
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('lets a projection run ahead of a slower one by two pages at most, reading each page once', async () => {
    let letReleasesGo = () => {};
    const held = new Promise<void>((resolve) => (letReleasesGo = resolve));
    const every = keeping('every', ['IsbnReserved', 'IsbnReleased']);
    const releases = keeping('releases', ['IsbnReleased'], (event) => (event.position.major === 2n ? held : undefined));
    const rebuilt = rebuildProjections({
      db,
      store,
      projections: [every, releases],
      logger: pino({ level: 'silent' }),
      batchSize: pageSize,
    });
    // Pages 0 to 2 applied while the other projection is held on page 0; page 3 read ahead.
    await vi.waitFor(async () => expect(await checkpoint('every')).toBe(3 * pageSize), { timeout: 20_000 });
    expect(store.reads).toBe(4);
    expect(await checkpoint('releases')).toBe(0);
    letReleasesGo();
    expect(await rebuilt).toEqual({ every: 30, releases: 30 });
    expect(store.reads).toBe(9);
    expect(await db('test_releases').count({ count: '*' }).first()).toEqual({ count: '15' });
  });

  it("removes the row versions a projection's end replaced while another's end was still open", async () => {
    let otherEndStarted = () => {};
    const otherEndOpen = new Promise<void>((resolve) => (otherEndStarted = resolve));
    const vacuumsOf = async (table: string) =>
      Number((await db('pg_stat_user_tables').where('relname', table).first('vacuum_count')).vacuum_count);
    const vacuumsBefore = await vacuumsOf('test_every');
    const every = {
      ...keeping('every', ['IsbnReserved', 'IsbnReleased']),
      // As the orders' end sums every order's totals: each row gets a new version.
      afterRebuild: async (tx: Knex.Transaction) => {
        await otherEndOpen;
        await tx.raw("update test_every set id = id || ''");
      },
    };
    const releases = {
      ...keeping('releases', ['IsbnReleased']),
      // An end still running (its transaction older than the update) when the first end's vacuum runs.
      afterRebuild: async () => {
        otherEndStarted();
        await vi.waitFor(async () => expect(await vacuumsOf('test_every')).toBeGreaterThan(vacuumsBefore), {
          timeout: 20_000,
        });
      },
    };
    expect(
      await rebuildProjections({
        db,
        store,
        projections: [every, releases],
        logger: pino({ level: 'silent' }),
        batchSize: pageSize,
      }),
    ).toEqual({ every: 30, releases: 30 });
    const left = await db.raw<{ rows: { tuple_count: string; dead_tuple_count: string }[] }>(
      "select tuple_count, dead_tuple_count from pgstattuple('test_every')",
    );
    expect(left.rows[0]).toEqual({ tuple_count: '30', dead_tuple_count: '0' });
  });
});
