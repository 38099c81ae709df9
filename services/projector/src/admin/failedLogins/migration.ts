import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('failed_logins', (table) => {
    table.text('id').primary();
    table.text('email').notNullable();
    table.text('ip_address').notNullable();
    table.text('reason').notNullable();
    table.timestamp('attempted_at', { useTz: true }).notNullable().index();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('failed_logins');
}
