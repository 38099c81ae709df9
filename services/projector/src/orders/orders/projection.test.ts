import { createDatabase, type DomainEvent, type Position, startOfLog, type StoredEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { migrateReadModels } from '../../index.ts';
import { rebuildWholeAndInterrupted } from '../../runtime/projectForTest.ts';
import type { Projection } from '../../runtime/projection.ts';
import { applyBatch } from '../../runtime/projector.ts';
import { inventoryMovementsProjection } from '../inventory/projection.ts';
import { ordersProjection } from './projection.ts';

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
  {
    type: 'OrderPaymentRecorded',
    data: { orderId: 'o1', paymentId: 'pay1', amountCents: 5010, sentDate: '2026-11-01', memo: '' },
  },
  {
    type: 'OrderPaymentRecorded',
    data: { orderId: 'o1', paymentId: 'pay2', amountCents: 100, sentDate: '2026-11-02', memo: '' },
  },
  { type: 'OrderLineChanged', data: { orderId: 'o1', ...line('l2', 'book', 1, 1749) } },
  { type: 'OrderLineAdded', data: { orderId: 'o1', ...line('l3', 'ebook', 3, 799) } },
  { type: 'OrderPaymentRemoved', data: { orderId: 'o1', paymentId: 'pay2' } },
  { type: 'OrderShipped', data: { orderId: 'o1', shipDate: '2026-11-03' } },
  { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 4 } },
  { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'ebook', quantity: 3 } },
  { type: 'OrderUnshipped', data: { orderId: 'o1' } },
  { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'ebook', quantity: 3 } },
];

const returnOfO1 = (
  returnId: string,
  returnDate: string,
  memo: string,
  lines: { lineId: string; productId: string; quantity: number }[],
): DomainEvent => ({ type: 'OrderReturnRecorded', data: { orderId: 'o1', returnId, returnDate, memo, lines } });

// Three returns of o1's lines, the second and third deleted (the third was l2's only return).
const returns: DomainEvent[] = [
  returnOfO1('r1', '2026-11-10', 'damaged', [
    { lineId: 'l1', productId: 'book', quantity: 2 },
    { lineId: 'l3', productId: 'ebook', quantity: 1 },
  ]),
  returnOfO1('r2', '2026-11-12', '', [{ lineId: 'l1', productId: 'book', quantity: 1 }]),
  { type: 'OrderReturnDeleted', data: { orderId: 'o1', returnId: 'r2' } },
  returnOfO1('r3', '2026-11-13', '', [{ lineId: 'l2', productId: 'book', quantity: 1 }]),
  { type: 'OrderReturnDeleted', data: { orderId: 'o1', returnId: 'r3' } },
];

const customer = (customerId: string, firstName: string, lastName: string, company: string): DomainEvent => ({
  type: 'CustomerCreated',
  data: {
    customerId,
    publisherId: 'p1',
    firstName,
    lastName,
    company,
    outOfBusiness: false,
    paymentTermId: null,
    customerClassId: null,
    adminNotes: '',
  },
});

const stored = (event: DomainEvent, revision: number): StoredEvent => ({
  ...event,
  streamId: 'order-o1',
  revision,
  schemaVersion: 1,
  position: { major: BigInt(revision + 1), minor: 0n },
  metadata: {
    publisherId: 'p1',
    userId: 'u1',
    correlationId: 'c',
    causationId: null,
    occurredAt: `2026-11-0${1 + (revision % 5)}T10:00:00Z`,
  },
});
const recorded: StoredEvent[] = history.map(stored);

/** Hands the events over in batches of `batchSize`, as the projector would; returns the checkpoint. */
async function project(
  db: Knex,
  projection: Projection,
  events: StoredEvent[],
  batchSize: number,
  from: Position = startOfLog,
): Promise<Position> {
  let position = from;
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    expect(await applyBatch(db, projection, position, batch)).toBe(true);
    position = batch.at(-1)!.position;
  }
  return position;
}

const readOrder = async (db: Knex) => {
  const order = await db('orders').where({ id: 'o1' }).first();
  return {
    items: Number(order.items_total_cents),
    payments: Number(order.payments_total_cents),
    shipping: Number(order.shipping_cost_cents),
    shipDate: order.ship_date,
    revision: order.revision,
    lines: await db('order_lines').where({ order_id: 'o1' }).orderBy('sequence').select('id', 'quantity'),
  };
};

