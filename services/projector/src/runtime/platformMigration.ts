import type { Knex } from 'knex';

/** Tables every service relies on: projection checkpoints and sign-in sessions. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('projection_checkpoints', (table) => {
    table.text('name').primary();
    table.bigInteger('major').notNullable();
    table.bigInteger('minor').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.createTable('auth_sessions', (table) => {
    table.text('token_hash').primary();
    table.text('user_id').notNullable().index();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('auth_sessions');
  await db.schema.dropTable('projection_checkpoints');
}
