import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import {
  format,
  migratedDatabase,
  project,
  rebuildWholeAndInterrupted,
  storedEvents,
  type TimedEvent,
} from '../../runtime/projectForTest.ts';
import { expensesRollup } from '../dailyExpenses/rows.ts';
import { productRollupOfDaily, productRollupRows, rollupOfDaily, rollupRows } from '../rollupForTest.ts';
import { dailySalesProjection } from './projection.ts';
import { salesRollup } from './rows.ts';

const line = (
  lineId: string,
  productId: string,
  quantity: number,
  retailPriceCents: number,
  unitPriceCents: number,
) => ({
  lineId,
  productId,
  quantity,
  retailPriceCents,
  discountType: 'none' as const,
  discountBasisPoints: 0,
  unitPriceCents,
});

const order = (
  orderId: string,
  addressId: string | null,
  salespersonId: string | null,
  lines: ReturnType<typeof line>[],
) =>
  ({
    type: 'OrderCreated',
    data: {
      orderId,
      publisherId: 'p1',
      customerId: 'c1',
      orderAddressId: addressId,
      orderEmailId: null,
      orderPhoneId: null,
      orderStatusId: null,
      salespersonId,
      paymentTermId: null,
      shippingTypeId: null,
      poNumber: '',
      shippingCostCents: 500,
      adminNotes: '',
      lines,
    },
  }) satisfies DomainEvent;

const address = (itemId: string, country: string) =>
  ({
    type: 'ContactItemAdded',
    data: {
      ownerId: 'c1',
      itemId,
      primary: true,
      item: {
        kind: 'address',
        address: { line1: '', line2: '', city: '', stateOrRegion: '', zipcode: '', country, addressType: null },
      },
    },
  }) satisfies DomainEvent;

const at = (occurredAt: string, streamId: string, ...events: DomainEvent[]): TimedEvent[] =>
  events.map((event) => ({ event, streamId, occurredAt }));

// Two formats, two countries, and orders on both sides of the quarter's last midnight (UTC).
const history: TimedEvent[] = [
  ...at(
    '2026-01-05T09:00:00Z',
    'setup',
    { type: 'ProductCreated', data: { productId: 'pb', productWorkId: 'w1', publisherId: 'p1', ...format('BC') } },
    { type: 'ProductCreated', data: { productId: 'eb', productWorkId: 'w1', publisherId: 'p1', ...format('ED') } },
    address('us', 'US'),
    address('gb', ' GB '),
  ),
  ...at('2026-03-31T23:59:59Z', 'order-o1', order('o1', 'us', 'ann', [line('o1a', 'pb', 2, 1000, 800)])),
  ...at('2026-04-01T00:00:00Z', 'order-o2', order('o2', 'gb', null, [line('o2a', 'eb', 1, 500, 500)])),
  ...at('2026-04-01T10:00:00Z', 'order-o3', order('o3', null, 'ann', [line('o3a', 'pb', 4, 1000, 1000)])),
  ...at(
    '2026-04-02T08:00:00Z',
    'edits',
    { type: 'OrderMarkedPaid', data: { orderId: 'o1', paidDate: '2026-04-02' } },
    { type: 'OrderLineChanged', data: { orderId: 'o1', ...line('o1a', 'pb', 3, 1000, 750) } },
    { type: 'OrderLineAdded', data: { orderId: 'o2', ...line('o2b', 'pb', 1, 1000, 900) } },
    { type: 'OrderShipped', data: { orderId: 'o2', shipDate: '2026-04-02' } },
    { type: 'OrderDeleted', data: { orderId: 'o3' } },
  ),
];

/** A return of `quantity` units of o1's line, recorded on `day`. */
const returnOfO1 = (returnId: string, day: string, quantity: number): TimedEvent[] =>
  at(`${day}T10:00:00Z`, 'order-o1', {
    type: 'OrderReturnRecorded',
    data: { orderId: 'o1', returnId, returnDate: day, memo: '', lines: [{ lineId: 'o1a', productId: 'pb', quantity }] },
  });

