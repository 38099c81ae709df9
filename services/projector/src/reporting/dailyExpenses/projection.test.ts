import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { migratedDatabase, project, rebuild, storedEvents, type TimedEvent } from '../../runtime/projectForTest.ts';
import { salesRollup } from '../dailySales/rows.ts';
import { productRollupOfDaily, productRollupRows, rollupOfDaily, rollupRows } from '../rollupForTest.ts';
import { dailyExpensesProjection } from './projection.ts';
import { expensesRollup } from './rows.ts';

const created = (
  expenseId: string,
  expenseDate: string,
  categoryId: string | null,
  productId: string | null,
  amountCents: number,
) =>
  ({
    type: 'ExpenseCreated',
    data: { expenseId, publisherId: 'p1', productId, categoryId, amountCents, expenseDate, adminNotes: '' },
  }) satisfies DomainEvent;

const events: DomainEvent[] = [
  created('e1', '2026-03-31', 'print', 'pb', 10_000),
  created('e2', '2026-03-31', 'print', 'pb', 2_550),
  created('e3', '2026-03-31', 'ads', null, 4_000),
  created('e4', '2026-04-01', 'ads', null, 1_000),
  // e2 moves to the next day; e3 is deleted; e4 changes category.
  { type: 'ExpenseUpdated', data: { expenseId: 'e2', changes: { expenseDate: '2026-04-01' } } },
  { type: 'ExpenseDeleted', data: { expenseId: 'e3' } },
  { type: 'ExpenseUpdated', data: { expenseId: 'e4', changes: { categoryId: 'print', amountCents: 1_500 } } },
];
const history: TimedEvent[] = events.map((event) => ({
  event,
  streamId: 'expenses',
  occurredAt: '2026-04-02T00:00:00Z',
}));

const expensesRows = (db: Knex) =>
  db('expenses_daily')
    .orderBy(['expense_date', 'category_id', 'product_id'])
    .select('expense_date', 'category_id', 'product_id', 'expenses', db.raw('amount_cents::int as amount'));

describe('daily expenses read model', () => {
  const databases: Knex[] = [];
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it.each([1, 3, 1000])(
    'sums each day by category and product, after edits and deletions, in batches of %i',
    async (size) => {
      const db = await migratedDatabase();
      databases.push(db);
      await project(db, dailyExpensesProjection, storedEvents(history), size);
      expect(await expensesRows(db)).toEqual([
        { expense_date: '2026-03-31', category_id: 'print', product_id: 'pb', expenses: 1, amount: 10_000 },
        { expense_date: '2026-04-01', category_id: 'print', product_id: 'pb', expenses: 1, amount: 2_550 },
        { expense_date: '2026-04-01', category_id: 'print', product_id: null, expenses: 1, amount: 1_500 },
      ]);
      const rollup = await rollupRows(db, expensesRollup);
      expect(rollup).toEqual(await rollupOfDaily(db, expensesRollup));
      // Each product's expenses moved into product_rollup as well (a company expense has no product).
      expect(await productRollupRows(db)).toEqual(await productRollupOfDaily(db, [salesRollup, expensesRollup]));
      expect((await productRollupRows(db)).filter((row) => row.grain === 'month')).toMatchObject([
        { product_id: 'pb', period: '2026-03', expenses: 1, expense_cents: 10_000, paid_rows: 0 },
        { product_id: 'pb', period: '2026-04', expenses: 1, expense_cents: 2_550, paid_rows: 0 },
      ]);
      // e3 (ads) is deleted and e4 moved to printing: no ads row is left, at any grain.
      expect(rollup.filter((row) => row.dimension === 'category' && row.grain === 'month')).toMatchObject([
        { key: 'print', period: '2026-03', expenses: 1, amount_cents: 10_000 },
        { key: 'print', period: '2026-04', expenses: 2, amount_cents: 4_050 },
      ]);
      expect(rollup.filter((row) => row.dimension === 'product' && row.grain === 'all')).toMatchObject([
        { key: null, expenses: 1, amount_cents: 1_500 },
        { key: 'pb', expenses: 2, amount_cents: 12_550 },
      ]);
    },
    60_000,
  );

  it("counts royalty payments as expenses of the royalty's product on their sent date", async () => {
    const db = await migratedDatabase();
    databases.push(db);
    const payment = (paymentId: string, sentDate: string, amountCents: number) =>
      ({
        type: 'RoyaltyPaymentRecorded',
        data: { paymentId, royaltyId: 'r1', publisherId: 'p1', amountCents, methodId: 'check', sentDate },
      }) satisfies DomainEvent;
    const royaltyEvents: DomainEvent[] = [
      {
        type: 'RoyaltyCreated',
        data: {
          royaltyId: 'r1',
          publisherId: 'p1',
          creatorId: 'c1',
          productId: 'pb',
          regionId: null,
          tiers: [],
          adminNotes: '',
        },
      },
      payment('rp1', '2026-03-31', 5_000),
      payment('rp2', '2026-03-31', 700),
      payment('rp3', '2026-04-01', 300),
      // rp1 moves to the next quarter's first day with a new amount; rp2 is deleted.
      {
        type: 'RoyaltyPaymentChanged',
        data: { paymentId: 'rp1', royaltyId: 'r1', changes: { sentDate: '2026-04-01', amountCents: 4_000 } },
      },
      { type: 'RoyaltyPaymentDeleted', data: { paymentId: 'rp2', royaltyId: 'r1' } },
    ];
    const timed = royaltyEvents.map((event) => ({ event, streamId: 'royalty-r1', occurredAt: '2026-04-02T00:00:00Z' }));
    await project(db, dailyExpensesProjection, storedEvents([...history, ...timed]), 2);
    expect(await expensesRows(db)).toEqual([
      { expense_date: '2026-03-31', category_id: 'print', product_id: 'pb', expenses: 1, amount: 10_000 },
      { expense_date: '2026-04-01', category_id: 'print', product_id: 'pb', expenses: 1, amount: 2_550 },
      { expense_date: '2026-04-01', category_id: 'print', product_id: null, expenses: 1, amount: 1_500 },
      { expense_date: '2026-04-01', category_id: 'royalties', product_id: 'pb', expenses: 2, amount: 4_300 },
    ]);
    expect(await rollupRows(db, expensesRollup)).toEqual(await rollupOfDaily(db, expensesRollup));
  }, 60_000);
  it('leaves the same days and roll-up when rebuilt (summed once at the end), also when the rebuild is interrupted', async () => {
    const [live, rebuilt] = [await migratedDatabase(), await migratedDatabase()];
    databases.push(live, rebuilt);
    const log = storedEvents(history);
    await project(live, dailyExpensesProjection, log, 1);
    const expected = await expensesRows(live);
    expect(expected).toHaveLength(3);
    // A rebuild empties the read model first: the same database serves the whole and the interrupted one.
    for (const interruptedAfter of [undefined, 5]) {
      await rebuild(rebuilt, dailyExpensesProjection, log, 2, interruptedAfter);
      expect(await expensesRows(rebuilt)).toEqual(expected);
      expect(await rollupRows(rebuilt, expensesRollup)).toEqual(await rollupRows(live, expensesRollup));
      expect(await productRollupRows(rebuilt)).toEqual(await productRollupRows(live));
    }
  }, 60_000);
});
