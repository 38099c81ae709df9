import type { ProductRow } from '@colophon/projector/catalogue/products/rows';
import type {
  OrderLineRow as OrderLinesRow,
  OrderPaymentRow as OrderPaymentsRow,
  OrderReturnLineRow,
  OrderReturnRow as OrderReturnsRow,
} from '@colophon/projector/orders/orders/rows';
import DataLoader from 'dataloader';
import type { Knex } from 'knex';

import { contactItemColumns, type ContactItemRow } from '../contacts/contactFields.ts';
import { type CustomerListedColumns, type CustomerRow, customerRows } from '../contacts/customers/rows.ts';
import { whereAnyOf } from '../shared/batchLookup.ts';

/** The columns of a format that an order line or an expense shows: its title's title among them (kept on it by the projection). */
const productSummaryColumns = [
  'id',
  'product_work_id',
  'title',
  'isbn',
  'format_code',
  'retail_price_cents',
  'inventory_quantity',
  'digital',
] as const;

export type ProductSummaryRow = Pick<ProductRow, (typeof productSummaryColumns)[number]>;

/** A line with its order's ship date: a shipped order's lines are never short. */
export type OrderLineRow = Omit<OrderLinesRow, 'sequence' | 'created_at'> & { ship_date: string | null };

export type OrderPaymentRow = Omit<OrderPaymentsRow, 'created_at'>;

/** A return with the units of each line it brought back. */
export type OrderReturnRow = OrderReturnsRow & { lines: OrderReturnLineRow[] };

const byKey = <Row, Key extends keyof Row>(rows: Row[], key: Key) => {
  const groups = new Map<Row[Key], Row[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
};

/** Loaders of the order, customer and expense screens: products named by lines and expenses, lines, payments, customers, contact items. */
export function createOrderLoaders(db: Knex, publisherId: string) {
  return {
    productSummaryById: new DataLoader<string, ProductSummaryRow | null>(async (ids) => {
      const rows: ProductSummaryRow[] = await db('products')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids)
        .select(productSummaryColumns);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    orderLinesByOrder: new DataLoader<string, OrderLineRow[]>(async (orderIds) => {
      const rows: OrderLineRow[] = await db('order_lines')
        .join('orders', 'orders.id', 'order_lines.order_id')
        .modify(whereAnyOf, 'order_lines.order_id', orderIds)
        .orderBy([{ column: 'order_lines.sequence' }, { column: 'order_lines.id' }])
        .select('order_lines.*', 'orders.ship_date');
      const groups = byKey(rows, 'order_id');
      return orderIds.map((id) => groups.get(id) ?? []);
    }),
    orderPaymentsByOrder: new DataLoader<string, OrderPaymentRow[]>(async (orderIds) => {
      const rows: OrderPaymentRow[] = await db('order_payments')
        .modify(whereAnyOf, 'order_id', orderIds)
        .orderBy([{ column: 'sent_date' }, { column: 'created_at' }, { column: 'id' }]);
      const groups = byKey(rows, 'order_id');
      return orderIds.map((id) => groups.get(id) ?? []);
    }),
    orderReturnsByOrder: new DataLoader<string, OrderReturnRow[]>(async (orderIds) => {
      const returns: OrderReturnsRow[] = await db('order_returns')
        .modify(whereAnyOf, 'order_id', orderIds)
        .orderBy([{ column: 'return_date' }, { column: 'created_at' }, { column: 'id' }]);
      const lines: OrderReturnLineRow[] = await db('order_return_lines').modify(whereAnyOf, 'order_id', orderIds);
      const linesOf = byKey(lines, 'return_id');
      const groups = byKey(
        returns.map((row) => ({ ...row, lines: linesOf.get(row.id) ?? [] })),
        'order_id',
      );
      return orderIds.map((id) => groups.get(id) ?? []);
    }),
    // An order's customer is its row: an order list asks for its name and company, and the country
    // and order count (a count over the customer's orders) are read only when asked.
    customerById: new DataLoader<string, CustomerRow | null>(async (ids) => {
      const rows: CustomerRow[] = await db('customers')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    customerListedColumnsById: new DataLoader<string, CustomerListedColumns | null>(async (ids) => {
      const rows: (CustomerListedColumns & { id: string })[] = await customerRows(db, publisherId)
        .modify(whereAnyOf, 'id', ids)
        .select('id', 'country', 'orders_count');
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    contactItemById: new DataLoader<string, ContactItemRow | null>(async (ids) => {
      const rows: ContactItemRow[] = await db('contact_items').select(contactItemColumns).modify(whereAnyOf, 'id', ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  };
}
