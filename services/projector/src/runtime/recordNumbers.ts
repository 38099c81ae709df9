import { checkpointsTable } from '@colophon/events';
import type { Knex } from 'knex';

import type { RowWrites } from './rowWrites.ts';
import { column, defineTable } from './tables.ts';

/**
 * Short record numbers (order #1042, customer #17): sequential from 1 per publisher, for staff to
 * read out on the phone; ids stay internal.
 *
 * Why the projection assigns them, in event order, rather than the command in the event: a read
 * model applies its events one at a time in the log's order, in one active instance, so numbering
 * there needs no lock and no shared counter stream that every concurrent creation would contend on
 * (a CSV import creating hundreds of orders, two clerks saving at once): creations are ordered by
 * the event store's append, and the number follows that order. A rebuild replays the same events
 * in the same order, so every record gets the same number again; the counter lives in the read
 * model's own table (rebuilt with it), so a deleted record's number is never given out again.
 * The numbers are a view of the log, like every read-model column: an event never carries one.
 */
export const numberCounterTable = (name: string) =>
  defineTable(name, { publisher_id: column.text(), last_number: column.integer(), record_count: column.integer() });

/** The counter table's key, for the projection's `keys`. */
export const numberCounterKey = ['publisher_id'] as const;

/**
 * A publisher's counter row: the last number given, and how many of its records exist now. The
 * count is what a list shows as its total when nothing filters it, read from one row instead of
 * counting the publisher's records on every page (77k orders at size L).
 */
interface Counter {
  last_number: number;
  record_count: number;
}

/** The counters read in this batch (the batch's writes are buffered until flushed). */
const countersOf = new WeakMap<RowWrites, Map<string, Counter>>();

/** Reads the counter once per publisher and batch, then counts in memory. */
async function counterOf(rows: RowWrites, counterTable: string, publisherId: string): Promise<Counter> {
  let counters = countersOf.get(rows);
  if (!counters) countersOf.set(rows, (counters = new Map()));
  const key = `${counterTable}\u0000${publisherId}`;
  let counter = counters.get(key);
  if (!counter) {
    const row = await rows.inTransaction((tx) =>
      tx(counterTable).where({ publisher_id: publisherId }).first('last_number', 'record_count'),
    );
    counter = { last_number: Number(row?.last_number ?? 0), record_count: Number(row?.record_count ?? 0) };
    counters.set(key, counter);
  }
  return counter;
}

/**
 * The next number of the publisher's records of one kind, counted in `counterTable`, for a record
 * the handler creates (it counts one more record). The counter row is written with the batch, in
 * the same transaction as the records and the checkpoint.
 */
export async function nextRecordNumber(rows: RowWrites, counterTable: string, publisherId: string): Promise<number> {
  const counter = await counterOf(rows, counterTable, publisherId);
  counter.last_number += 1;
  counter.record_count += 1;
  rows.upsert(counterTable, { publisher_id: publisherId, ...counter });
  return counter.last_number;
}

/**
 * The publisher of the record `recordId` of `table` that the event deletes: the one its metadata
 * names; an event without one (none is written so) reads it from the row.
 */
export async function publisherOfDeleted(
  rows: RowWrites,
  event: { metadata: { publisherId: string | null } },
  table: string,
  recordId: string,
): Promise<string | undefined> {
  return (
    event.metadata.publisherId ??
    (await rows.inTransaction(
      async (tx) => (await tx(table).where({ id: recordId }).first('publisher_id'))?.publisher_id,
    ))
  );
}

/** Counts one record fewer for the record `recordId` of `table` the handler deletes. */
export async function countRecordDeleted(
  rows: RowWrites,
  counterTable: string,
  event: { metadata: { publisherId: string | null } },
  table: string,
  recordId: string,
): Promise<void> {
  const publisherId = await publisherOfDeleted(rows, event, table, recordId);
  if (!publisherId) return;
  const counter = await counterOf(rows, counterTable, publisherId);
  counter.record_count -= 1;
  rows.upsert(counterTable, { publisher_id: publisherId, ...counter });
}

/**
 * A counter table of records without numbers (royalties): each publisher's count alone. Handlers
 * move it in memory (`moveRecordCount`), and the batch adds what moved once its rows are written
 * (`writeCountsMoved`): no counter is read in the middle of a batch.
 */
export const recordCounterTable = (name: string) =>
  defineTable(name, { publisher_id: column.text(), record_count: column.integer() });

/** What a batch's handlers moved each count by: counter table → publisher → records added less deleted. */
const countsMovedOf = new WeakMap<RowWrites, Map<string, Map<string, number>>>();

