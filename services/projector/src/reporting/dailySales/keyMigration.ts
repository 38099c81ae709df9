import type { Knex } from 'knex';

/**
 * Orders created in a batch are added to the `sales_daily` rows of their keys: each key's row is
 * found through this index rather than among every row of the day (an import writes thousands of
 * orders on one day).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sales_daily', (table) =>
    table.index(['publisher_id', 'sale_date', 'customer_id', 'product_id'], 'sales_daily_key'),
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('sales_daily', (table) => table.dropIndex([], 'sales_daily_key'));
}
