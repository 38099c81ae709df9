import { checkpointsTable } from '@colophon/events';
import type { Knex } from 'knex';

import { leaveRoomForUpdates } from '../../runtime/columns.ts';
import { existingTables } from '../../runtime/tables.ts';
import { royaltiesProjection } from './projection.ts';

/**
 * Each royalty's running tier split, and each line's facts as its product's royalties last counted
 * them: a batch continues the split from the lines it changed. Rows kept before had neither, so the
 * read model starts again from the events (its tables emptied, its checkpoint back to the start).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('royalties', (table) => {
    /** The engine's split of every counted sale so far and the last sale's key (domain `RunningSplit`). */
    table.jsonb('tier_split');
  });
  await db.schema.alterTable('royalty_sales_lines', (table) => {
    /** The line's facts as the royalties last counted them; null while it counted nowhere. */
    table.jsonb('accounted');
  });
  const tables = await existingTables(db, royaltiesProjection.tables);
  await db.raw(`truncate ${tables.map(() => '??').join(', ')}`, tables);
  await db(checkpointsTable).where({ name: royaltiesProjection.name }).update({ major: '0', minor: '0' });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('royalty_sales_lines', (table) => table.dropColumn('accounted'));
  await db.schema.alterTable('royalties', (table) => table.dropColumn('tier_split'));
}

/** Room on each page for a line's facts, written after its insert: the update stays on its page (HOT). */
export const linesRoomMigration = {
  up: (db: Knex) => leaveRoomForUpdates(db, 'royalty_sales_lines'),
  down: (db: Knex) => db.raw('alter table ?? reset (fillfactor)', ['royalty_sales_lines']),
};
