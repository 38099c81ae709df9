import type { OrderDetails, OrderLine } from '@colophon/events';
import type { Knex } from 'knex';

import { columnsOf, createdColumns, editedColumns } from '../../runtime/columns.ts';
import { type BatchMode, defineProjection, type ProjectedEvent } from '../../runtime/projection.ts';
import { countRecordDeleted, nextRecordNumber, numberCounterKey } from '../../runtime/recordNumbers.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { returnLineRows } from '../returnLines.ts';
import { customerNameSql } from './customerNamesMigration.ts';

const orderColumnOf: Record<keyof OrderDetails, string> = {
  customerId: 'customer_id',
  orderAddressId: 'order_address_id',
  orderEmailId: 'order_email_id',
  orderPhoneId: 'order_phone_id',
  orderStatusId: 'order_status_id',
  salespersonId: 'salesperson_id',
  paymentTermId: 'payment_term_id',
  shippingTypeId: 'shipping_type_id',
  poNumber: 'po_number',
  shippingCostCents: 'shipping_cost_cents',
  adminNotes: 'admin_notes',
};

const lineColumns = (orderId: string, line: OrderLine, sequence: number) => ({
  id: line.lineId,
  order_id: orderId,
  product_id: line.productId,
  quantity: line.quantity,
  retail_price_cents: line.retailPriceCents,
  discount_type: line.discountType,
  discount_basis_points: line.discountBasisPoints,
  unit_price_cents: line.unitPriceCents,
  sequence,
});

type OrderEvent = Pick<ProjectedEvent<'OrderUpdated'>, 'revision' | 'metadata'> & { data: { orderId: string } };

/** Every event of an order's stream moves its revision, editor and modification time. */
function touchOrder(rows: RowWrites, event: OrderEvent, changes: Record<string, unknown> = {}) {
  rows.update('orders', event.data.orderId, { ...changes, ...editedColumns(event) });
}

/** A line or payment changed: the order's totals are summed again after the batch. */
function changeAmounts(rows: RowWrites, event: OrderEvent) {
  touchOrder(rows, event);
  rows.mark('totals', event.data.orderId);
}

/**
 * A condition, with its binding, that `column` holds one of `ids`; with no ids (null) none: every
 * row (the end of a rebuild). Written as `= any(array(…))`, probed by key: as `in (select …)` the
 * planner hashed the ids and scanned every order (and line, and return) for each batch.
 */
const columnIn = (column: string, ids: readonly string[] | null): [string, string[]] =>
  ids ? [`${column} = any(array(select jsonb_array_elements_text(?::jsonb)))`, [JSON.stringify(ids)]] : ['true', []];

/** The name and company (`name`, `company`) of the order's customer, joined as `customer`. */
const customerNameColumns = `${customerNameSql({
  firstName: 'customer.first_name',
  lastName: 'customer.last_name',
  company: 'customer.company',
})} as name, customer.company`;

/**
 * Totals are summed again from the rows, of the orders the batch created or whose lines, payments,
 * returns or customer it changed (or of every order): exact in integer cents, whatever they were
 * before. Each updated table is also filtered by the orders: joined only on the summed rows' ids,
 * the planner scanned the whole table for every batch (an import's 100 000 lines, a batch slower
 * with each one before it). A return credits its units at the unit price their line was sold at.
 * A line's or a return's row is written only when its sum moved (most lines are never returned),
 * not given a new version for every payment of its order. The orders' customer names are copied
 * in the same statement: at the end of a rebuild, a statement of their own gave every order one
 * more version (1.4 s at L).
 */
