import type { Knex } from 'knex';

import { editedRecordColumns, leaveRoomForUpdates } from '../../runtime/columns.ts';

/** Orders with their lines and payments. Money in integer cents. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('orders', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('customer_id').notNullable().index();
    table.text('order_address_id');
    table.text('order_email_id');
    table.text('order_phone_id');
    table.text('order_status_id');
    table.text('salesperson_id');
    table.text('payment_term_id');
    table.text('shipping_type_id');
    table.text('po_number').notNullable();
    table.bigInteger('shipping_cost_cents').notNullable();
    table.text('admin_notes').notNullable();
    /** Sum of quantity × unit price over the lines, and of the payments; kept with every line and payment event. */
    table.bigInteger('items_total_cents').notNullable().defaultTo(0);
    table.bigInteger('payments_total_cents').notNullable().defaultTo(0);
    table.text('paid_date');
    table.text('ship_date');
    editedRecordColumns(table);
    table.index(['publisher_id', 'created_at', 'id']);
  });
  await db.schema.createTable('order_lines', (table) => {
    table.text('id').primary();
    table.text('order_id').notNullable().index();
    table.text('product_id').notNullable().index();
    table.integer('quantity').notNullable();
    table.bigInteger('retail_price_cents').notNullable();
    table.text('discount_type').notNullable();
    table.integer('discount_basis_points').notNullable();
    table.bigInteger('unit_price_cents').notNullable();
    /** Lines in the order they were entered: event revision × 1000 + place in the event. */
    table.integer('sequence').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await db.schema.createTable('order_payments', (table) => {
    table.text('id').primary();
    table.text('order_id').notNullable().index();
    table.bigInteger('amount_cents').notNullable();
    table.text('sent_date').notNullable();
    table.text('memo').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await leaveRoomForUpdates(db, 'orders');
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['order_payments', 'order_lines', 'orders']) await db.schema.dropTable(table);
}