// Two returns of o1's units, the second one deleted.
const returns: TimedEvent[] = [
  ...returnOfO1('r1', '2026-05-03', 2),
  ...returnOfO1('r2', '2026-05-04', 1),
  ...at('2026-05-05T10:00:00Z', 'order-o1', { type: 'OrderReturnDeleted', data: { orderId: 'o1', returnId: 'r2' } }),
];

const salesRows = (db: Knex) =>
  db('sales_daily')
    .orderBy(['sale_date', 'product_id'])
    .select('sale_date', 'product_id', 'format_code', 'country', 'salesperson_id', 'paid', 'shipped')
    .select(db.raw('units::int as units, gross_cents::int as gross, net_cents::int as net'));

describe('daily sales read model', () => {
  const databases: Knex[] = [];
  const freshDatabase = async () => {
    const db = await migratedDatabase();
    databases.push(db);
    return db;
  };
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it('sums each day of orders by product, format, country and salesperson after edits, payments and deletions', async () => {
    const [together, oneByOne] = await Promise.all([freshDatabase(), freshDatabase()]);
    await project(together, dailySalesProjection, storedEvents(history), 1000);
    await project(oneByOne, dailySalesProjection, storedEvents(history), 1);
    const expected = [
      // o1: 3 × 10.00 listed, 3 × 7.50 charged, paid; counted on its created day, the quarter's last.
      {
        sale_date: '2026-03-31',
        product_id: 'pb',
        format_code: 'BC',
        country: 'US',
        salesperson_id: 'ann',
        paid: true,
        shipped: false,
        units: 3,
        gross: 3000,
        net: 2250,
      },
      // o2 a second later, on the next quarter's first day; o3 is deleted and counts nowhere.
      {
        sale_date: '2026-04-01',
        product_id: 'eb',
        format_code: 'ED',
        country: 'GB',
        salesperson_id: null,
        paid: false,
        shipped: true,
        units: 1,
        gross: 500,
        net: 500,
      },
      {
        sale_date: '2026-04-01',
        product_id: 'pb',
        format_code: 'BC',
        country: 'GB',
        salesperson_id: null,
        paid: false,
        shipped: true,
        units: 1,
        gross: 1000,
        net: 900,
      },
    ];
    expect(await salesRows(together)).toEqual(expected);
    expect(await salesRows(oneByOne)).toEqual(expected);

    // The roll-up: o1 paid in March's rows (though paid in April), o2 shipped in April's.
    for (const db of [together, oneByOne]) {
      const rollup = await rollupRows(db, salesRollup);
      expect(rollup).toEqual(await rollupOfDaily(db, salesRollup));
      // Each product's sales moved into product_rollup as well, beside its (here no) expenses.
      expect(await productRollupRows(db)).toEqual(await productRollupOfDaily(db, [salesRollup, expensesRollup]));
      const sums = (dimension: string, grain: string) =>
        rollup
          .filter((row) => row.dimension === dimension && row.grain === grain)
          .map((row) => [
            row.key,
            row.period,
            row.paid_units,
            row.paid_net_cents,
            row.shipped_units,
            row.shipped_net_cents,
          ]);
      expect(sums('total', 'day')).toEqual([
        [null, '2026-03-31', 3, 2250, 0, 0],
        [null, '2026-04-01', 0, 0, 2, 1400],
      ]);
      expect(sums('total', 'month')).toEqual([
        [null, '2026-03', 3, 2250, 0, 0],
        [null, '2026-04', 0, 0, 2, 1400],
      ]);
      expect(sums('product', 'year')).toEqual([
        ['eb', '2026', 0, 0, 1, 500],
        ['pb', '2026', 3, 2250, 1, 900],
      ]);
      expect(sums('salesperson', 'all')).toEqual([
        ['ann', 'all', 3, 2250, 0, 0],
        [null, 'all', 0, 0, 2, 1400],
      ]);
    }
  }, 60_000);

  it('moves past sales to the new format and country when a product or an address changes', async () => {
    const db = await freshDatabase();
    const later: TimedEvent[] = at(
      '2026-05-01T08:00:00Z',
      'later',
      { type: 'ProductUpdated', data: { productId: 'eb', changes: { formatCode: 'EA' } } },
      { type: 'ContactItemRemoved', data: { ownerId: 'c1', itemId: 'us' } },
      { type: 'OrderMarkedUnpaid', data: { orderId: 'o1' } },
    );
    await project(db, dailySalesProjection, storedEvents([...history, ...later]), 7);
    const rows = await salesRows(db);
    expect(rows.map((row) => [row.product_id, row.format_code, row.country, row.paid])).toEqual([
      ['pb', 'BC', null, false],
      ['eb', 'EA', 'GB', false],
      ['pb', 'BC', 'GB', false],
    ]);
    // o1 is neither paid nor shipped now: its rows left the roll-up, none stays behind at zero.
    const rollup = await rollupRows(db, salesRollup);
    expect(rollup).toEqual(await rollupOfDaily(db, salesRollup));
    expect(rollup.filter((row) => row.period === '2026-03')).toEqual([]);
    expect(rollup.filter((row) => row.dimension === 'format' && row.grain === 'all').map((row) => row.key)).toEqual([
      'BC',
      'EA',
    ]);
  }, 60_000);

  it('counts returned units as negative sales on the day they came back, one event per batch as in one batch', async () => {
    const [together, oneByOne] = await Promise.all([freshDatabase(), freshDatabase()]);
    await project(together, dailySalesProjection, storedEvents([...history, ...returns]), 1000);
    await project(oneByOne, dailySalesProjection, storedEvents([...history, ...returns]), 1);
    for (const db of [together, oneByOne]) {
      const rows = await salesRows(db);
      // o1's sale stays on March 31; 2 of its 3 units came back on May 3 at 10.00 listed, 7.50 charged.
      expect(rows.filter((row) => row.product_id === 'pb' && row.country === 'US')).toEqual([
        expect.objectContaining({ sale_date: '2026-03-31', units: 3, gross: 3000, net: 2250, paid: true }),
        expect.objectContaining({ sale_date: '2026-05-03', units: -2, gross: -2000, net: -1500, paid: true }),
      ]);
      const rollup = await rollupRows(db, salesRollup);
      expect(rollup).toEqual(await rollupOfDaily(db, salesRollup));
      expect(
        rollup
          .filter((row) => row.dimension === 'total' && row.grain === 'month')
          .map((row) => [row.period, row.paid_units, row.paid_net_cents]),
      ).toEqual([
        ['2026-03', 3, 2250],
        ['2026-04', 0, 0],
        ['2026-05', -2, -1500],
      ]);
    }
  }, 60_000);

  it("keeps each customer's sales of a day apart, also when an order moves to another customer", async () => {
    const db = await freshDatabase();
    const forCustomer = (orderId: string, customerId: string, quantity: number) => {
      const created = order(orderId, null, null, [line(`${orderId}a`, 'pb', quantity, 1000, 1000)]);
      return { ...created, data: { ...created.data, customerId } } satisfies DomainEvent;
    };
    const sameDay: TimedEvent[] = [
      ...at('2026-06-30T10:00:00Z', 'orders', forCustomer('o4', 'c1', 1), forCustomer('o5', 'c2', 2)),
      ...at(
        '2026-07-01T09:00:00Z',
        'later',
        { type: 'OrderMarkedPaid', data: { orderId: 'o4', paidDate: '2026-07-01' } },
        { type: 'OrderMarkedPaid', data: { orderId: 'o5', paidDate: '2026-07-01' } },
        // o4 was entered for the wrong customer: it moves to c2, and c1's sale of the day goes.
        { type: 'OrderUpdated', data: { orderId: 'o4', changes: { customerId: 'c2' } } },
      ),
    ];
    await project(db, dailySalesProjection, storedEvents([...history, ...sameDay]), 2);
    const june30 = await db('sales_daily')
      .where({ sale_date: '2026-06-30' })
      .orderBy('customer_id')
      .select('customer_id', 'paid', db.raw('units::int as units'));
    expect(june30).toEqual([{ customer_id: 'c2', paid: true, units: 3 }]);
    const rollup = await rollupRows(db, salesRollup);
    expect(rollup).toEqual(await rollupOfDaily(db, salesRollup));
    expect(
      rollup
        .filter((row) => row.dimension === 'customer' && row.grain === 'month' && row.period === '2026-06')
        .map((row) => [row.key, row.paid_units]),
    ).toEqual([['c2', 3]]);
  }, 60_000);
  it('adds orders created batch after batch to their day, as summing the day again would', async () => {
    const [together, batchByBatch] = await Promise.all([freshDatabase(), freshDatabase()]);
    // An import: many orders of one customer on one day, some of the same product and address,
    // then an edit that sums the day again, then more orders.
    const imported = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => {
        const number = from + index;
        return order(`i${number}`, number % 2 ? 'gb' : null, number % 3 ? 'ann' : null, [
          line(`i${number}a`, 'pb', 1 + (number % 4), 1000, 900),
          line(`i${number}b`, number % 2 ? 'eb' : 'pb', 2, 500, 500),
        ]);
      });
    const importDay: TimedEvent[] = [
      ...at('2026-08-03T10:00:00Z', 'import', ...imported(0, 12)),
      ...at(
        '2026-08-03T10:05:00Z',
        'edit',
        { type: 'OrderMarkedPaid', data: { orderId: 'i4', paidDate: '2026-08-03' } },
        { type: 'OrderLineChanged', data: { orderId: 'i5', ...line('i5a', 'pb', 7, 1000, 800) } },
      ),
      ...at('2026-08-03T10:10:00Z', 'import', ...imported(12, 20)),
      ...at('2026-08-03T10:15:00Z', 'edit', { type: 'OrderShipped', data: { orderId: 'i15', shipDate: '2026-08-03' } }),
    ];
    await project(together, dailySalesProjection, storedEvents([...history, ...importDay]), 1000);
    await project(batchByBatch, dailySalesProjection, storedEvents([...history, ...importDay]), 3);
    const august = (db: Knex) => salesRows(db).where('sale_date', '2026-08-03');
    const expected = await august(together);
    expect(expected.reduce((units, row) => units + row.units, 0)).toBe(
      imported(0, 20).reduce(
        (units, created) => units + created.data.lines.reduce((sum, { quantity }) => sum + quantity, 0),
        0,
      ) +
        7 -
        2,
    );
    expect(await august(batchByBatch)).toEqual(expected);
    for (const db of [together, batchByBatch]) {
      expect(await rollupRows(db, salesRollup)).toEqual(await rollupOfDaily(db, salesRollup));
      expect(await productRollupRows(db)).toEqual(await productRollupOfDaily(db, [salesRollup, expensesRollup]));
    }
  }, 60_000);
  it('leaves the same days and roll-up when rebuilt (summed once at the end), also when the rebuild is interrupted', async () => {
    const log = storedEvents([
      ...history,
      ...returns,
      ...at(
        '2026-05-06T10:00:00Z',
        'later',
        { type: 'ProductUpdated', data: { productId: 'eb', changes: { formatCode: 'EA' } } },
        { type: 'OrderUpdated', data: { orderId: 'o2', changes: { customerId: 'c2' } } },
        { type: 'OrderMarkedPaid', data: { orderId: 'o2', paidDate: '2026-05-06' } },
      ),
    ]);
    const [live, rebuilt] = [await freshDatabase(), await freshDatabase()];
    await project(live, dailySalesProjection, log, 2);
    const dailyRows = (db: Knex) =>
      db('sales_daily').orderBy(['sale_date', 'product_id', 'customer_id', 'country', 'paid']).select('*');
    const expected = await dailyRows(live);
    expect(expected.length).toBeGreaterThan(3);
    expect(await rollupRows(live, salesRollup)).toEqual(await rollupOfDaily(live, salesRollup));
    await rebuildWholeAndInterrupted(rebuilt, dailySalesProjection, log, 9, async () => {
      expect(await dailyRows(rebuilt)).toEqual(expected);
      expect(await rollupRows(rebuilt, salesRollup)).toEqual(await rollupRows(live, salesRollup));
      expect(await productRollupRows(rebuilt)).toEqual(await productRollupRows(live));
    });
  }, 120_000);
});
