import { startOfLog } from '@colophon/events';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { creatorsProjection } from '../contacts/creators/projection.ts';
import { allProjections } from '../index.ts';
import { finishRebuild, resetProjection } from './checkpoints.ts';
import { checkpointReached, countedLog, keeping, migratedDatabase, reservationsLog } from './projectForTest.ts';
import type { Projection } from './projection.ts';
import { applyBatch, catchUp, rebuildProjections } from './projector.ts';

const log = reservationsLog(30);
const pageSize = 4;
const positionsOf = (types: readonly string[]) =>
  log.filter((event) => types.includes(event.type)).map((event) => String(event.position.major));

describe('a rebuild', () => {
  let db: Knex;
  const store = countedLog(log);
  const logger = pino({ level: 'silent' });
  const checkpoint = (name: string) => checkpointReached(db, name);
  const kept = async (name: string) => (await db(`test_${name}`).orderBy('id').pluck('id')).sort();

  beforeAll(async () => {
    db = await migratedDatabase();
    for (const name of ['every', 'releases', 'failing'])
      await db.schema.createTable(`test_${name}`, (table) => table.text('id').primary());
  }, 60_000);
  afterAll(() => db?.destroy());

  it('replays the whole log to every projection, reading each page of it once', async () => {
    const every = keeping('every', ['IsbnReserved', 'IsbnReleased']);
    const releases = keeping('releases', ['IsbnReleased']);
    store.reads = 0;
    expect(
      await rebuildProjections({ db, store, projections: [every, releases], logger, batchSize: pageSize }),
    ).toEqual({ every: 30, releases: 30 });
    expect(store.reads).toBe(9); // 8 pages and the empty read that ends the log
    expect(await kept('every')).toEqual(positionsOf(['IsbnReserved', 'IsbnReleased']).sort());
    expect(await kept('releases')).toEqual(positionsOf(['IsbnReleased']).sort());
    expect([await checkpoint('every'), await checkpoint('releases')]).toEqual([30, 30]);
  });

  it('reports the first projection that fails, and stops the others at their next page', async () => {
    const every = keeping('every', ['IsbnReserved', 'IsbnReleased']);
    const failing = keeping('failing', ['IsbnReleased'], (event) => {
      if (event.position.major === 10n) throw new Error('cannot apply event 10');
    });
    await expect(
      rebuildProjections({ db, store, projections: [every, failing], logger, batchSize: pageSize }),
    ).rejects.toThrow('cannot apply event 10');
    // Event 10 is on page 2: the other projection stopped within two pages of it.
    expect(await checkpoint('every')).toBeLessThanOrEqual(5 * pageSize);
    expect(await checkpoint('failing')).toBe(2 * pageSize);
  });

  const indexesOf = async (tables: readonly string[]) =>
    (
      await db.raw<{ rows: { indexdef: string }[] }>(
        `select indexdef from pg_indexes where tablename in (${tables.map(() => '?').join(', ')}) order by indexname`,
        [...tables],
      )
    ).rows.map((row) => row.indexdef);

  it("drops a projection's screen indexes for the rebuild and builds them at its end, also after an interruption", async () => {
    const { tables } = creatorsProjection;
    const indexes = () => indexesOf(tables);
    const before = await indexes();
    expect(before.join('\n')).toContain('creators_search_display_name_trigrams');

    // Interrupted twice before its end: what the first drop deferred is still built.
    await resetProjection(db, creatorsProjection, true);
    await resetProjection(db, creatorsProjection, true);
    const during = (await indexes()).join('\n');
    expect(during).not.toContain('creators_search_display_name_trigrams'); // a search
    expect(during).not.toContain('creators_publisher_id_display_name_id_index'); // a list's order
    expect(during).toContain('creators_publisher_id_number_unique'); // checks what is written
    expect(during).toContain('creator_links_creator_id_index'); // the projection's own look-up

    // As a projector does before following the log again.
    expect(await finishRebuild(db, creatorsProjection)).toBe(true);
    expect(await indexes()).toEqual(before);
  });

  it('drops the screen indexes a projection names for the rebuild, each an index it has, and builds them at its end', async () => {
    const naming = allProjections.filter((projection) => projection.screenIndexes);
    expect(naming.map((projection) => projection.name)).toContain('orders');
    for (const projection of naming) {
      const before = await indexesOf(projection.tables);
      const named = Object.entries(projection.screenIndexes!).flatMap(([table, columns]) =>
        columns.map((column) => ` ON public.${table} USING btree (${column})`),
      );
      for (const index of named) expect(before.filter((definition) => definition.endsWith(index))).toHaveLength(1);

      await resetProjection(db, projection, true);
      const during = await indexesOf(projection.tables);
      for (const index of named) expect(during.filter((definition) => definition.endsWith(index))).toEqual([]);
      // Keys (but of append-only tables) and the projection's own look-ups stay.
      const keyed = projection.tables.filter((table) => !projection.appendOnly?.includes(table));
      if (keyed.length > 0) expect((await indexesOf(keyed)).length).toBeGreaterThan(0);
      expect(await finishRebuild(db, projection)).toBe(true);
      expect(await indexesOf(projection.tables)).toEqual(before);
    }
  });

  it("writes a listed table's rows in its list's order at the end, each row and index as it was", async () => {
    await db.schema.createTable('test_listed', (table) => {
      table.text('id').primary();
      table.text('publisher_id').notNullable();
      table.integer('position').notNullable();
      table.index(['publisher_id', 'position']);
    });
    // Two publishers' rows, interleaved in the log as their events were.
    const listed: Projection = {
      name: 'listed',
      tables: ['test_listed'],
      listOrder: { test_listed: 'publisher_id, position' },
      handlers: {
        IsbnReserved: (rows, event) => {
          const position = Number(event.position.major);
          rows.upsert('test_listed', { id: `row ${position}`, publisher_id: `p${position % 3}`, position });
        },
      },
    };
    const before = await indexesOf(['test_listed']);
    await rebuildProjections({ db, store, projections: [listed], logger, batchSize: pageSize });

    const stored = await db('test_listed').orderByRaw('ctid').select('id', 'publisher_id', 'position');
    const reserved = positionsOf(['IsbnReserved']).map(Number);
    const inListOrder = reserved
      .map((position) => ({ id: `row ${position}`, publisher_id: `p${position % 3}`, position }))
      .sort((a, b) => a.publisher_id.localeCompare(b.publisher_id) || a.position - b.position);
    expect(stored).toEqual(inListOrder);
    expect(await indexesOf(['test_listed'])).toEqual(before);
  });

  it('rebuilds an append-only table without its primary key, and adds it at the end with one row of each key', async () => {
    await db.schema.createTable('test_facts', (table) => {
      table.text('id').primary();
      table.text('kind').notNullable();
    });
    // The ISBN's reservation is the same fact in every batch; each release a fact of its own.
    const facts: Projection = {
      name: 'facts',
      tables: ['test_facts'],
      appendOnly: ['test_facts'],
      handlers: {
        IsbnReserved: (rows, event) => rows.upsert('test_facts', { id: event.data.isbn, kind: 'reserved' }),
        IsbnReleased: (rows, event) =>
          rows.upsert('test_facts', { id: `${event.data.isbn}@${event.position.major}`, kind: 'released' }),
      },
    };
    const primaryKey = async () =>
      (
        await db.raw<{ rows: { definition: string }[] }>(
          `select conname || ' ' || pg_get_constraintdef(oid) as definition from pg_constraint
            where conrelid = 'test_facts'::regclass and contype = 'p'`,
        )
      ).rows.map((row) => row.definition);
    const kinds = async () => (await db('test_facts').orderBy('id').pluck('kind')).join(' ');
    const expected = ['reserved', ...Array<string>(15).fill('released')].join(' ');
    expect(await primaryKey()).toEqual(['test_facts_pkey PRIMARY KEY (id)']);

    expect(await rebuildProjections({ db, store, projections: [facts], logger, batchSize: pageSize })).toEqual({
      facts: 30,
    });
    expect(await kinds()).toEqual(expected);
    expect(await primaryKey()).toEqual(['test_facts_pkey PRIMARY KEY (id)']);

    // Interrupted after two batches, each with the reservation: a live batch is refused meanwhile
    // (it would find no key to upsert on), and the projector adds the key before following the log.
    await resetProjection(db, facts, true);
    expect(await primaryKey()).toEqual([]);
    expect(await applyBatch(db, facts, startOfLog, log.slice(0, 8), true)).toBe(true);
    expect(await applyBatch(db, facts, log[7]!.position, log.slice(8, 16), true)).toBe(true);
    expect(await applyBatch(db, facts, log[15]!.position, log.slice(16))).toBe(false);
    expect(await catchUp(db, store, facts, pageSize)).toBe(14);
    expect(await kinds()).toEqual(expected);
    expect(await primaryKey()).toEqual(['test_facts_pkey PRIMARY KEY (id)']);
  });
});
