import type { Knex } from 'knex';

/**
 * A checkpoint replayed by a rebuild that leaves some of its projection's work to its end (summing
 * daily tables once rather than after every batch): a rebuild interrupted before that end leaves the
 * flag set, and the work is done before the projection follows the log again.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('projection_checkpoints', (table) => {
    table.boolean('rebuilding').notNullable().defaultTo(false);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('projection_checkpoints', (table) => {
    table.dropColumn('rebuilding');
  });
}
