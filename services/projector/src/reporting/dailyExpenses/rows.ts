import { column, defineTable, type RowOf } from '../../runtime/tables.ts';
import { type Rollup, rollupKeyColumns } from '../rollup.ts';

/**
 * The category a royalty payment is summed under: reports count royalty payments as expenses of
 * their royalty's product, on their sent date. Not a lookup value (those ids are UUIDs).
 */
export const royaltyPaymentsCategory = 'royalties';

/** Expenses and royalty payments (`royalty_id` set, product from the royalty). */
export const reportingExpensesTable = defineTable('reporting_expenses', {
  id: column.text(),
  publisher_id: column.text(),
  expense_date: column.text(),
  category_id: column.optional.text(),
  product_id: column.optional.text(),
  royalty_id: column.optional.text(),
  amount_cents: column.bigint(),
});

/** Each royalty's product, for its payments. */
export const reportingRoyaltiesTable = defineTable('reporting_royalties', {
  id: column.text(),
  product_id: column.text(),
});

/** One row per publisher, day, category (`royalties` for royalty payments) and product. */
export const expensesDailyTable = defineTable('expenses_daily', {
  publisher_id: column.text(),
  expense_date: column.text(),
  category_id: column.optional.text(),
  product_id: column.optional.text(),
  expenses: column.integer(),
  amount_cents: column.bigint(),
});
export type ExpensesDailyRow = RowOf<typeof expensesDailyTable>;

/** `expenses_daily` summed by period and by category or product (see `Rollup`). */
export const expensesRollup = {
  table: 'expenses_rollup',
  dailyTable: 'expenses_daily',
  dateColumn: 'expense_date',
  dimensions: { category: 'category_id', product: 'product_id' },
  measures: { expenses: 'c.expenses', amount_cents: 'c.amount_cents' },
  presence: ['expenses'],
  productColumns: { expenses: 'expenses', expense_cents: 'amount_cents' },
} satisfies Rollup;

export const expensesRollupTable = defineTable('expenses_rollup', {
  ...rollupKeyColumns<keyof typeof expensesRollup.dimensions>(),
  expenses: column.bigint(),
  amount_cents: column.bigint(),
});

export const dailyExpensesTables = [
  'reporting_expenses',
  'reporting_royalties',
  'expenses_daily',
  'expenses_rollup',
] as const;
