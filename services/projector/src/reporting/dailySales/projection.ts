import type { Knex } from 'knex';

import { returnLineRows } from '../../orders/returnLines.ts';
import type { BatchMode } from '../../runtime/projection.ts';
import { defineProjection } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { expensesRollup } from '../dailyExpenses/rows.ts';
import { refillProductRollupAtRebuildEnd } from '../productRollup.ts';
import { addChangesSql, changesCte, dropEmptyRows, sumAllAgain } from '../rollup.ts';
import { salesRollup } from './rows.ts';

/** The UTC calendar date of an event's time: the day a report counts an order on. */
const dayOf = (occurredAt: string) => new Date(occurredAt).toISOString().slice(0, 10);

const ids = (values: string[]) => JSON.stringify(values);

/**
 * The publisher × day × customer groups a batch changed other than by creating orders: those of
 * orders it changed (and where an order's customer changed, the one it had, or a return's day), of
 * returns, and of orders holding a product or address whose format or country it changed. Indexed
 * look-ups rather than one scan of every order with an `or`, and only those with ids to look up:
 * the planner takes an empty list for a hundred ids, and scanned every order line for a product
 * list an import never fills (each batch of an import slower than the one before).
 */
function touchedOf(orders: string[], addresses: string[], products: string[], previous: unknown[]) {
  const inIds = (column: string) => `${column} in (select jsonb_array_elements_text(?::jsonb))`;
  const ordersWhere = (condition: string) =>
    `select publisher_id, created_date, customer_id from reporting_orders where ${condition}`;
  const returnsWhere = (condition: string) =>
    `select o.publisher_id, r.return_date, o.customer_id
       from reporting_order_returns r join reporting_orders o on o.id = r.order_id where ${condition}`;
  const lookups: [string, string[]][] = [
    [ordersWhere(inIds('id')), orders],
    [ordersWhere(inIds('address_id')), addresses],
    [
      `select o.publisher_id, o.created_date, o.customer_id
         from reporting_order_lines l join reporting_orders o on o.id = l.order_id where ${inIds('l.product_id')}`,
      products,
    ],
    [returnsWhere(inIds('r.order_id')), orders],
    [returnsWhere(inIds('r.product_id')), products],
    [returnsWhere(inIds('o.address_id')), addresses],
  ];
  const used = lookups.filter(([, values]) => values.length > 0);
  const parts = [
    ...used.map(([sql]) => sql),
    ...(previous.length > 0 ? ['select g->>0, g->>1, g->>2 from jsonb_array_elements(?::jsonb) g'] : []),
  ];
  if (parts.length === 0) return null;
  return {
    cte: `touched (publisher_id, sale_date, customer_id) as (\n${parts.join('\n    union\n    ')})`,
    parameters: [...used.map(([, values]) => ids(values)), ...(previous.length > 0 ? [JSON.stringify(previous)] : [])],
  };
}

/** Two daily rows of the same key (nullable columns compared as values). */
const sameDailyKey = (left: string, right: string) =>
  ['publisher_id', 'sale_date', 'product_id', 'customer_id', 'paid', 'shipped']
    .map((name) => `${left}.${name} = ${right}.${name}`)
    .concat(
      ['format_code', 'country', 'salesperson_id'].map(
        (name) => `${left}.${name} is not distinct from ${right}.${name}`,
      ),
    )
    .join(' and ');

/**
 * Inserts into `sales_daily` the sums of `sales` (a query of order and line ids, each with its day
 * and signed units: returns count negative on the day they came back) by daily key.
 */
const insertDailySales = (sales: string) => `
    insert into sales_daily (publisher_id, sale_date, product_id, format_code, country, salesperson_id, customer_id,
                             paid, shipped, units, gross_cents, net_cents)
    select o.publisher_id, s.sale_date, l.product_id, p.format_code, nullif(trim(a.country), ''), o.salesperson_id,
           o.customer_id, o.paid_date is not null, o.ship_date is not null,
           sum(s.units), sum(s.units * l.retail_price_cents), sum(s.units * l.unit_price_cents)
      from (${sales}) s
      join reporting_orders o on o.id = s.order_id and not o.deleted
      join reporting_order_lines l on l.id = s.line_id
      left join reporting_products p on p.id = l.product_id
      left join reporting_addresses a on a.id = o.address_id
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9`;

