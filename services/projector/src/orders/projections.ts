import type { OrderDetails, OrderLine } from '@colophon/events';
import type { Knex } from 'knex';
import { columnsOf, createdColumns, editedColumns } from '../runtime/columns.ts';
import { defineProjection, type ProjectedEvent } from '../runtime/projection.ts';

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

/**
 * Every event of an order's stream moves its revision, editor and modification time, and the totals
 * are summed again from the rows (idempotent, exact in integer cents).
 */
async function touchOrder(tx: Knex.Transaction, event: OrderEvent, changes: Record<string, unknown> = {}) {
  const { orderId } = event.data;
  await tx('orders')
    .where({ id: orderId })
    .update({
      ...changes,
      items_total_cents: tx('order_lines').where({ order_id: orderId }).select(tx.raw('coalesce(sum(quantity * unit_price_cents), 0)')),
      payments_total_cents: tx('order_payments').where({ order_id: orderId }).select(tx.raw('coalesce(sum(amount_cents), 0)')),
      ...editedColumns(event),
    });
}

async function upsertLine(tx: Knex.Transaction, event: ProjectedEvent<'OrderLineAdded' | 'OrderLineChanged'>) {
  const { orderId, ...line } = event.data;
  await tx('order_lines')
    .insert({ ...lineColumns(orderId, line, event.revision * 1000), created_at: event.metadata.occurredAt })
    .onConflict('id')
    .merge(['quantity', 'discount_type', 'discount_basis_points', 'unit_price_cents']);
  await touchOrder(tx, event);
}

async function upsertPayment(tx: Knex.Transaction, event: ProjectedEvent<'OrderPaymentRecorded' | 'OrderPaymentChanged'>) {
  const { orderId, paymentId, amountCents, sentDate, memo } = event.data;
  await tx('order_payments')
    .insert({ id: paymentId, order_id: orderId, amount_cents: amountCents, sent_date: sentDate, memo, created_at: event.metadata.occurredAt })
    .onConflict('id')
    .merge(['amount_cents', 'sent_date', 'memo']);
  await touchOrder(tx, event);
}

export const ordersProjection = defineProjection({
  name: 'orders',
  tables: ['orders', 'order_lines', 'order_payments'],
  handlers: {
    OrderCreated: async (tx, event) => {
      const { orderId, publisherId, lines, ...details } = event.data;
      const inserted = await tx('orders')
        .insert({
          id: orderId,
          publisher_id: publisherId,
          ...columnsOf(orderColumnOf, details),
          ...createdColumns(event),
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return;
      if (lines.length > 0) {
        await tx('order_lines').insert(lines.map((line, index) => ({ ...lineColumns(orderId, line, event.revision * 1000 + index), created_at: event.metadata.occurredAt })));
      }
      await touchOrder(tx, event);
    },
    OrderUpdated: (tx, event) => touchOrder(tx, event, columnsOf(orderColumnOf, event.data.changes)),
    OrderLineAdded: upsertLine,
    OrderLineChanged: upsertLine,
    OrderLineRemoved: async (tx, event) => {
      await tx('order_lines').where({ id: event.data.lineId }).delete();
      await touchOrder(tx, event);
    },
    OrderPaymentRecorded: upsertPayment,
    OrderPaymentChanged: upsertPayment,
    OrderPaymentRemoved: async (tx, event) => {
      await tx('order_payments').where({ id: event.data.paymentId }).delete();
      await touchOrder(tx, event);
    },
    OrderMarkedPaid: (tx, event) => touchOrder(tx, event, { paid_date: event.data.paidDate }),
    OrderMarkedUnpaid: (tx, event) => touchOrder(tx, event, { paid_date: null }),
    OrderShipped: (tx, event) => touchOrder(tx, event, { ship_date: event.data.shipDate }),
    OrderUnshipped: (tx, event) => touchOrder(tx, event, { ship_date: null }),
    InventoryShipped: (tx, event) => touchOrder(tx, event),
    InventoryReturned: (tx, event) => touchOrder(tx, event),
    OrderDeleted: async (tx, event) => {
      await tx('order_payments').where({ order_id: event.data.orderId }).delete();
      await tx('orders').where({ id: event.data.orderId }).delete();
    },
  },
});

async function recordMovement(tx: Knex.Transaction, event: ProjectedEvent<'InventoryShipped' | 'InventoryReturned'>, sign: 1 | -1) {
  await tx('inventory_movements')
    .insert({
      id: `${event.streamId}@${event.revision}`,
      publisher_id: event.metadata.publisherId,
      product_id: event.data.productId,
      order_id: event.data.orderId,
      quantity: sign * event.data.quantity,
      occurred_at: event.metadata.occurredAt,
    })
    .onConflict('id')
    .ignore();
}

/** Units shipped out and returned per product format, each row the event that moved them. */
export const inventoryMovementsProjection = defineProjection({
  name: 'inventoryMovements',
  tables: ['inventory_movements'],
  handlers: {
    InventoryShipped: (tx, event) => recordMovement(tx, event, -1),
    InventoryReturned: (tx, event) => recordMovement(tx, event, 1),
  },
});
