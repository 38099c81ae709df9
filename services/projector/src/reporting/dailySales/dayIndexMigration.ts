import type { Knex } from 'knex';

/**
 * Drops the `(publisher_id, sale_date)` index: `sales_daily_key` starts with the same columns and
 * serves the same look-ups. With both, the planner took the shorter one to find a new order's key
 * rows, filtering a whole day's rows for each key (an import's day: 7 000 keys × 100 000 rows a batch).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sales_daily', (table) => table.dropIndex(['publisher_id', 'sale_date']));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('sales_daily', (table) => table.index(['publisher_id', 'sale_date']));
}