/**
 * Deletes the daily rows of the publisher × day × customer groups of CTE `touched` and inserts their
 * sums again from this read model's orders, lines and returns; the roll-up moves by the difference.
 */
async function sumGroupsAgain(tx: Knex.Transaction, touched: string, parameters: string[]) {
  const removed = `removed as (
    delete from sales_daily s using touched t
     where s.publisher_id = t.publisher_id and s.sale_date = t.sale_date and s.customer_id = t.customer_id
    returning s.*)`;
  const touchedSales = `
    select o.id as order_id, l.id as line_id, o.created_date as sale_date, l.quantity as units
      from touched t
      join reporting_orders o on o.publisher_id = t.publisher_id and o.created_date = t.sale_date
                             and o.customer_id = t.customer_id
      join reporting_order_lines l on l.order_id = o.id
    union all
    select r.order_id, r.line_id, r.return_date, -r.quantity
      from touched t
      join reporting_order_returns r on r.return_date = t.sale_date
      join reporting_orders o on o.id = r.order_id and o.publisher_id = t.publisher_id
                             and o.customer_id = t.customer_id`;
  const added = `added as (${insertDailySales(touchedSales)}
    returning *)`;
  await tx.raw(addChangesSql(salesRollup, [touched, removed, added, changesCte].join(',\n')), parameters);
}

/**
 * Every order's lines and returns: a rebuild's daily rows and roll-up, summed once at its end, then
 * the product roll-up from both roll-ups.
 */
async function sumAllSales(tx: Knex.Transaction) {
  await sumAllAgain(
    tx,
    salesRollup,
    insertDailySales(`
    select l.order_id, l.id as line_id, o.created_date as sale_date, l.quantity as units
      from reporting_order_lines l join reporting_orders o on o.id = l.order_id
    union all
    select r.order_id, r.line_id, r.return_date, -r.quantity from reporting_order_returns r`),
  );
  await refillProductRollupAtRebuildEnd(tx, [salesRollup, expensesRollup], 'dailyExpenses');
}

/**
 * Keeps `sales_daily` (and through it the roll-up) exact after a batch, from this read model's
 * copies, whatever the order of events within the batch. An order counts on the day it was
 * created; a return of it counts, as negative units and money, on the day it came back.
 *
 * - Every group the batch touched other than by creating orders is summed again whole: its rows
 *   deleted and its sums inserted (a customer's day is a few rows, where a whole day at size L is
 *   hundreds).
 * - Orders the batch only created, in groups not summed again, are added to the rows of their
 *   keys (a new order has no returns yet). An import writes thousands of orders for a few
 *   customers on one day: summing each customer's day again for every batch would read every
 *   order imported so far, and the import would slow down as it goes.
 *
 * The roll-up moves by the difference between the rows deleted and those inserted.
 */
