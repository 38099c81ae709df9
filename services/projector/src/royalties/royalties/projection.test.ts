import { engineTiers, lifeFigures, lineReturnsSql, royaltyOrderLineOfRow, royaltySales } from '@colophon/domain';
import type { DomainEvent, OrderLine, RoyaltyTierFields } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import {
  expenseCreated,
  growingLog,
  migratedDatabase,
  project,
  rebuildWholeAndInterrupted,
  storedEvents,
  type TimedEvent,
} from '../../runtime/projectForTest.ts';
import { recordCount } from '../../runtime/recordNumbers.ts';
import { royaltiesProjection } from './projection.ts';

const at = (...events: DomainEvent[]): TimedEvent[] =>
  events.map((event) => ({ event, streamId: 'log', occurredAt: '2026-04-01T10:00:00Z' }));

const tier = (tierId: string, start: number, percent: number, term: 1 | 2 | 3 | 4 = 2): RoyaltyTierFields => ({
  tierId,
  discountBasisPoints: null,
  start,
  rateBasisPoints: percent * 100,
  term,
});
const royalty = (royaltyId: string, productId: string, regionId: string | null, tiers: RoyaltyTierFields[]) =>
  ({
    type: 'RoyaltyCreated',
    data: { royaltyId, publisherId: 'p1', creatorId: 'c1', productId, regionId, tiers, adminNotes: '' },
  }) satisfies DomainEvent;
const line = (lineId: string, productId: string, quantity: number, unitPriceCents = 1000): OrderLine => ({
  lineId,
  productId,
  quantity,
  retailPriceCents: 2000,
  discountType: 'none',
  discountBasisPoints: 0,
  unitPriceCents,
});
const order = (orderId: string, addressId: string | null, ...lines: OrderLine[]) =>
  ({
    type: 'OrderCreated',
    data: {
      orderId,
      publisherId: 'p1',
      customerId: 'k1',
      orderAddressId: addressId,
      orderEmailId: null,
      orderPhoneId: null,
      orderStatusId: null,
      salespersonId: null,
      paymentTermId: null,
      shippingTypeId: null,
      poNumber: '',
      shippingCostCents: 0,
      adminNotes: '',
      lines,
    },
  }) satisfies DomainEvent;
const address = (
  itemId: string,
  country: string,
  type: 'ContactItemAdded' | 'ContactItemChanged' = 'ContactItemAdded',
) =>
  ({
    type,
    data: {
      ownerId: 'k1',
      itemId,
      primary: true,
      item: {
        kind: 'address',
        address: { line1: '', line2: '', city: '', stateOrRegion: '', zipcode: '', country, addressType: null },
      },
    },
  }) satisfies DomainEvent;
const paid = (orderId: string, paidDate = '2026-04-01') =>
  ({ type: 'OrderMarkedPaid', data: { orderId, paidDate } }) satisfies DomainEvent;
const payment = (paymentId: string, royaltyId: string, amountCents: number) =>
  ({
    type: 'RoyaltyPaymentRecorded',
    data: { paymentId, royaltyId, publisherId: 'p1', amountCents, methodId: 'check', sentDate: '2026-04-02' },
  }) satisfies DomainEvent;

/** The creator's advance a1, recouped from the royalties named. */
const advance = (amountCents: number, royaltyIds: string[]) =>
  ({
    type: 'AdvanceCreated',
    data: { advanceId: 'a1', publisherId: 'p1', creatorId: 'c1', name: '2026', amountCents, royaltyIds },
  }) satisfies DomainEvent;

const setup: DomainEvent[] = [
  {
    type: 'PublisherCreated',
    data: {
      publisherId: 'p1',
      name: 'Lee Press',
      plan: 'Free',
      maxProducts: 10,
      currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
      accountingMethod: 'paid',
    },
  },
  address('us', 'US'),
  address('fr', 'FR'),
  // Two tiers of net receipts: 10 % for the first 100 units, 15 % after.
  royalty('r1', 'b1', null, [tier('t1', 0, 10), tier('t2', 100, 15)]),
];

const figures = async (db: Knex, royaltyId = 'r1') =>
  db('royalties')
    .where({ id: royaltyId })
    .first(
      db.raw('units::int as units'),
      db.raw('owed_cents::int as owed'),
      db.raw('paid_cents::int as paid'),
      db.raw('balance_cents::int as balance'),
      'payments_count',
    );

