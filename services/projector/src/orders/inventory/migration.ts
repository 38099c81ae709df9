import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('inventory_movements', (table) => {
    /** The event that moved it: stream and revision. */
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('product_id').notNullable().index();
    table.text('order_id').notNullable();
    /** Negative when shipped out, positive when returned. */
    table.integer('quantity').notNullable();
    table.timestamp('occurred_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('inventory_movements');
}
