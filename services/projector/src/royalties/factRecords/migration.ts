import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('royalty_fact_records', (table) => {
    table.text('product_id').notNullable();
    /** 'order' or 'expense'. */
    table.text('kind').notNullable();
    table.text('record_id').notNullable();
    table.text('publisher_id').notNullable();
    table.primary(['product_id', 'kind', 'record_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('royalty_fact_records');
}
