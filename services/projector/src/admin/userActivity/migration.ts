import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('user_activity', (table) => {
    table.text('id').primary();
    table.text('user_id').nullable();
    table.text('publisher_id').nullable();
    table.text('action_type').notNullable();
    table.text('action_details').notNullable();
    table.text('ip_address').nullable();
    table.text('user_agent').nullable();
    table.text('impersonator_id').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().index();
  });
  await db.schema.createTable('publisher_activity', (table) => {
    table.text('publisher_id').primary();
    table.timestamp('last_activity_at', { useTz: true }).notNullable().index();
    table.text('last_activity_type').notNullable();
    table.text('last_user_id').nullable();
  });
  await db.schema.createTable('plan_changes', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('plan').notNullable();
    table.integer('max_products').nullable();
    table.timestamp('changed_at', { useTz: true }).notNullable().index();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('plan_changes');
  await db.schema.dropTable('publisher_activity');
  await db.schema.dropTable('user_activity');
}
