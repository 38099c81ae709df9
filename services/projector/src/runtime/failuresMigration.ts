import type { Knex } from 'knex';

/** Events projections failed on, for operators (the health endpoint, later the staff area). */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('projection_failures', (table) => {
    table.text('projection').notNullable();
    table.text('position').notNullable();
    table.text('stream_id').notNullable();
    table.text('event_type').notNullable();
    table.text('error').notNullable();
    table.text('status').notNullable();
    table.integer('attempts').notNullable();
    table.timestamp('first_seen_at', { useTz: true }).notNullable();
    table.timestamp('last_seen_at', { useTz: true }).notNullable();
    table.primary(['projection', 'position']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('projection_failures');
}
