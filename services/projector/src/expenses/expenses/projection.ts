import type { ExpenseFields } from '@colophon/events';

import { columnsOf, createdColumns, editedColumns } from '../../runtime/columns.ts';
import { defineProjection } from '../../runtime/projection.ts';
import { countRecordDeleted, nextRecordNumber, numberCounterKey } from '../../runtime/recordNumbers.ts';
import { copyProductTitles, markFormatSet, productTitleHandlers } from './productTitles.ts';

const expenseColumnOf: Record<keyof ExpenseFields, string> = {
  productId: 'product_id',
  categoryId: 'category_id',
  amountCents: 'amount_cents',
  expenseDate: 'expense_date',
  adminNotes: 'admin_notes',
};

export const expensesProjection = defineProjection({
  name: 'expenses',
  // Money and stock: stop at an event it cannot apply rather than make every later figure wrong.
  onFailure: 'stop',
  tables: ['expenses', 'expense_number_counters', 'expense_formats', 'expense_titles'],
  listOrder: { expenses: 'publisher_id, expense_date, id' },
  keys: { expense_number_counters: numberCounterKey },
  handlers: {
    ...productTitleHandlers,
    ExpenseCreated: async (rows, event) => {
      const { expenseId, publisherId, ...fields } = event.data;
      rows.upsert('expenses', {
        id: expenseId,
        publisher_id: publisherId,
        number: await nextRecordNumber(rows, 'expense_number_counters', publisherId),
        ...columnsOf(expenseColumnOf, fields),
        ...createdColumns(event),
      });
      if (fields.productId) markFormatSet(rows, expenseId);
    },
    ExpenseUpdated: (rows, event) => {
      rows.update('expenses', event.data.expenseId, {
        ...columnsOf(expenseColumnOf, event.data.changes),
        ...editedColumns(event),
      });
      if ('productId' in event.data.changes) markFormatSet(rows, event.data.expenseId);
    },
    ExpenseDeleted: async (rows, event) => {
      await countRecordDeleted(rows, 'expense_number_counters', event, 'expenses', event.data.expenseId);
      rows.delete('expenses', event.data.expenseId);
    },
  },
  afterBatch: copyProductTitles,
});
