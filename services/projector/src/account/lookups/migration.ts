import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lookup_values', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('kind').notNullable();
    table.text('value').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['publisher_id', 'kind', 'value']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('lookup_values');
}
