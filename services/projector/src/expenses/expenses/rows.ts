import { numberCounterTable } from '../../runtime/recordNumbers.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const expensesTable = defineTable('expenses', {
  id: column.text(),
  publisher_id: column.text(),
  /** The short number staff read out (#1042): sequential per publisher, see recordNumbers.ts. */
  number: column.integer(),
  product_id: column.optional.text(),
  category_id: column.optional.text(),
  amount_cents: column.bigint(),
  expense_date: column.text(),
  admin_notes: column.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** The notes case-folded by the table for the list's search (see foldedSearchColumnsMigration). */
  search_admin_notes: column.optional.text(),
  /** Its format's title (productTitles.ts), and case-folded by the table. */
  product_title: column.optional.text(),
  search_product_title: column.optional.text(),
});
export type ExpenseRow = RowOf<typeof expensesTable>;

export const expenseNumberCountersTable = numberCounterTable('expense_number_counters');
