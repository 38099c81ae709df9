import type { Knex } from 'knex';

import { editedRecordColumns, leaveRoomForUpdates } from '../../runtime/columns.ts';

/**
 * Royalties with their figures from the royalty engine, their payments, and the facts the figures
 * are computed from: this read model's own copies of order lines, addresses, product expenses,
 * publisher settings and regions (a projection never reads another one's tables).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('royalties', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('creator_id').notNullable();
    table.text('product_id').notNullable().index();
    /** Null: Rest of World. */
    table.text('region_id');
    /** The tiers as the events hold them (basis points, terms 1-4, discount sets). */
    table.jsonb('tiers').notNullable();
    table.text('terms_summary').notNullable();
    table.text('admin_notes').notNullable();
    /** Life figures over every counted sale, from the royalty engine. */
    table.bigInteger('units').notNullable().defaultTo(0);
    table.bigInteger('revenue_cents').notNullable().defaultTo(0);
    table.bigInteger('expenses_cents').notNullable().defaultTo(0);
    table.bigInteger('credit_cents').notNullable().defaultTo(0);
    table.bigInteger('debit_cents').notNullable().defaultTo(0);
    /** Life credit − life debit. */
    table.bigInteger('owed_cents').notNullable().defaultTo(0);
    table.bigInteger('paid_cents').notNullable().defaultTo(0);
    /** Owed − paid. */
    table.bigInteger('balance_cents').notNullable().defaultTo(0);
    table.integer('payments_count').notNullable().defaultTo(0);
    editedRecordColumns(table);
    table.index(['publisher_id', 'created_at', 'id']);
    table.index(['publisher_id', 'creator_id']);
  });
  await leaveRoomForUpdates(db, 'royalties');
  await db.schema.createTable('royalty_payments', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('royalty_id').notNullable().index();
    table.bigInteger('amount_cents').notNullable();
    table.text('method_id').notNullable();
    table.text('sent_date').notNullable();
    editedRecordColumns(table);
    table.index(['publisher_id', 'sent_date', 'id']);
  });
  await db.schema.createTable('royalty_sales_orders', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('address_id').index();
    table.text('paid_date');
    table.text('ship_date');
  });
  await db.schema.createTable('royalty_sales_lines', (table) => {
    table.text('id').primary();
    table.text('order_id').notNullable().index();
    table.text('product_id').notNullable().index();
    table.integer('quantity').notNullable();
    table.bigInteger('retail_price_cents').notNullable();
    table.bigInteger('unit_price_cents').notNullable();
    table.integer('discount_basis_points').notNullable();
  });
  await db.schema.createTable('royalty_sales_addresses', (table) => {
    table.text('id').primary();
    table.text('country').notNullable();
  });
  await db.schema.createTable('royalty_sales_expenses', (table) => {
    table.text('id').primary();
    /** Null for a company expense: it counts for no royalty. */
    table.text('product_id').index();
    table.bigInteger('amount_cents').notNullable();
    table.text('expense_date').notNullable();
  });
  await db.schema.createTable('royalty_publishers', (table) => {
    table.text('id').primary();
    table.text('accounting_method').notNullable();
    table.boolean('sales_by_region').notNullable();
  });
  await db.schema.createTable('royalty_regions', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable().index();
    table.jsonb('countries').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'royalty_regions',
    'royalty_publishers',
    'royalty_sales_expenses',
    'royalty_sales_addresses',
    'royalty_sales_lines',
    'royalty_sales_orders',
    'royalty_payments',
    'royalties',
  ]) {
    await db.schema.dropTable(table);
  }
}