async function sumOrderTotals(tx: Knex.Transaction, orderIds: readonly string[] | null) {
  if (orderIds?.length === 0) return;
  // A line's returned units are summed from its return lines, and put back to 0 where none is
  // left: grouping every line instead took 2.1-2.9 s at the end of L's rebuild, against 0.08 s.
  const [returnLines, returnLinesIds] = columnIn('order_return_lines.order_id', orderIds);
  await tx.raw(
    `update order_lines set returned_quantity = s.returned
       from (select line_id, sum(quantity) as returned from order_return_lines
              where ${returnLines} group by line_id) s
      where order_lines.id = s.line_id and order_lines.returned_quantity <> s.returned`,
    returnLinesIds,
  );
  const [lines, linesIds] = columnIn('order_lines.order_id', orderIds);
  await tx.raw(
    `update order_lines set returned_quantity = 0
      where ${lines} and returned_quantity <> 0
        and not exists (select from order_return_lines r where r.line_id = order_lines.id)`,
    linesIds,
  );
  const [summedReturns, summedReturnsIds] = columnIn('t.order_id', orderIds);
  const [returns, returnsIds] = columnIn('order_returns.order_id', orderIds);
  await tx.raw(
    `update order_returns set credit_cents = s.credit
       from (select t.id, coalesce(sum(r.quantity * l.unit_price_cents), 0) as credit
               from order_returns t
               left join order_return_lines r on r.return_id = t.id
               left join order_lines l on l.id = r.line_id
              where ${summedReturns} group by t.id) s
      where order_returns.id = s.id and ${returns}
        and order_returns.credit_cents is distinct from s.credit`,
    [...summedReturnsIds, ...returnsIds],
  );
  // Each sum grouped once over its rows, not looked up order by order: at a rebuild's end of L
  // the sums took 0.27 s instead of 1.07 s.
  const [summedOrders, summedOrdersIds] = columnIn('o.id', orderIds);
  const [ofOrders, ofOrdersIds] = columnIn('order_id', orderIds);
  const [orders, ordersIds] = columnIn('orders.id', orderIds);
  await tx.raw(
    `update orders set items_total_cents = s.items, payments_total_cents = s.payments, returns_credit_cents = s.credits,
                       customer_name = s.name, customer_company = s.company
       from (select o.id, coalesce(i.items, 0) as items, coalesce(p.payments, 0) as payments,
                    coalesce(c.credits, 0) as credits, ${customerNameColumns}
               from orders o
               left join order_customers customer on customer.id = o.customer_id
               left join (select order_id, sum(quantity * unit_price_cents) as items from order_lines
                           where ${ofOrders} group by order_id) i on i.order_id = o.id
               left join (select order_id, sum(amount_cents) as payments from order_payments
                           where ${ofOrders} group by order_id) p on p.order_id = o.id
               left join (select order_id, sum(credit_cents) as credits from order_returns
                           where ${ofOrders} group by order_id) c on c.order_id = o.id
              where ${summedOrders}) s
      where orders.id = s.id and ${orders}
        and (orders.items_total_cents, orders.payments_total_cents, orders.returns_credit_cents,
             orders.customer_name, orders.customer_company)
            is distinct from (s.items, s.payments, s.credits, s.name, s.company)`,
    [...ofOrdersIds, ...ofOrdersIds, ...ofOrdersIds, ...summedOrdersIds, ...ordersIds],
  );
}

/**
 * Copies each customer's name and company onto every order of theirs (the totals' statement copies
 * them onto the orders it sums: created, changed or moved to another customer).
 */
async function copyCustomerNames(tx: Knex.Transaction, customerIds: readonly string[]) {
  if (customerIds.length === 0) return;
  const [named, bindings] = columnIn('orders.customer_id', customerIds);
  await tx.raw(
    `update orders set customer_name = named.name, customer_company = named.company
       from (select orders.id, ${customerNameColumns}
               from orders left join order_customers customer on customer.id = orders.customer_id
              where ${named}) named
      where named.id = orders.id
        and (orders.customer_name, orders.customer_company) is distinct from (named.name, named.company)`,
    bindings,
  );
}

/**
 * What a batch leaves to sum: while rebuilding, nothing (`sumAfterRebuild` sums every order once:
 * a rebuild's batch touches most orders' lines or payments, and each batch wrote them again).
 */
async function sumTouchedOrders(tx: Knex.Transaction, rows: RowWrites, { rebuilding }: BatchMode) {
  if (rebuilding) return;
  await sumOrderTotals(tx, rows.marked('totals'));
  // Every order of a customer renamed (or deleted: no name then).
  await copyCustomerNames(tx, rows.marked('namesOfCustomer'));
}

async function sumAfterRebuild(tx: Knex.Transaction) {
  await sumOrderTotals(tx, null);
}

/** The name fields among a customer's changes, as `order_customers` columns. */
function customerNameChanges(changes: { firstName?: string; lastName?: string; company?: string }) {
  const names: Record<string, string> = {};
  if (changes.firstName !== undefined) names.first_name = changes.firstName;
  if (changes.lastName !== undefined) names.last_name = changes.lastName;
  if (changes.company !== undefined) names.company = changes.company;
  return names;
}

const paymentColumns = ({ amountCents, sentDate, memo }: ProjectedEvent<'OrderPaymentRecorded'>['data']) => ({
  amount_cents: amountCents,
  sent_date: sentDate,
  memo,
});