/** Counts `delta` records more (or fewer) of the publisher in `counterTable`, a `recordCounterTable`. */
export function moveRecordCount(rows: RowWrites, counterTable: string, publisherId: string, delta: number): void {
  let tables = countsMovedOf.get(rows);
  if (!tables) countsMovedOf.set(rows, (tables = new Map()));
  let moved = tables.get(counterTable);
  if (!moved) tables.set(counterTable, (moved = new Map()));
  moved.set(publisherId, (moved.get(publisherId) ?? 0) + delta);
}

/** Adds to the counter rows what the batch's handlers moved (a publisher's first record makes its row). */
export async function writeCountsMoved(tx: Knex.Transaction, rows: RowWrites): Promise<void> {
  for (const [counterTable, moved] of countsMovedOf.get(rows) ?? []) {
    await tx.raw(
      `insert into ?? as counter (publisher_id, record_count)
       select key, value::int from json_each_text(?::json)
       on conflict (publisher_id) do update set record_count = counter.record_count + excluded.record_count`,
      [counterTable, JSON.stringify(Object.fromEntries(moved))],
    );
  }
}

/**
 * Counts every publisher's records of `table` into `counterTable` (a `recordCounterTable`) from the
 * rows as they stand: at a rebuild's end, whose batches leave the counts.
 */
export async function countAllRecords(
  tx: Knex.Transaction,
  { table, counterTable }: { table: string; counterTable: string },
): Promise<void> {
  await tx.raw('delete from ??', [counterTable]);
  await tx.raw(
    'insert into ?? (publisher_id, record_count) select publisher_id, count(*) from ?? group by publisher_id',
    [counterTable, table],
  );
}

/** How many records of one kind the publisher has, from its counter row (0 before its first). */
export async function recordCount(db: Knex, counterTable: string, publisherId: string): Promise<number> {
  const row = await recordCountQuery(db, counterTable, publisherId).first();
  return Number(row?.total ?? 0);
}

/** The publisher's record count as a one-row query (column `total`), for a list to read beside its page. */
export const recordCountQuery = (db: Knex, counterTable: string, publisherId: string): Knex.QueryBuilder =>
  db(counterTable).where({ publisher_id: publisherId }).select({ total: 'record_count' });

/**
 * The migration that gives a counter table its record count: the publisher's records as they
 * stand, counted once (the projection counts from then on).
 */
export function recordCountsMigration(options: { table: string; counterTable: string }) {
  return {
    async up(db: Knex): Promise<void> {
      await db.schema.alterTable(options.counterTable, (table) => {
        table.integer('record_count').notNullable().defaultTo(0);
      });
      await db.raw(
        `update ?? as counters set record_count = (select count(*) from ?? as records where records.publisher_id = counters.publisher_id)`,
        [options.counterTable, options.table],
      );
    },
    async down(db: Knex): Promise<void> {
      await db.schema.alterTable(options.counterTable, (table) => table.dropColumn('record_count'));
    },
  };
}

/** The migration that makes a `recordCounterTable`, each publisher's records counted once as they stand. */
export function recordCounterMigration(options: { table: string; counterTable: string }) {
  return {
    async up(db: Knex): Promise<void> {
      await db.schema.createTable(options.counterTable, (table) => {
        table.text('publisher_id').primary();
        table.integer('record_count').notNullable();
      });
      await db.transaction((tx) => countAllRecords(tx, options));
    },
    async down(db: Knex): Promise<void> {
      await db.schema.dropTable(options.counterTable);
    },
  };
}

/**
 * The migration that gives a read model's records their numbers: the column (unique per
 * publisher, so a search by number reads one index entry), the counter table, and a replay of the
 * read model from the start, so existing records are numbered in event order as a rebuild would.
 */
export function recordNumbersMigration(options: {
  readModel: string;
  table: string;
  counterTable: string;
  /** Every table of the read model: emptied for the replay (those a later migration makes are not there yet). */
  tables: readonly string[];
}) {
  return {
    async up(db: Knex): Promise<void> {
      const tables: string[] = [];
      for (const table of options.tables) if (await db.schema.hasTable(table)) tables.push(table);
      await db.raw(`truncate ${tables.map(() => '??').join(', ')}`, tables);
      await db.schema.alterTable(options.table, (table) => {
        table.integer('number').notNullable();
        table.unique(['publisher_id', 'number']);
      });
      await db.schema.createTable(options.counterTable, (table) => {
        table.text('publisher_id').primary();
        table.integer('last_number').notNullable();
      });
      await db(checkpointsTable)
        .where({ name: options.readModel })
        .update({ major: '0', minor: '0', updated_at: new Date() });
    },
    async down(db: Knex): Promise<void> {
      await db.schema.dropTable(options.counterTable);
      await db.schema.alterTable(options.table, (table) => {
        table.dropUnique(['publisher_id', 'number']);
        table.dropColumn('number');
      });
    },
  };
}
