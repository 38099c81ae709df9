import type { Knex } from 'knex';

import { resetProjection } from '../../runtime/checkpoints.ts';
import { dailyExpensesTables } from './rows.ts';

/**
 * Royalty payments join the expenses reports count: each royalty's product, and the royalty a
 * payment belongs to. The projection starts again from the first event, to read the royalty
 * events it passed over until now.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reporting_royalties', (table) => {
    table.text('id').primary();
    table.text('product_id').notNullable();
  });
  await db.schema.alterTable('reporting_expenses', (table) => table.text('royalty_id'));
  await resetProjection(db, { name: 'dailyExpenses', tables: dailyExpensesTables });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('reporting_expenses', (table) => table.dropColumn('royalty_id'));
  await db.schema.dropTable('reporting_royalties');
}