async function sumTouchedSales(tx: Knex.Transaction, rows: RowWrites, { rebuilding }: BatchMode) {
  if (rebuilding) return; // summed once, from all the rows, at the end (sumAllSales)
  const orders = rows.marked('order');
  const changed = new Set(orders);
  const created = rows.marked('createdOrder').filter((orderId) => !changed.has(orderId));
  const products = rows.marked('product');
  const addresses = rows.marked('address');
  const previous = rows.marked('previousGroup').map((key) => JSON.parse(key) as [string, string, string]);
  const touched = touchedOf(orders, addresses, products, previous);
  if (touched) await sumGroupsAgain(tx, touched.cte, touched.parameters);
  if (created.length > 0) {
    // Each new order by its key (`offset 0`): as a set, the planner scanned every order for each batch.
    const fresh = `fresh as (
    select o.* from jsonb_array_elements_text(?::jsonb) as wanted(id)
     cross join lateral (select * from reporting_orders where id = wanted.id offset 0) as o
     where not o.deleted
       ${touched ? 'and not exists (select 1 from touched t where t.publisher_id = o.publisher_id and t.sale_date = o.created_date and t.customer_id = o.customer_id)' : ''})`;
    const sums = `sums as (
    select o.publisher_id, o.created_date as sale_date, l.product_id, p.format_code,
           nullif(trim(a.country), '') as country, o.salesperson_id, o.customer_id,
           o.paid_date is not null as paid, o.ship_date is not null as shipped, sum(l.quantity) as units,
           sum(l.quantity * l.retail_price_cents) as gross_cents, sum(l.quantity * l.unit_price_cents) as net_cents
      from fresh o
      join reporting_order_lines l on l.order_id = o.id
      left join lateral (select format_code from reporting_products where id = l.product_id offset 0) as p on true
      left join reporting_addresses a on a.id = o.address_id
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9)`;
    // The products and the keys' rows by key too: joined as sets, each batch scanned and sorted every
    // product and every daily row (an import's day grows with each batch).
    const removed = `removed as (
    delete from sales_daily s
     where s.ctid = any(array(select d.ctid from sums n
                                cross join lateral (select ctid from sales_daily d where ${sameDailyKey('d', 'n')} offset 0) as d))
    returning s.*)`;
    const added = `added as (
    insert into sales_daily (publisher_id, sale_date, product_id, format_code, country, salesperson_id, customer_id,
                             paid, shipped, units, gross_cents, net_cents)
    select n.publisher_id, n.sale_date, n.product_id, n.format_code, n.country, n.salesperson_id, n.customer_id,
           n.paid, n.shipped, n.units + coalesce(r.units, 0), n.gross_cents + coalesce(r.gross_cents, 0),
           n.net_cents + coalesce(r.net_cents, 0)
      from sums n left join removed r on ${sameDailyKey('r', 'n')}
    returning *)`;
    await tx.raw(
      addChangesSql(
        salesRollup,
        [...(touched ? [touched.cte] : []), fresh, sums, removed, added, changesCte].join(',\n'),
      ),
      [...(touched?.parameters ?? []), ids(created)],
    );
  }
  await dropEmptyRows(tx, salesRollup);
}

/**
 * Before an order moves to another customer, or a return goes: the days and customer they count on
 * as they stand (the order's day and its returns' days), to be summed again too.
 */
async function markPreviousGroups(rows: RowWrites, orderId: string, returnId?: string) {
  const groups: { publisher_id: string; sale_date: string; customer_id: string }[] = await rows.inTransaction(
    async (tx) => {
      const returns = tx('reporting_order_returns as r')
        .join('reporting_orders as o', 'o.id', 'r.order_id')
        .where('r.order_id', orderId)
        .modify((query) => (returnId ? query.where('r.return_id', returnId) : query))
        .select('o.publisher_id', 'r.return_date as sale_date', 'o.customer_id');
      if (returnId) return returns;
      return tx('reporting_orders')
        .where({ id: orderId })
        .select('publisher_id', 'created_date as sale_date', 'customer_id')
        .union(returns);
    },
  );
  for (const group of groups)
    rows.mark('previousGroup', JSON.stringify([group.publisher_id, group.sale_date, group.customer_id]));
}

const lineColumns = (
  orderId: string,
  line: { lineId: string; productId: string; quantity: number; retailPriceCents: number; unitPriceCents: number },
) => ({
  id: line.lineId,
  order_id: orderId,
  product_id: line.productId,
  quantity: line.quantity,
  retail_price_cents: line.retailPriceCents,
  unit_price_cents: line.unitPriceCents,
});

/** The order's fields this read model keeps; only those present (updates carry a few). */
function orderColumns(fields: { customerId?: string; salespersonId?: string | null; orderAddressId?: string | null }) {
  return {
    customer_id: fields.customerId,
    salesperson_id: fields.salespersonId,
    address_id: fields.orderAddressId,
  };
}

const changeOrder = (rows: RowWrites, orderId: string, changes: Record<string, unknown> = {}) => {
  if (Object.keys(changes).length > 0) rows.update('reporting_orders', orderId, changes);
  rows.mark('order', orderId);
};

