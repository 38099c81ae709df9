import type { Knex } from 'knex';

/**
 * Daily sales figures for reports, and the little of orders, products and addresses this read
 * model keeps to compute them (its own copies: a projection never reads another one's tables).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reporting_orders', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('customer_id').notNullable();
    /** UTC date the order was created: the date reports count it on. */
    table.text('created_date').notNullable();
    table.text('salesperson_id');
    table.text('address_id').index();
    table.text('paid_date');
    table.text('ship_date');
    /** A deleted order keeps its row (so its day can be summed again) and loses its lines. */
    table.boolean('deleted').notNullable().defaultTo(false);
    table.index(['publisher_id', 'created_date']);
  });
  await db.schema.createTable('reporting_order_lines', (table) => {
    table.text('id').primary();
    table.text('order_id').notNullable().index();
    table.text('product_id').notNullable().index();
    table.integer('quantity').notNullable();
    table.bigInteger('retail_price_cents').notNullable();
    table.bigInteger('unit_price_cents').notNullable();
  });
  await db.schema.createTable('reporting_products', (table) => {
    table.text('id').primary();
    table.text('format_code').notNullable();
  });
  await db.schema.createTable('reporting_addresses', (table) => {
    table.text('id').primary();
    table.text('country').notNullable();
  });
  await db.schema.createTable('sales_daily', (table) => {
    table.text('publisher_id').notNullable();
    table.text('sale_date').notNullable();
    table.text('product_id').notNullable();
    table.text('format_code');
    /** The order address's country as entered; regions group countries when the report is read. */
    table.text('country');
    table.text('salesperson_id');
    table.text('customer_id').notNullable();
    table.boolean('paid').notNullable();
    table.boolean('shipped').notNullable();
    table.bigInteger('units').notNullable();
    /** Quantity × retail price: sales before discounts. */
    table.bigInteger('gross_cents').notNullable();
    /** Quantity × the unit price charged: what the publisher earns on the lines. */
    table.bigInteger('net_cents').notNullable();
    table.index(['publisher_id', 'sale_date']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'sales_daily',
    'reporting_addresses',
    'reporting_products',
    'reporting_order_lines',
    'reporting_orders',
  ]) {
    await db.schema.dropTable(table);
  }
}
