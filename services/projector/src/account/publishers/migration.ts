import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (table) => {
    table.text('id').primary();
    table.text('email').notNullable().unique();
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_login_at', { useTz: true });
  });
  await db.schema.createTable('publishers', (table) => {
    table.text('id').primary();
    table.text('name').notNullable();
    table.text('plan').notNullable();
    table.integer('max_products');
    table.text('currency_code').notNullable();
    table.text('currency_label').notNullable();
    table.text('currency_symbol').notNullable();
    table.text('accounting_method').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await db.schema.createTable('publisher_members', (table) => {
    table.text('publisher_id').notNullable();
    table.text('user_id').notNullable().index();
    table.text('role').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.primary(['publisher_id', 'user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['publisher_members', 'publishers', 'users']) await db.schema.dropTable(table);
}
