import type { ExpenseFields } from '@colophon/events';
import { columnsOf, createdColumns, editedColumns } from '../runtime/columns.ts';
import { defineProjection } from '../runtime/projection.ts';

const expenseColumnOf: Record<keyof ExpenseFields, string> = {
  productId: 'product_id',
  categoryId: 'category_id',
  amountCents: 'amount_cents',
  expenseDate: 'expense_date',
  adminNotes: 'admin_notes',
};

export const expensesProjection = defineProjection({
  name: 'expenses',
  tables: ['expenses'],
  handlers: {
    ExpenseCreated: async (tx, event) => {
      const { expenseId, publisherId, ...fields } = event.data;
      await tx('expenses')
        .insert({
          id: expenseId,
          publisher_id: publisherId,
          ...columnsOf(expenseColumnOf, fields),
          ...createdColumns(event),
        })
        .onConflict('id')
        .ignore();
    },
    ExpenseUpdated: async (tx, event) => {
      await tx('expenses')
        .where({ id: event.data.expenseId })
        .update({ ...columnsOf(expenseColumnOf, event.data.changes), ...editedColumns(event) });
    },
    ExpenseDeleted: async (tx, event) => {
      await tx('expenses').where({ id: event.data.expenseId }).delete();
    },
  },
});