/** The publisher's royalties and payments as its counters hold them: the lists' unfiltered totals. */
const counted = async (db: Knex) => ({
  royalties: await recordCount(db, 'royalty_counters', 'p1'),
  payments: await recordCount(db, 'royalty_payment_counters', 'p1'),
});

describe('royalties read model', () => {
  const databases: Knex[] = [];
  const freshLog = async () => {
    const db = await migratedDatabase();
    databases.push(db);
    const append = growingLog(db, royaltiesProjection);
    await append(at(...setup));
    return { db, append: (...events: DomainEvent[]) => append(at(...events)) };
  };
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it('owes from paid orders across tiers, and gives it back when an order is unpaid, edited or deleted', async () => {
    const { db, append } = await freshLog();
    await append(order('o1', 'us', line('l1', 'b1', 120), line('l2', 'other', 5)));
    expect(await figures(db)).toMatchObject({ units: 0, owed: 0 });
    // 100 units × 10.00 at 10 % + 20 units × 10.00 at 15 %.
    await append(paid('o1'));
    expect(await figures(db)).toMatchObject({ units: 120, owed: 13_000, balance: 13_000 });
    await append({ type: 'OrderMarkedUnpaid', data: { orderId: 'o1' } });
    expect(await figures(db)).toMatchObject({ units: 0, owed: 0 });
    await append(paid('o1'), { type: 'OrderLineChanged', data: { orderId: 'o1', ...line('l1', 'b1', 50) } });
    expect(await figures(db)).toMatchObject({ units: 50, owed: 5_000 });
    await append({ type: 'OrderLineRemoved', data: { orderId: 'o1', lineId: 'l1' } });
    expect(await figures(db)).toMatchObject({ units: 0, owed: 0 });
    await append({ type: 'OrderLineAdded', data: { orderId: 'o1', ...line('l3', 'b1', 10) } });
    expect(await figures(db)).toMatchObject({ units: 10, owed: 1_000 });
    await append({ type: 'OrderDeleted', data: { orderId: 'o1' } });
    expect(await figures(db)).toMatchObject({ units: 0, owed: 0 });
    expect(await db('royalty_sales_lines').where({ order_id: 'o1' })).toEqual([]);
  });

  it('counts shipped orders under the shipped-date method', async () => {
    const { db, append } = await freshLog();
    await append(order('o1', 'us', line('l1', 'b1', 10)), paid('o1'));
    expect(await figures(db)).toMatchObject({ owed: 1_000 });
    await append({
      type: 'PublisherAccountingMethodChanged',
      data: { publisherId: 'p1', accountingMethod: 'shipped' },
    });
    expect(await figures(db)).toMatchObject({ owed: 0 });
    await append({ type: 'OrderShipped', data: { orderId: 'o1', shipDate: '2026-04-03' } });
    expect(await figures(db)).toMatchObject({ owed: 1_000 });
    await append({ type: 'OrderUnshipped', data: { orderId: 'o1' } });
    expect(await figures(db)).toMatchObject({ owed: 0 });
  });

  it('counts a region’s orders for its royalty, and follows an address into another region', async () => {
    const { db, append } = await freshLog();
    await append(
      { type: 'PublisherSalesByRegionChanged', data: { publisherId: 'p1', enabled: true } },
      { type: 'RegionCreated', data: { publisherId: 'p1', regionId: 'eu', name: 'Europe', countries: ['FR'] } },
      royalty('r2', 'b1', 'eu', [tier('t1', 0, 20)]),
      order('o1', 'us', line('l1', 'b1', 10)),
      paid('o1'),
    );
    // Rest of World (r1) counts the US order; Europe (r2) does not.
    expect([(await figures(db, 'r1')).owed, (await figures(db, 'r2')).owed]).toEqual([1_000, 0]);
    await append(address('us', 'FR', 'ContactItemChanged'));
    expect([(await figures(db, 'r1')).owed, (await figures(db, 'r2')).owed]).toEqual([0, 2_000]);
    // The region no longer holds France: the order is Rest of World again.
    await append({ type: 'RegionUpdated', data: { publisherId: 'p1', regionId: 'eu', name: 'Europe', countries: [] } });
    expect([(await figures(db, 'r1')).owed, (await figures(db, 'r2')).owed]).toEqual([1_000, 0]);
    await append({ type: 'OrderUpdated', data: { orderId: 'o1', changes: { orderAddressId: 'fr' } } });
    expect([(await figures(db, 'r1')).owed, (await figures(db, 'r2')).owed]).toEqual([1_000, 0]);
    // Sales by region off: every royalty counts every order.
    await append({ type: 'PublisherSalesByRegionChanged', data: { publisherId: 'p1', enabled: false } });
    expect([(await figures(db, 'r1')).owed, (await figures(db, 'r2')).owed]).toEqual([1_000, 2_000]);
  });

  it('takes the product’s expenses off net profits, and follows tier changes', async () => {
    const { db, append } = await freshLog();
    await append(
      { type: 'RoyaltyTiersChanged', data: { royaltyId: 'r1', tiers: [tier('t1', 0, 10, 3)] } },
      order('o1', 'us', line('l1', 'b1', 10)),
      paid('o1'),
      expenseCreated('x1', 'b1', 3_000),
      expenseCreated('x2', null, 99_999),
    );
    // (100.00 − 30.00) × 10 %.
    expect(await figures(db)).toMatchObject({ owed: 700 });
    await append({ type: 'ExpenseUpdated', data: { expenseId: 'x2', changes: { productId: 'b1' } } });
    // (100.00 − 1,029.99) × 10 %: a debit.
    expect(await figures(db)).toMatchObject({ owed: -9_300 });
    await append({ type: 'ExpenseUpdated', data: { expenseId: 'x2', changes: { productId: null } } });
    expect(await figures(db)).toMatchObject({ owed: 700 });
    await append({ type: 'ExpenseDeleted', data: { expenseId: 'x1' } });
    expect(await figures(db)).toMatchObject({ owed: 1_000 });
    await append({ type: 'RoyaltyTiersChanged', data: { royaltyId: 'r1', tiers: [tier('t1', 0, 25, 1)] } });
    // 25 % of list price: 10 × 20.00.
    expect(await figures(db)).toMatchObject({ owed: 5_000 });
    expect((await db('royalties').where({ id: 'r1' }).first('terms_summary')).terms_summary).toBe(
      '25.0% of list price',
    );
  });

  it('records payments against the balance', async () => {
    const { db, append } = await freshLog();
    await append(order('o1', 'us', line('l1', 'b1', 10)), paid('o1'), payment('pay1', 'r1', 400));
    expect(await figures(db)).toMatchObject({ owed: 1_000, paid: 400, balance: 600, payments_count: 1 });
    await append(payment('pay2', 'r1', 700), {
      type: 'RoyaltyPaymentChanged',
      data: { paymentId: 'pay1', royaltyId: 'r1', changes: { amountCents: 500 } },
    });
    expect(await figures(db)).toMatchObject({ paid: 1_200, balance: -200, payments_count: 2 });
    await append({ type: 'RoyaltyPaymentDeleted', data: { paymentId: 'pay2', royaltyId: 'r1' } });
    expect(await figures(db)).toMatchObject({ paid: 500, balance: 500, payments_count: 1 });
    await append({ type: 'RoyaltyDeleted', data: { royaltyId: 'r1', creatorId: 'c1', productId: 'b1' } });
    expect(await db('royalties').where({ id: 'r1' })).toEqual([]);
  });

  it('counts the royalties and payments as they stand, created and deleted, however the events are batched', async () => {
    const events = at(
      ...setup,
      royalty('r2', 'b2', null, [tier('t3', 0, 10)]),
      payment('pay1', 'r1', 400),
      payment('pay2', 'r2', 700),
      { type: 'RoyaltyPaymentDeleted', data: { paymentId: 'pay2', royaltyId: 'r2' } },
      { type: 'RoyaltyDeleted', data: { royaltyId: 'r2', creatorId: 'c1', productId: 'b2' } },
      payment('pay3', 'r1', 100),
    );
    const log = storedEvents(events);
    const expected = { royalties: 1, payments: 2 };
    for (const batchSize of [1, 2, 1000]) {
      const db = await migratedDatabase();
      databases.push(db);
      await project(db, royaltiesProjection, log, batchSize);
      expect(await counted(db), `batches of ${batchSize}`).toEqual(expected);
    }
    // A rebuild counts once at its end; an interrupted one when the projection follows the log again.
    const rebuilt = await migratedDatabase();
    databases.push(rebuilt);
    await rebuildWholeAndInterrupted(rebuilt, royaltiesProjection, log, 4, async () =>
      expect(await counted(rebuilt)).toEqual(expected),
    );
  }, 60_000);

  it('leaves the same figures whether the events come one by one or in one batch', async () => {
    const events = at(
      ...setup,
      order('o1', 'us', line('l1', 'b1', 90), line('l2', 'b1', 30, 500)),
      paid('o1'),
      { type: 'OrderLineRemoved', data: { orderId: 'o1', lineId: 'l2' } },
      order('o2', 'fr', line('l3', 'b1', 20)),
      paid('o2'),
      expenseCreated('x1', 'b1', 500),
      payment('pay1', 'r1', 1_000),
      { type: 'OrderDeleted', data: { orderId: 'o2' } },
      order('o3', null, line('l4', 'b1', 15)),
      paid('o3'),
    );
    const [together, oneByOne] = await Promise.all([migratedDatabase(), migratedDatabase()]);
    databases.push(together, oneByOne);
    await project(together, royaltiesProjection, storedEvents(events), 1000);
    await project(oneByOne, royaltiesProjection, storedEvents(events), 1);
    // 90 + 15 units: 100 at 10 % and 5 at 15 % of 10.00 each.
    const expected = { units: 105, owed: 10_750, paid: 1_000, balance: 9_750, payments_count: 1 };
    expect(await figures(together)).toEqual(expected);
    expect(await figures(oneByOne)).toEqual(expected);
  }, 60_000);

  it('takes returned units back down the tiers, one event per batch as in one batch', async () => {
    const returned = (returnId: string, lineId: string, quantity: number) =>
      ({
        type: 'OrderReturnRecorded',
        data: {
          orderId: 'o1',
          returnId,
          returnDate: '2026-04-05',
          memo: '',
          lines: [{ lineId, productId: 'b1', quantity }],
        },
      }) satisfies DomainEvent;
    const events = at(
      ...setup,
      order('o1', 'us', line('l1', 'b1', 120)),
      paid('o1'),
      returned('ret1', 'l1', 30),
      returned('ret2', 'l1', 5),
      { type: 'OrderReturnDeleted', data: { orderId: 'o1', returnId: 'ret2' } },
    );
    const [together, oneByOne] = await Promise.all([migratedDatabase(), migratedDatabase()]);
    databases.push(together, oneByOne);
    await project(together, royaltiesProjection, storedEvents(events), 1000);
    await project(oneByOne, royaltiesProjection, storedEvents(events), 1);
    // 120 sold (100 at 10 %, 20 at 15 % of 10.00) less 30 back (20 at 15 %, 10 at 10 %): 90 units, 90.00.
    const expected = { units: 90, owed: 9_000, paid: 0, balance: 9_000, payments_count: 0 };
    expect(await figures(together)).toEqual(expected);
    expect(await figures(oneByOne)).toEqual(expected);
  }, 60_000);

  it('continues each royalty’s tier split batch by batch to the figures of one computation over all lines', async () => {
    const shortLine = (lineId: string, quantity: number, unitPriceCents: number) =>
      line(lineId, 'b1', quantity, unitPriceCents);
    const day = (n: number) => `2026-04-${String(n).padStart(2, '0')}`;
    const events = at(
      ...setup,
      // Three tiers of three terms: lines straddle 50 and 130.
      royalty('r2', 'b1', null, [tier('u1', 0, 10, 2), tier('u2', 50, 12, 1), tier('u3', 130, 15, 3)]),
      expenseCreated('x1', 'b1', 4_321),
      ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [
        order(`o${n}`, n % 2 ? 'us' : 'fr', shortLine(`l${n}`, 7 + 3 * n, 333 + 17 * n)),
        paid(`o${n}`, day(n + 1)),
      ]),
      // A backdated sale, an unpaid and repaid order, a changed counted line, a return, a same-day
      // sale whose line id sorts first: each must start the split again.
      order('o9', 'us', shortLine('l9', 11, 777)),
      paid('o9', day(3)),
      { type: 'OrderMarkedUnpaid', data: { orderId: 'o4' } },
      paid('o4', day(12)),
      { type: 'OrderLineChanged', data: { orderId: 'o2', ...shortLine('l2', 31, 450) } },
      {
        type: 'OrderReturnRecorded',
        data: {
          orderId: 'o6',
          returnId: 'ret1',
          returnDate: day(13),
          memo: '',
          lines: [{ lineId: 'l6', productId: 'b1', quantity: 4 }],
        },
      },
      order('o10', 'fr', shortLine('l0', 9, 1_234)),
      paid('o10', day(13)),
      order('o11', 'us', shortLine('l99', 5, 2_000)),
      paid('o11', day(14)),
      expenseCreated('x2', 'b1', 1_000),
    );
    const columns = (db: Knex) =>
      db('royalties')
        .orderBy('id')
        .select(
          'id',
          'tiers',
          'product_id',
          db.raw('units::int as units'),
          db.raw('revenue_cents::int as "revenueCents"'),
          db.raw('expenses_cents::int as "expensesCents"'),
          db.raw('credit_cents::int as "creditCents"'),
          db.raw('debit_cents::int as "debitCents"'),
        );
    /** What the engine gives over all the royalty's lines as the read model now holds them. */
    const wholeFigures = async (db: Knex) => {
      const lines = await db.raw(
        `select l.id, l.quantity, l.retail_price_cents, l.unit_price_cents, l.discount_basis_points,
                o.paid_date, o.ship_date, a.country, ${lineReturnsSql('l')}
           from royalty_sales_lines l join royalty_sales_orders o on o.id = l.order_id
           left join royalty_sales_addresses a on a.id = o.address_id`,
      );
      const expensesCents = Number((await db('royalty_sales_expenses').sum({ sum: 'amount_cents' }))[0]?.sum ?? 0);
      return (await columns(db)).map((royalty) => ({
        ...royalty,
        ...lifeFigures(
          engineTiers(royalty.tiers),
          royaltySales(lines.rows.map(royaltyOrderLineOfRow), {
            accountingMethod: 'paid',
            salesByRegion: false,
            regionCountries: null,
            countriesInRegions: [],
          }),
          [{ date: day(1), amountCents: expensesCents }],
        ),
      }));
    };
    // One event a batch, each batch's figures checked against the whole computation.
    const db = await migratedDatabase();
    databases.push(db);
    const append = growingLog(db, royaltiesProjection);
    for (const event of events) {
      await append([event]);
      expect(await columns(db)).toEqual(await wholeFigures(db));
    }
    const figuresNow = await columns(db);
    expect(figuresNow).toHaveLength(2);
    expect(figuresNow[1].units).toBeGreaterThan(130);
    // And in pairs, as in one batch.
    const [together, inPairs] = await Promise.all([migratedDatabase(), migratedDatabase()]);
    databases.push(together, inPairs);
    await project(together, royaltiesProjection, storedEvents(events), 1000);
    await project(inPairs, royaltiesProjection, storedEvents(events), 2);
    expect(await columns(together)).toEqual(figuresNow);
    expect(await columns(inPairs)).toEqual(figuresNow);
  }, 90_000);

  it('leaves the same royalties and counted lines when rebuilt (computed once at the end), also when the rebuild is interrupted', async () => {
    const returnOfL5 = (returnId: string, returnDate: string, quantity: number) =>
      ({
        type: 'OrderReturnRecorded',
        data: { orderId: 'o5', returnId, returnDate, memo: '', lines: [{ lineId: 'l5', productId: 'b1', quantity }] },
      }) satisfies DomainEvent;
    const log = storedEvents(
      at(
        ...setup,
        royalty('r2', 'b2', 'eu', [tier('u1', 0, 10, 2), tier('u2', 50, 12, 1)]),
        { type: 'RegionCreated', data: { regionId: 'eu', publisherId: 'p1', name: 'Europe', countries: ['FR'] } },
        { type: 'PublisherSalesByRegionChanged', data: { publisherId: 'p1', enabled: true } },
        expenseCreated('x1', 'b1', 4_321),
        ...[1, 2, 3, 4, 5, 6].flatMap((n) => [
          order(`o${n}`, n % 2 ? 'us' : 'fr', line(`l${n}`, 'b1', 20 * n, 300 + n), line(`m${n}`, 'b2', 9 * n)),
          paid(`o${n}`, `2026-04-0${n + 1}`),
        ]),
        order('o7', 'us', line('l7', 'b1', 11)),
        paid('o7', '2026-04-01'),
        { type: 'OrderMarkedUnpaid', data: { orderId: 'o3' } },
        { type: 'OrderLineChanged', data: { orderId: 'o2', ...line('l2', 'b1', 31, 450) } },
        { type: 'OrderLineRemoved', data: { orderId: 'o4', lineId: 'm4' } },
        // Two returns of l5, the later-dated first: the counted facts keep them in date order.
        returnOfL5('ret1', '2026-04-09', 4),
        returnOfL5('ret2', '2026-04-08', 2),
        address('fr', 'US', 'ContactItemChanged'),
        { type: 'OrderDeleted', data: { orderId: 'o6' } },
        { type: 'RoyaltyReserveSet', data: { royaltyId: 'r1', reserve: null } },
        advance(500, ['r1']),
        payment('pay1', 'r1', 700),
        expenseCreated('x2', 'b1', 1_000),
      ),
    );
    const [live, rebuilt] = await Promise.all([migratedDatabase(), migratedDatabase()]);
    databases.push(live, rebuilt);
    await project(live, royaltiesProjection, log, 2);
    const royaltyRows = (db: Knex) => db('royalties').orderBy('id').select('*');
    const lineRows = (db: Knex) => db('royalty_sales_lines').orderBy('id').select('*');
    const expected = await royaltyRows(live);
    expect(expected).toHaveLength(2);
    expect(Number(expected[0].units)).toBeGreaterThan(100);
    expect((await lineRows(live)).filter((row) => row.accounted !== null).length).toBeGreaterThan(5);
    await rebuildWholeAndInterrupted(rebuilt, royaltiesProjection, log, 20, async () => {
      expect(await royaltyRows(rebuilt)).toEqual(expected);
      expect(await lineRows(rebuilt)).toEqual(await lineRows(live));
    });
  }, 60_000);

  it('takes the reserve held and the advance recouped off owed, as a statement would, one by one as in one batch', async () => {
    const reserve = (royaltyId: string, percent: number | null) =>
      ({
        type: 'RoyaltyReserveSet',
        data: {
          royaltyId,
          reserve:
            percent === null
              ? null
              : {
                  percentBasisPoints: percent * 100,
                  capBasisPoints: 2000,
                  release: { kind: 'full', afterPeriods: 2 },
                  allowDigital: false,
                },
        },
      }) satisfies DomainEvent;
    const advanceOfBoth = advance(12_000, ['r1', 'r2']);
    // r1 earns 100.00 (100 units at 10 %), r2 50.00; r1 holds 10 %, and both recoup a 120.00 advance.
    const events = [
      ...setup,
      royalty('r2', 'b2', null, [tier('t3', 0, 10)]),
      order('o1', 'us', line('l1', 'b1', 100), line('l2', 'b2', 50)),
      paid('o1'),
      reserve('r1', 10),
      advanceOfBoth,
      payment('pay1', 'r1', 500),
    ];
    const { db, append } = await freshLog();
    await append(...events.slice(setup.length, -3));
    expect(await figures(db)).toMatchObject({ owed: 10_000, balance: 10_000 });
    await append(reserve('r1', 10));
    expect(await figures(db)).toMatchObject({ owed: 9_000, balance: 9_000 });
    await append(advanceOfBoth, payment('pay1', 'r1', 500));
    // 90.00 + 50.00 available, 120.00 recouped in their proportion: 20.00 owed of the two.
    const owed = [await figures(db, 'r1'), await figures(db, 'r2')];
    expect(owed.map((row) => row.owed)).toEqual([1_286, 714]);
    expect(owed.map((row) => row.balance)).toEqual([786, 714]);
    const [together, oneByOne] = await Promise.all([migratedDatabase(), migratedDatabase()]);
    databases.push(together, oneByOne);
    await project(together, royaltiesProjection, storedEvents(at(...events)), 1000);
    await project(oneByOne, royaltiesProjection, storedEvents(at(...events)), 1);
    for (const other of [together, oneByOne])
      expect([await figures(other, 'r1'), await figures(other, 'r2')]).toEqual([
        await figures(db, 'r1'),
        await figures(db, 'r2'),
      ]);

    // The advance deleted and the reserve taken off: owed is what was earned again.
    await append({ type: 'AdvanceDeleted', data: { advanceId: 'a1', creatorId: 'c1' } });
    expect(await figures(db, 'r2')).toMatchObject({ owed: 5_000, balance: 5_000 });
    expect(await figures(db)).toMatchObject({ owed: 9_000, balance: 8_500 });
    await append(reserve('r1', null));
    expect(await figures(db)).toMatchObject({ owed: 10_000, balance: 9_500 });
  }, 60_000);
});