describe('orders read model', () => {
  const databases: Knex[] = [];
  const freshDatabase = async () => {
    const db = createDatabase({ dataDir: null });
    databases.push(db);
    await migrateReadModels(db);
    return db;
  };
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it('keeps exact totals from lines and payments, and the ship date, whether the events come in one batch or one by one', async () => {
    const [together, oneByOne] = await Promise.all([freshDatabase(), freshDatabase()]);
    await project(together, ordersProjection, recorded, 1000);
    await project(oneByOne, ordersProjection, recorded, 1);
    // 3 × 19.99 + 1 × 17.49 + 3 × 7.99 = 101.43; payments 50.10
    const expected = {
      items: 10143,
      payments: 5010,
      shipping: 450,
      shipDate: null,
      revision: history.length - 1,
      lines: [
        { id: 'l1', quantity: 3 },
        { id: 'l2', quantity: 1 },
        { id: 'l3', quantity: 3 },
      ],
    };
    expect(await readOrder(together)).toEqual(expected);
    expect(await readOrder(oneByOne)).toEqual(expected);
  }, 60_000);

  it('refuses a batch handed over again from an old checkpoint, so nothing is counted twice', async () => {
    const db = await freshDatabase();
    await project(db, ordersProjection, recorded, 1000);
    await project(db, inventoryMovementsProjection, recorded, 1000);
    expect(await applyBatch(db, ordersProjection, startOfLog, recorded)).toBe(false);
    expect(await applyBatch(db, inventoryMovementsProjection, startOfLog, recorded)).toBe(false);
    expect((await readOrder(db)).payments).toBe(5010);
    const moved = await db('inventory_movements')
      .groupBy('product_id')
      .orderBy('product_id')
      .select('product_id', db.raw('sum(quantity)::int as quantity'));
    expect(moved).toEqual([
      { product_id: 'book', quantity: -4 },
      { product_id: 'ebook', quantity: 0 },
    ]);
  }, 60_000);

  it("keeps returned units per line and the credit at the lines' unit prices, one event per batch as in one batch", async () => {
    const events = [...history, ...returns].map(stored);
    const [together, oneByOne] = await Promise.all([freshDatabase(), freshDatabase()]);
    await project(together, ordersProjection, events, 1000);
    await project(oneByOne, ordersProjection, events, 1);
    const readReturns = async (db: Knex) => ({
      credit: Number((await db('orders').where({ id: 'o1' }).first()).returns_credit_cents),
      lines: await db('order_lines').where({ order_id: 'o1' }).orderBy('sequence').select('id', 'returned_quantity'),
      returns: (await db('order_returns').orderBy('id')).map((row) => [row.id, row.memo, Number(row.credit_cents)]),
    });
    // r1: 2 × 19.99 + 1 × 7.99 = 47.97; r2 and r3 were deleted.
    const expected = {
      credit: 4797,
      lines: [
        { id: 'l1', returned_quantity: 2 },
        { id: 'l2', returned_quantity: 0 },
        { id: 'l3', returned_quantity: 1 },
      ],
      returns: [['r1', 'damaged', 4797]],
    };
    expect(await readReturns(together)).toEqual(expected);
    expect(await readReturns(oneByOne)).toEqual(expected);
  }, 60_000);

  it('deletes an order with its lines and payments', async () => {
    const db = await freshDatabase();
    const deleted: StoredEvent = {
      ...recorded[0]!,
      type: 'OrderDeleted',
      data: { orderId: 'o1' },
      revision: recorded.length,
      position: { major: 99n, minor: 0n },
    };
    await project(db, ordersProjection, [...recorded, deleted], 4);
    const counts = await Promise.all(
      ['orders', 'order_lines', 'order_payments'].map(async (table) =>
        Number((await db(table).count({ n: '*' }).first())!.n),
      ),
    );
    expect(counts).toEqual([0, 0, 0]);
  }, 60_000);

  it("carries its customer's name and company, through a rename and a change of customer, one event per batch as in one batch", async () => {
    const read = async (db: Knex) => db('orders').where({ id: 'o1' }).first('customer_name', 'customer_company');
    const events = (
      [
        customer('c1', 'Ada', 'Byron', 'Analytical Books'),
        customer('c2', '', '', 'Harbour Press'),
        history[0]!,
        { type: 'CustomerUpdated', data: { customerId: 'c1', changes: { lastName: 'Lovelace' } } },
      ] satisfies DomainEvent[]
    ).map(stored);
    const moved = [
      stored({ type: 'OrderUpdated', data: { orderId: 'o1', changes: { customerId: 'c2' } } }, events.length),
      stored({ type: 'CustomerUpdated', data: { customerId: 'c2', changes: { company: 'Harbour Books' } } }, 5),
    ];
    const [together, oneByOne] = await Promise.all([freshDatabase(), freshDatabase()]);
    const renamed = await project(oneByOne, ordersProjection, events, 1);
    expect(await read(oneByOne)).toEqual({ customer_name: 'Ada Lovelace', customer_company: 'Analytical Books' });
    const movedOnly = await project(oneByOne, ordersProjection, moved.slice(0, 1), 1, renamed);
    expect(await read(oneByOne)).toEqual({ customer_name: 'Harbour Press', customer_company: 'Harbour Press' });
    await project(oneByOne, ordersProjection, moved.slice(1), 1, movedOnly);
    await project(together, ordersProjection, [...events, ...moved], 1000);
    const expected = { customer_name: 'Harbour Books', customer_company: 'Harbour Books' };
    expect(await read(together)).toEqual(expected);
    expect(await read(oneByOne)).toEqual(expected);
  }, 60_000);

  it('leaves the same orders, lines and returns when rebuilt (summed once at the end), also when the rebuild is interrupted', async () => {
    const log = [
      customer('c1', 'Ada', 'Byron', 'Analytical Books'),
      customer('c2', '', '', 'Harbour Press'),
      ...history,
      ...returns,
      { type: 'CustomerUpdated', data: { customerId: 'c1', changes: { lastName: 'Lovelace' } } },
      { type: 'OrderUpdated', data: { orderId: 'o1', changes: { customerId: 'c2' } } },
      { type: 'CustomerUpdated', data: { customerId: 'c2', changes: { company: 'Harbour Books' } } },
    ].map((event, index) => stored(event as DomainEvent, index));
    const [live, rebuilt] = await Promise.all([freshDatabase(), freshDatabase()]);
    await project(live, ordersProjection, log, 1);
    const rowsOf = (db: Knex) =>
      Promise.all(['orders', 'order_lines', 'order_returns', 'order_payments'].map((table) => db(table).orderBy('id')));
    const expected = await rowsOf(live);
    expect(expected[0]).toMatchObject([{ customer_company: 'Harbour Books', returns_credit_cents: 4797 }]);
    await rebuildWholeAndInterrupted(rebuilt, ordersProjection, log, 9, async () => {
      expect(await rowsOf(rebuilt)).toEqual(expected);
    });
  }, 60_000);
});
