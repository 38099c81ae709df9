import type { Knex } from 'knex';

/** Customers, orders with lines and payments, inventory moved by shipping, and expenses. Money in integer cents. */
export async function up(db: Knex): Promise<void> {
  const editing = (table: Knex.CreateTableBuilder) => {
    table.integer('revision').notNullable();
    table.text('last_editor_id');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('modified_at', { useTz: true }).notNullable();
  };
  await db.schema.createTable('customers', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.text('company').notNullable();
    table.boolean('out_of_business').notNullable();
    table.text('payment_term_id');
    table.text('customer_class_id');
    table.text('admin_notes').notNullable();
    editing(table);
    table.index(['publisher_id', 'last_name', 'id']);
  });
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
    editing(table);
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
  await db.schema.createTable('expenses', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('product_id').index();
    table.text('category_id');
    table.bigInteger('amount_cents').notNullable();
    table.text('expense_date').notNullable();
    table.text('admin_notes').notNullable();
    editing(table);
    table.index(['publisher_id', 'expense_date', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['expenses', 'inventory_movements', 'order_payments', 'order_lines', 'orders', 'customers']) await db.schema.dropTable(table);
}
