import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff_accesses', (table) => {
    table.text('impersonation_id').notNullable();
    table.text('publisher_id').notNullable();
    table.text('staff_user_id').notNullable();
    table.text('target_user_id').notNullable();
    table.text('ip_address').notNullable();
    table.text('user_agent').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('ended_at', { useTz: true }).nullable();
    table.primary(['impersonation_id', 'publisher_id']);
    table.index(['publisher_id', 'started_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('staff_accesses');
}
