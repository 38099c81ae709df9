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
  defineTable(name, { publisher_id: column.text(), last_number: column.integer() });

/** The counter table's key, for the projection's `keys`. */
export const numberCounterKey = ['publisher_id'] as const;

/** The last number given per publisher in this batch (the batch's writes are buffered until flushed). */
const lastNumbersOf = new WeakMap<RowWrites, Map<string, number>>();

/**
 * The next number of the publisher's records of one kind, counted in `counterTable`. Reads the
 * counter once per publisher and batch, then counts in memory; the counter row is written with the
 * batch, in the same transaction as the records and the checkpoint.
 */
export async function nextRecordNumber(rows: RowWrites, counterTable: string, publisherId: string): Promise<number> {
  let lastNumbers = lastNumbersOf.get(rows);
  if (!lastNumbers) lastNumbersOf.set(rows, (lastNumbers = new Map()));
  const key = `${counterTable}\u0000${publisherId}`;
  const last =
    lastNumbers.get(key) ??
    (await rows.inTransaction(async (tx) => {
      const row = await tx(counterTable).where({ publisher_id: publisherId }).first('last_number');
      return Number(row?.last_number ?? 0);
    }));
  const next = last + 1;
  lastNumbers.set(key, next);
  rows.upsert(counterTable, { publisher_id: publisherId, last_number: next });
  return next;
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
