import { returnLinesTable } from '../../orders/returnLines.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';
import { type Rollup, rollupKeyColumns } from '../rollup.ts';

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

export const reportingOrderReturnsTable = returnLinesTable('reporting_order_returns');

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

const paid = (figure: string) => `case when c.paid then ${figure} else 0 end`;
const shipped = (figure: string) => `case when c.shipped then ${figure} else 0 end`;

/**
 * `sales_daily` summed by period and by one of product, customer, format, country or salesperson
 * (see `Rollup`). Unpaid, unshipped sales count in no report, so each figure is kept twice: for
 * orders marked paid and for orders shipped (the publisher's accounting method picks one).
 */
export const salesRollup = {
  table: 'sales_rollup',
  dailyTable: 'sales_daily',
  dateColumn: 'sale_date',
  dimensions: {
    product: 'product_id',
    customer: 'customer_id',
    format: 'format_code',
    country: 'country',
    salesperson: 'salesperson_id',
  },
  measures: {
    paid_rows: paid('1'),
    paid_units: paid('c.units'),
    paid_gross_cents: paid('c.gross_cents'),
    paid_net_cents: paid('c.net_cents'),
    shipped_rows: shipped('1'),
    shipped_units: shipped('c.units'),
    shipped_gross_cents: shipped('c.gross_cents'),
    shipped_net_cents: shipped('c.net_cents'),
    // Sales before returns (a returning day's negative rows left out): no range within a period
    // earns more than this; the top tens bound the keys they leave out with it.
    paid_positive_net_cents: paid('greatest(c.net_cents, 0)'),
    shipped_positive_net_cents: shipped('greatest(c.net_cents, 0)'),
  },
  presence: ['paid_rows', 'shipped_rows'],
  productColumns: {
    paid_rows: 'paid_rows',
    paid_units: 'paid_units',
    paid_net_cents: 'paid_net_cents',
    paid_positive_net_cents: 'paid_positive_net_cents',
    shipped_rows: 'shipped_rows',
    shipped_units: 'shipped_units',
    shipped_net_cents: 'shipped_net_cents',
    shipped_positive_net_cents: 'shipped_positive_net_cents',
  },
} satisfies Rollup;

export const salesRollupTable = defineTable('sales_rollup', {
  ...rollupKeyColumns<keyof typeof salesRollup.dimensions>(),
  paid_rows: column.bigint(),
  paid_units: column.bigint(),
  paid_gross_cents: column.bigint(),
  paid_net_cents: column.bigint(),
  shipped_rows: column.bigint(),
  shipped_units: column.bigint(),
  shipped_gross_cents: column.bigint(),
  shipped_net_cents: column.bigint(),
  paid_positive_net_cents: column.bigint(),
  shipped_positive_net_cents: column.bigint(),
});
