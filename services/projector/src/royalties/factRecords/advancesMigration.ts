import { checkpointsTable } from '@colophon/events';
import type { Knex } from 'knex';

/**
 * Which advances ever named each royalty, never removed; the read model replays from the start so
 * advances made before this table are in it too (its rows are only ever upserted, so the rows it
 * already has stay as they are).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('royalty_advance_records', (table) => {
    table.text('royalty_id').notNullable();
    table.text('advance_id').notNullable();
    table.text('publisher_id').notNullable();
    table.primary(['royalty_id', 'advance_id']);
  });
  await db(checkpointsTable)
    .where({ name: 'royaltyFactRecords' })
    .update({ major: '0', minor: '0', updated_at: new Date() });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('royalty_advance_records');
}
