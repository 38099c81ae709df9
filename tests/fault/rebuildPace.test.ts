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
});
