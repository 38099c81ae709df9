import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('regions', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable().index();
    table.text('name').notNullable();
    /** ISO 3166-1 codes, a JSON array; a country is in one region of a publisher at most. */
    table.jsonb('countries').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('regions');
}
