import type { Knex } from 'knex';

/**
 * The indexes a rebuild of the projection dropped to build them once at its end (see
 * `dropScreenIndexes`): kept with its checkpoint, so a rebuild interrupted before its end builds
 * them when the projection follows the log again.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('projection_checkpoints', (table) => {
    table.jsonb('deferred_indexes').notNullable().defaultTo('[]');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('projection_checkpoints', (table) => {
    table.dropColumn('deferred_indexes');
  });
}
