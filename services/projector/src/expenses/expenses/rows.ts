import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const expensesTable = defineTable('expenses', {
  id: column.text(),
  publisher_id: column.text(),
  product_id: column.optional.text(),
  category_id: column.optional.text(),
  amount_cents: column.bigint(),
  expense_date: column.text(),
  admin_notes: column.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
});
export type ExpenseRow = RowOf<typeof expensesTable>;
