import type { Knex } from 'knex';

import { titleCopyHandlers } from '../../catalogue/titleCopies.ts';
import type { ProjectionHandlers } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { column, defineTable } from '../../runtime/tables.ts';

/**
 * The titles of the formats expenses are for, copied onto each expense (`product_title`), so the
 * list's search by title reads the expenses alone, through their own indexes. The expenses
 * projection keeps its own copy of the titles from the catalogue events, as the royalties
 * projection does: it never waits on another projection.
 */
export const expenseFormatsTable = defineTable('expense_formats', {
  id: column.text(),
  product_work_id: column.text(),
});
export const expenseTitlesTable = defineTable('expense_titles', {
  id: column.text(),
  title: column.text(),
});

const marks = { expense: 'titleOfExpense', title: 'titleOfWork' } as const;

/** An expense whose format was set in the batch: its title is copied after it. */
export const markFormatSet = (rows: RowWrites, expenseId: string) => rows.mark(marks.expense, expenseId);

export const productTitleHandlers: ProjectionHandlers = {
  ...titleCopyHandlers('expense_titles', marks.title),
  ProductCreated: (rows, event) =>
    rows.upsert('expense_formats', { id: event.data.productId, product_work_id: event.data.productWorkId }),
};

/** An expense's title from its format, as an assignment: `update expenses set ${titleFromFormat} where …`. */
export const titleFromFormat = `product_title =
  (select t.title from expense_formats f join expense_titles t on t.id = f.product_work_id
    where f.id = expenses.product_id)`;

/**
 * Copies the titles onto the expenses whose format was set in the batch and onto every expense of
 * a title renamed in it: one statement for each kind, each through its index.
 */
export async function copyProductTitles(tx: Knex.Transaction, rows: RowWrites) {
  const idsIn = '(select jsonb_array_elements_text(?::jsonb))';
  const copy = (where: string, ids: string[]) =>
    ids.length === 0 ? null : tx.raw(`update expenses set ${titleFromFormat} where ${where}`, [JSON.stringify(ids)]);
  await copy(`expenses.id in ${idsIn}`, rows.marked(marks.expense));
  await copy(
    `expenses.product_id in (select id from expense_formats where product_work_id in ${idsIn})`,
    rows.marked(marks.title),
  );
}
