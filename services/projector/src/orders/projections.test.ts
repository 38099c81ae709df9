import { createDatabase, type DomainEvent, type RecordedDomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../migrations/index.ts';
import type { Projection } from '../runtime/projection.ts';
import { inventoryMovementsProjection, ordersProjection } from './projections.ts';

const line = (lineId: string, productId: string, quantity: number, unitPriceCents: number) => ({
  lineId,
  productId,
  quantity,
  retailPriceCents: 1999,
  discountType: 'none' as const,
  discountBasisPoints: 0,
  unitPriceCents,
});

// One order's history: created with two lines, a payment, a changed line, a removed payment, shipped.
const history: DomainEvent[] = [
  {
    type: 'OrderCreated',
    data: {
      orderId: 'o1',
      publisherId: 'p1',
      customerId: 'c1',
      orderAddressId: null,
      orderEmailId: null,
      orderPhoneId: null,
      orderStatusId: null,
      salespersonId: null,
      paymentTermId: null,
      shippingTypeId: null,
      poNumber: 'PO-1',
      shippingCostCents: 450,
      adminNotes: '',
      lines: [line('l1', 'book', 3, 1999), line('l2', 'book', 2, 1749)],
    },
  },
  { type: 'OrderPaymentRecorded', data: { orderId: 'o1', paymentId: 'pay1', amountCents: 5010, sentDate: '2026-11-01', memo: '' } },
  { type: 'OrderPaymentRecorded', data: { orderId: 'o1', paymentId: 'pay2', amountCents: 100, sentDate: '2026-11-02', memo: '' } },
  { type: 'OrderLineChanged', data: { orderId: 'o1', ...line('l2', 'book', 1, 1749) } },
  { type: 'OrderLineAdded', data: { orderId: 'o1', ...line('l3', 'ebook', 3, 799) } },
  { type: 'OrderPaymentRemoved', data: { orderId: 'o1', paymentId: 'pay2' } },
  { type: 'OrderShipped', data: { orderId: 'o1', shipDate: '2026-11-03' } },
  { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 4 } },
  { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'ebook', quantity: 3 } },
  { type: 'OrderUnshipped', data: { orderId: 'o1' } },
  { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'ebook', quantity: 3 } },
];

const recorded = history.map(
  (event, revision) =>
    ({
      ...event,
      streamId: 'order-o1',
      revision,
      position: { major: BigInt(revision + 1), minor: 0n },
      metadata: { publisherId: 'p1', userId: 'u1', correlationId: 'c', causationId: null, occurredAt: `2026-11-0${1 + (revision % 5)}T10:00:00Z` },
    }) as unknown as RecordedDomainEvent,
);

async function apply(db: Knex, projection: Projection, events: RecordedDomainEvent[]) {
  await db.transaction(async (tx) => {
    for (const event of events) {
      const handler = projection.handlers[event.type] as ((tx: Knex.Transaction, event: RecordedDomainEvent) => Promise<void>) | undefined;
      await handler?.(tx, event);
    }
  });
}

describe('orders read model', () => {
  let db: Knex;
  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await migrateReadModels(db);
  }, 60_000);
  afterAll(() => db?.destroy());

  it('keeps exact totals from lines and payments, and the ship date, whatever events are applied again', async () => {
    await apply(db, ordersProjection, recorded);
    // A replay after a crash applies a batch again: every handler is an idempotent upsert.
    await apply(db, ordersProjection, recorded);
    const order = await db('orders').where({ id: 'o1' }).first();
    // 3 × 19.99 + 1 × 17.49 + 3 × 7.99 = 101.43; payments 50.10
    expect({ items: Number(order.items_total_cents), payments: Number(order.payments_total_cents), shipping: Number(order.shipping_cost_cents), shipDate: order.ship_date }).toEqual({
      items: 10143,
      payments: 5010,
      shipping: 450,
      shipDate: null,
    });
    expect(await db('order_lines').where({ order_id: 'o1' }).orderBy('sequence').pluck('id')).toEqual(['l1', 'l2', 'l3']);
    expect(order.revision).toBe(history.length - 1);
  });

  it('records each inventory movement once, signed, so stock moved by an order nets out', async () => {
    await apply(db, inventoryMovementsProjection, recorded);
    await apply(db, inventoryMovementsProjection, recorded);
    const moved = await db('inventory_movements').groupBy('product_id').orderBy('product_id').select('product_id', db.raw('sum(quantity)::int as quantity'));
    expect(moved).toEqual([
      { product_id: 'book', quantity: -4 },
      { product_id: 'ebook', quantity: 0 },
    ]);
  });
});
