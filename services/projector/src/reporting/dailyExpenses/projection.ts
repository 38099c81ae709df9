import type { Knex } from 'knex';

import { defineProjection } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';

/** A publisher's day, as a mark: the days whose sums the batch must compute again. */
const dayKey = (publisherId: string, date: string) => JSON.stringify([publisherId, date]);

/** An expense's publisher and date as they stand before this event (an edit may move its date). */
async function markDayBefore(rows: RowWrites, expenseId: string) {
  const before = await rows.inTransaction((tx) =>
    tx('reporting_expenses').where({ id: expenseId }).first('publisher_id', 'expense_date'),
  );
  if (before) rows.mark('day', dayKey(before.publisher_id, before.expense_date));
  rows.mark('expense', expenseId);
}

/** Deletes and sums again every publisher's day the batch touched: before and after each edit. */
async function sumTouchedDays(tx: Knex.Transaction, rows: RowWrites) {
  const days = rows.marked('day').map((key) => JSON.parse(key) as [string, string]);
  const expenseIds = rows.marked('expense');
  if (days.length + expenseIds.length === 0) return;
  const touchedDays = `touched as (
    select d->>0 as publisher_id, d->>1 as expense_date from jsonb_array_elements(?::jsonb) d
    union
    select publisher_id, expense_date from reporting_expenses where id in (select jsonb_array_elements_text(?::jsonb)))`;
  const bindings = [JSON.stringify(days), JSON.stringify(expenseIds)];
  await tx.raw(
    `with ${touchedDays} delete from expenses_daily e using touched t
      where e.publisher_id = t.publisher_id and e.expense_date = t.expense_date`,
    bindings,
  );
  await tx.raw(
    `with ${touchedDays}
     insert into expenses_daily (publisher_id, expense_date, category_id, product_id, expenses, amount_cents)
     select e.publisher_id, e.expense_date, e.category_id, e.product_id, count(*), sum(e.amount_cents)
       from touched t
       join reporting_expenses e on e.publisher_id = t.publisher_id and e.expense_date = t.expense_date
      group by 1, 2, 3, 4`,
    bindings,
  );
}

export const dailyExpensesProjection = defineProjection({
  name: 'dailyExpenses',
  onFailure: 'stop',
  tables: ['reporting_expenses', 'expenses_daily'],
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
  },
  afterBatch: sumTouchedDays,
});
