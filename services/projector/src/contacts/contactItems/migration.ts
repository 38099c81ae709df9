import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('contact_items', (table) => {
    table.text('id').primary();
    table.text('owner_id').notNullable().index();
    table.text('kind').notNullable();
    table.text('value').notNullable();
    table.jsonb('address');
    table.boolean('is_primary').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('contact_items');
}
