import { numberCounterTable } from '../../runtime/recordNumbers.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';
import { returnLinesTable } from '../returnLines.ts';

export const ordersTable = defineTable('orders', {
  id: column.text(),
  publisher_id: column.text(),
  /** The short number staff read out (#1042): sequential per publisher, see recordNumbers.ts. */
  number: column.integer(),
  customer_id: column.text(),
  order_address_id: column.optional.text(),
  order_email_id: column.optional.text(),
  order_phone_id: column.optional.text(),
  order_status_id: column.optional.text(),
  salesperson_id: column.optional.text(),
  payment_term_id: column.optional.text(),
  shipping_type_id: column.optional.text(),
  po_number: column.text(),
  /** The customer's name and company as the list shows and searches them, kept from the customer events. */
  customer_name: column.optional.text(),
  customer_company: column.optional.text(),
  shipping_cost_cents: column.bigint(),
  admin_notes: column.text(),
  items_total_cents: column.bigint(),
  payments_total_cents: column.bigint(),
  /** Units that came back with returns, at their lines' unit prices. */
  returns_credit_cents: column.bigint(),
  paid_date: column.optional.text(),
  ship_date: column.optional.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** The PO number, customer name and company case-folded by the table for the list's search (see foldedSearchColumnsMigration). */
  search_po_number: column.optional.text(),
  search_customer_name: column.optional.text(),
  search_customer_company: column.optional.text(),
});
export type OrderRow = RowOf<typeof ordersTable>;

export const orderLinesTable = defineTable('order_lines', {
  id: column.text(),
  order_id: column.text(),
  product_id: column.text(),
  quantity: column.integer(),
  retail_price_cents: column.bigint(),
  discount_type: column.text<'none' | 'percent' | 'netPrice'>(),
  discount_basis_points: column.integer(),
  unit_price_cents: column.bigint(),
  sequence: column.integer(),
  returned_quantity: column.integer(),
  created_at: column.timestamptz(),
});
export type OrderLineRow = RowOf<typeof orderLinesTable>;

export const orderPaymentsTable = defineTable('order_payments', {
  id: column.text(),
  order_id: column.text(),
  amount_cents: column.bigint(),
  sent_date: column.text(),
  memo: column.text(),
  created_at: column.timestamptz(),
});
export type OrderPaymentRow = RowOf<typeof orderPaymentsTable>;

/** The customers' names as the orders projection knows them, copied onto their orders. */
export const orderCustomersTable = defineTable('order_customers', {
  id: column.text(),
  first_name: column.text(),
  last_name: column.text(),
  company: column.text(),
});

export const orderNumberCountersTable = numberCounterTable('order_number_counters');

export const orderReturnsTable = defineTable('order_returns', {
  id: column.text(),
  order_id: column.text(),
  return_date: column.text(),
  memo: column.text(),
  credit_cents: column.bigint(),
  created_at: column.timestamptz(),
});
export type OrderReturnRow = RowOf<typeof orderReturnsTable>;

export const orderReturnLinesTable = returnLinesTable('order_return_lines');
export type OrderReturnLineRow = RowOf<typeof orderReturnLinesTable>;
