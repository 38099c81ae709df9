import type { Knex } from 'knex';

import type { BatchMode } from '../../runtime/projection.ts';
import { defineProjection } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { salesRollup } from '../dailySales/rows.ts';
import { refillProductRollupAtRebuildEnd } from '../productRollup.ts';
import { addChangesSql, changesCte, dropEmptyRows, sumAllAgain } from '../rollup.ts';
import { dailyExpensesTables, expensesRollup, royaltyPaymentsCategory } from './rows.ts';

/** A publisher's day, as a mark: the days whose sums the batch must compute again. */
const dayKey = (publisherId: string, date: string) => JSON.stringify([publisherId, date]);

/** An expense's (or royalty payment's) publisher and date before this event (an edit may move its date). */
async function markDayBefore(rows: RowWrites, expenseId: string) {
  const before = await rows.inTransaction((tx) =>
    tx('reporting_expenses').where({ id: expenseId }).first('publisher_id', 'expense_date'),
  );
  if (before) rows.mark('day', dayKey(before.publisher_id, before.expense_date));
  rows.mark('expense', expenseId);
}

/**
 * Inserts into `expenses_daily` the sums of the expenses `expenses` (a query of `reporting_expenses`
 * rows) by daily key. A royalty payment counts for its royalty's product.
 */
const insertDailyExpenses = (expenses: string) => `
    insert into expenses_daily (publisher_id, expense_date, category_id, product_id, expenses, amount_cents)
    select e.publisher_id, e.expense_date, e.category_id, coalesce(e.product_id, r.product_id), count(*),
           sum(e.amount_cents)
      from (${expenses}) e
      left join reporting_royalties r on r.id = e.royalty_id
     group by 1, 2, 3, 4`;

/**
 * Deletes the daily rows of the publisher × days of CTE `touched` and inserts their sums again; the
 * roll-up moves by the difference between the rows deleted and those inserted.
 */
async function sumDaysAgain(tx: Knex.Transaction, touched: string, parameters: string[]) {
  const removed = `removed as (
    delete from expenses_daily e using touched t
     where e.publisher_id = t.publisher_id and e.expense_date = t.expense_date
    returning e.*)`;
  const added = `added as (${insertDailyExpenses(`
    select e.* from touched t
      join reporting_expenses e on e.publisher_id = t.publisher_id and e.expense_date = t.expense_date`)}
    returning *)`;
  await tx.raw(addChangesSql(expensesRollup, [touched, removed, added, changesCte].join(',\n')), parameters);
  await dropEmptyRows(tx, expensesRollup);
}

/** Every publisher's day the batch touched, before and after each edit, summed again. */
async function sumTouchedDays(tx: Knex.Transaction, rows: RowWrites, { rebuilding }: BatchMode) {
  if (rebuilding) return; // summed once, from all the rows, at the end (sumAllDays)
  const days = rows.marked('day').map((key) => JSON.parse(key) as [string, string]);
  const expenseIds = rows.marked('expense');
  if (days.length + expenseIds.length === 0) return;
  const touched = `touched as (
    select d->>0 as publisher_id, d->>1 as expense_date from jsonb_array_elements(?::jsonb) d
    union
    select publisher_id, expense_date from reporting_expenses where id in (select jsonb_array_elements_text(?::jsonb)))`;
  await sumDaysAgain(tx, touched, [JSON.stringify(days), JSON.stringify(expenseIds)]);
}

/** Every day with expenses: a rebuild's daily rows and roll-up, summed once at its end, then the product roll-up. */
async function sumAllDays(tx: Knex.Transaction) {
  await sumAllAgain(tx, expensesRollup, insertDailyExpenses('select * from reporting_expenses'));
  await refillProductRollupAtRebuildEnd(tx, [salesRollup, expensesRollup], 'dailySales');
}

export const dailyExpensesProjection = defineProjection({
  name: 'dailyExpenses',
  onFailure: 'stop',
  tables: dailyExpensesTables,
  handlers: {
    ExpenseCreated: (rows, event) => {
      const { expenseId, publisherId, productId, categoryId, amountCents, expenseDate } = event.data;
      rows.upsert('reporting_expenses', {
        id: expenseId,
        publisher_id: publisherId,
        expense_date: expenseDate,
        category_id: categoryId,
        product_id: productId,
        amount_cents: amountCents,
      });
      rows.mark('expense', expenseId);
    },
    ExpenseUpdated: async (rows, event) => {
      const { productId, categoryId, amountCents, expenseDate } = event.data.changes;
      if (expenseDate !== undefined) await markDayBefore(rows, event.data.expenseId);
      rows.update('reporting_expenses', event.data.expenseId, {
        expense_date: expenseDate,
        category_id: categoryId,
        product_id: productId,
        amount_cents: amountCents,
      });
      rows.mark('expense', event.data.expenseId);
    },
    ExpenseDeleted: async (rows, event) => {
      await markDayBefore(rows, event.data.expenseId);
      rows.delete('reporting_expenses', event.data.expenseId);
    },
    // Royalty payments are costs of the royalty's product, on the day they were sent.
    RoyaltyCreated: (rows, event) => {
      rows.upsert('reporting_royalties', { id: event.data.royaltyId, product_id: event.data.productId });
    },
    RoyaltyDeleted: (rows, event) => rows.delete('reporting_royalties', event.data.royaltyId),
    RoyaltyPaymentRecorded: (rows, event) => {
      const { paymentId, royaltyId, publisherId, amountCents, sentDate } = event.data;
      rows.upsert('reporting_expenses', {
        id: paymentId,
        publisher_id: publisherId,
        expense_date: sentDate,
        category_id: royaltyPaymentsCategory,
        product_id: null,
        royalty_id: royaltyId,
        amount_cents: amountCents,
      });
      rows.mark('expense', paymentId);
    },
    RoyaltyPaymentChanged: async (rows, event) => {
      const { amountCents, sentDate } = event.data.changes;
      if (sentDate !== undefined) await markDayBefore(rows, event.data.paymentId);
      rows.update('reporting_expenses', event.data.paymentId, { expense_date: sentDate, amount_cents: amountCents });
      rows.mark('expense', event.data.paymentId);
    },
    RoyaltyPaymentDeleted: async (rows, event) => {
      await markDayBefore(rows, event.data.paymentId);
      rows.delete('reporting_expenses', event.data.paymentId);
    },
  },
  afterBatch: sumTouchedDays,
  afterRebuild: sumAllDays,
});