export const ordersProjection = defineProjection({
  name: 'orders',
  // Money and stock: stop at an event it cannot apply rather than make every later figure wrong.
  onFailure: 'stop',
  tables: [
    'orders',
    'order_lines',
    'order_payments',
    'order_returns',
    'order_return_lines',
    'order_number_counters',
    'order_customers',
  ],
  keys: { order_number_counters: numberCounterKey },
  // A format's orders and a customer's: read by the screens, and by live batches that rename a customer.
  screenIndexes: { order_lines: ['product_id'], orders: ['customer_id'] },
  listOrder: { orders: 'publisher_id, created_at, id' },
  handlers: {
    OrderCreated: async (rows, event) => {
      const { orderId, publisherId, lines, ...details } = event.data;
      rows.upsert('orders', {
        id: orderId,
        publisher_id: publisherId,
        number: await nextRecordNumber(rows, 'order_number_counters', publisherId),
        ...columnsOf(orderColumnOf, details),
        ...createdColumns(event),
      });
      lines.forEach((line, index) =>
        rows.upsert('order_lines', {
          ...lineColumns(orderId, line, event.revision * 1000 + index),
          created_at: event.metadata.occurredAt,
        }),
      );
      rows.mark('totals', orderId);
    },
    OrderUpdated: (rows, event) => {
      touchOrder(rows, event, columnsOf(orderColumnOf, event.data.changes));
      // The new customer's name is copied with the order's totals.
      if ('customerId' in event.data.changes) rows.mark('totals', event.data.orderId);
    },
    OrderLineAdded: (rows, event) => {
      const { orderId, ...line } = event.data;
      rows.upsert('order_lines', {
        ...lineColumns(orderId, line, event.revision * 1000),
        created_at: event.metadata.occurredAt,
      });
      changeAmounts(rows, event);
    },
    OrderLineChanged: (rows, event) => {
      const { lineId, quantity, discountType, discountBasisPoints, unitPriceCents } = event.data;
      rows.update('order_lines', lineId, {
        quantity,
        discount_type: discountType,
        discount_basis_points: discountBasisPoints,
        unit_price_cents: unitPriceCents,
      });
      changeAmounts(rows, event);
    },
    OrderLineRemoved: (rows, event) => {
      rows.delete('order_lines', event.data.lineId);
      changeAmounts(rows, event);
    },
    OrderPaymentRecorded: (rows, event) => {
      rows.upsert('order_payments', {
        id: event.data.paymentId,
        order_id: event.data.orderId,
        ...paymentColumns(event.data),
        created_at: event.metadata.occurredAt,
      });
      changeAmounts(rows, event);
    },
    OrderPaymentChanged: (rows, event) => {
      rows.update('order_payments', event.data.paymentId, paymentColumns(event.data));
      changeAmounts(rows, event);
    },
    OrderPaymentRemoved: (rows, event) => {
      rows.delete('order_payments', event.data.paymentId);
      changeAmounts(rows, event);
    },
    OrderReturnRecorded: (rows, event) => {
      const { orderId, returnId, returnDate, memo } = event.data;
      rows.upsert('order_returns', {
        id: returnId,
        order_id: orderId,
        return_date: returnDate,
        memo,
        created_at: event.metadata.occurredAt,
      });
      for (const row of returnLineRows(event)) rows.upsert('order_return_lines', row);
      changeAmounts(rows, event);
    },
    OrderReturnDeleted: (rows, event) => {
      rows.delete('order_returns', event.data.returnId);
      rows.deleteWhere('order_return_lines', 'return_id', event.data.returnId);
      changeAmounts(rows, event);
    },
    OrderMarkedPaid: (rows, event) => touchOrder(rows, event, { paid_date: event.data.paidDate }),
    OrderMarkedUnpaid: (rows, event) => touchOrder(rows, event, { paid_date: null }),
    OrderShipped: (rows, event) => touchOrder(rows, event, { ship_date: event.data.shipDate }),
    OrderUnshipped: (rows, event) => touchOrder(rows, event, { ship_date: null }),
    InventoryShipped: (rows, event) => touchOrder(rows, event),
    InventoryReturned: (rows, event) => touchOrder(rows, event),
    OrderDeleted: async (rows, event) => {
      await countRecordDeleted(rows, 'order_number_counters', event, 'orders', event.data.orderId);
      rows.deleteWhere('order_lines', 'order_id', event.data.orderId);
      rows.deleteWhere('order_payments', 'order_id', event.data.orderId);
      rows.deleteWhere('order_returns', 'order_id', event.data.orderId);
      rows.deleteWhere('order_return_lines', 'order_id', event.data.orderId);
      rows.delete('orders', event.data.orderId);
    },
    CustomerCreated: (rows, event) => {
      const { customerId, firstName, lastName, company } = event.data;
      rows.upsert('order_customers', { id: customerId, first_name: firstName, last_name: lastName, company });
      rows.mark('namesOfCustomer', customerId);
    },
    CustomerUpdated: (rows, event) => {
      const names = customerNameChanges(event.data.changes);
      if (Object.keys(names).length === 0) return;
      rows.update('order_customers', event.data.customerId, names);
      rows.mark('namesOfCustomer', event.data.customerId);
    },
    CustomerDeleted: (rows, event) => {
      rows.delete('order_customers', event.data.customerId);
      rows.mark('namesOfCustomer', event.data.customerId);
    },
  },
  afterBatch: sumTouchedOrders,
  afterRebuild: sumAfterRebuild,
});
