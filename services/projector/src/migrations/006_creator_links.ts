import type { Knex } from 'knex';

/**
 * The records that refer to a creator (formats now; royalties and payments later), kept by the
 * creators projection itself so that rebuilding it alone recounts `creators.linked_records`.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('creator_links', (table) => {
    table.text('id').primary();
    table.text('creator_id').notNullable().index();
    table.text('product_id').index();
    table.text('kind').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('creator_links');
}
