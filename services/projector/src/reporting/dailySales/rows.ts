import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const reportingOrdersTable = defineTable('reporting_orders', {
  id: column.text(),
  publisher_id: column.text(),
  customer_id: column.text(),
  created_date: column.text(),
  salesperson_id: column.optional.text(),
  address_id: column.optional.text(),
  paid_date: column.optional.text(),
  ship_date: column.optional.text(),
  deleted: column.boolean(),
});

export const reportingOrderLinesTable = defineTable('reporting_order_lines', {
  id: column.text(),
  order_id: column.text(),
  product_id: column.text(),
  quantity: column.integer(),
  retail_price_cents: column.bigint(),
  unit_price_cents: column.bigint(),
});

export const reportingProductsTable = defineTable('reporting_products', {
  id: column.text(),
  format_code: column.text(),
});

export const reportingAddressesTable = defineTable('reporting_addresses', {
  id: column.text(),
  country: column.text(),
});

/** One row per publisher, day, product, format, country, salesperson, customer, paid and shipped. */
export const salesDailyTable = defineTable('sales_daily', {
  publisher_id: column.text(),
  sale_date: column.text(),
  product_id: column.text(),
  format_code: column.optional.text(),
  country: column.optional.text(),
  salesperson_id: column.optional.text(),
  customer_id: column.text(),
  paid: column.boolean(),
  shipped: column.boolean(),
  units: column.bigint(),
  gross_cents: column.bigint(),
  net_cents: column.bigint(),
});
export type SalesDailyRow = RowOf<typeof salesDailyTable>;
