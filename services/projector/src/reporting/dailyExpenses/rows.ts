import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const reportingExpensesTable = defineTable('reporting_expenses', {
  id: column.text(),
  publisher_id: column.text(),
  expense_date: column.text(),
  category_id: column.optional.text(),
  product_id: column.optional.text(),
  amount_cents: column.bigint(),
});

/** One row per publisher, day, category and product. */
export const expensesDailyTable = defineTable('expenses_daily', {
  publisher_id: column.text(),
  expense_date: column.text(),
  category_id: column.optional.text(),
  product_id: column.optional.text(),
  expenses: column.integer(),
  amount_cents: column.bigint(),
});
export type ExpensesDailyRow = RowOf<typeof expensesDailyTable>;
