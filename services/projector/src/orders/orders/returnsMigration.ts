import type { Knex } from 'knex';

import { createReturnLinesTable } from '../returnLines.ts';

/** Customers' returns: each return, the units of each line it brought back, and what they credit the order. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('order_returns', (table) => {
    table.text('id').primary();
    table.text('order_id').notNullable().index();
    table.text('return_date').notNullable();
    table.text('memo').notNullable();
    /** Returned units at their lines' unit prices: summed again with the order's totals. */
    table.bigInteger('credit_cents').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await createReturnLinesTable(db, 'order_return_lines');
  await db.schema.alterTable('order_lines', (table) => {
    table.integer('returned_quantity').notNullable().defaultTo(0);
  });
  await db.schema.alterTable('orders', (table) => {
    table.bigInteger('returns_credit_cents').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('orders', (table) => table.dropColumn('returns_credit_cents'));
  await db.schema.alterTable('order_lines', (table) => table.dropColumn('returned_quantity'));
  await db.schema.dropTable('order_return_lines');
  await db.schema.dropTable('order_returns');
}