export const dailySalesProjection = defineProjection({
  name: 'dailySales',
  // Order events make the money figures: stop at one that cannot be applied. Product and address
  // events only name a format or country, so one of them is parked rather than holding up sales.
  onFailure: (eventType) => (eventType.startsWith('Order') ? 'stop' : 'park'),
  tables: [
    'reporting_orders',
    'reporting_order_lines',
    'reporting_order_returns',
    'reporting_products',
    'reporting_addresses',
    'sales_daily',
    'sales_rollup',
  ],
  // Read by live batches alone (`touchedOf`): a rebuild sums every order at its end.
  screenIndexes: { reporting_order_lines: ['product_id'], reporting_orders: ['address_id'] },
  handlers: {
    OrderCreated: (rows, event) => {
      const { orderId, publisherId, lines, ...details } = event.data;
      rows.upsert('reporting_orders', {
        id: orderId,
        publisher_id: publisherId,
        ...orderColumns(details),
        created_date: dayOf(event.metadata.occurredAt),
        paid_date: null,
        ship_date: null,
        deleted: false,
      });
      for (const line of lines) rows.upsert('reporting_order_lines', lineColumns(orderId, line));
      rows.mark('createdOrder', orderId);
    },
    OrderUpdated: async (rows, event) => {
      // The decider names only changed fields: a customer here is a move.
      if (event.data.changes.customerId !== undefined) await markPreviousGroups(rows, event.data.orderId);
      changeOrder(rows, event.data.orderId, orderColumns(event.data.changes));
    },
    OrderLineAdded: (rows, event) => {
      const { orderId, ...line } = event.data;
      rows.upsert('reporting_order_lines', lineColumns(orderId, line));
      changeOrder(rows, orderId);
    },
    OrderLineChanged: (rows, event) => {
      const { orderId, ...line } = event.data;
      rows.upsert('reporting_order_lines', lineColumns(orderId, line));
      changeOrder(rows, orderId);
    },
    OrderLineRemoved: (rows, event) => {
      rows.delete('reporting_order_lines', event.data.lineId);
      changeOrder(rows, event.data.orderId);
    },
    OrderReturnRecorded: (rows, event) => {
      for (const row of returnLineRows(event)) rows.upsert('reporting_order_returns', row);
      changeOrder(rows, event.data.orderId);
    },
    OrderReturnDeleted: async (rows, event) => {
      await markPreviousGroups(rows, event.data.orderId, event.data.returnId);
      rows.deleteWhere('reporting_order_returns', 'return_id', event.data.returnId);
      changeOrder(rows, event.data.orderId);
    },
    OrderMarkedPaid: (rows, event) => changeOrder(rows, event.data.orderId, { paid_date: event.data.paidDate }),
    OrderMarkedUnpaid: (rows, event) => changeOrder(rows, event.data.orderId, { paid_date: null }),
    OrderShipped: (rows, event) => changeOrder(rows, event.data.orderId, { ship_date: event.data.shipDate }),
    OrderUnshipped: (rows, event) => changeOrder(rows, event.data.orderId, { ship_date: null }),
    OrderDeleted: (rows, event) => {
      rows.deleteWhere('reporting_order_lines', 'order_id', event.data.orderId);
      changeOrder(rows, event.data.orderId, { deleted: true });
    },
    ProductCreated: (rows, event) => {
      rows.upsert('reporting_products', { id: event.data.productId, format_code: event.data.formatCode });
    },
    ProductUpdated: (rows, event) => {
      const { formatCode } = event.data.changes;
      if (formatCode === undefined) return;
      rows.update('reporting_products', event.data.productId, { format_code: formatCode });
      rows.mark('product', event.data.productId);
    },
    ContactItemAdded: (rows, event) => {
      if (event.data.item.kind !== 'address') return;
      rows.upsert('reporting_addresses', { id: event.data.itemId, country: event.data.item.address.country });
    },
    ContactItemChanged: (rows, event) => {
      if (event.data.item.kind !== 'address') return;
      rows.upsert('reporting_addresses', { id: event.data.itemId, country: event.data.item.address.country });
      rows.mark('address', event.data.itemId);
    },
    ContactItemRemoved: (rows, event) => {
      rows.delete('reporting_addresses', event.data.itemId);
      rows.mark('address', event.data.itemId);
    },
  },
  afterBatch: sumTouchedSales,
  afterRebuild: sumAllSales,
});
