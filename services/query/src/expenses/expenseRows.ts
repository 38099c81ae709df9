import type { ExpenseRow } from '@colophon/projector/expenses/expenses/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { ExpenseListParams, ExpenseSearchField, ExpenseSortField } from '../generated/resolvers.ts';
import { whereCreatedBetween } from '../shared/dates.ts';
import { containsPattern, foldedContains, whereNumberIs } from '../shared/lookups.ts';
import { filtersNothing, pageOf } from '../shared/paging.ts';

export type { ExpenseRow };

const sortColumns: Record<ExpenseSortField, string> = { DATE: 'expense_date', AMOUNT: 'amount_cents' };

const titleOfProduct = (db: Knex) =>
  db('products')
    .join('product_works', 'product_works.id', 'products.product_work_id')
    .where('products.id', db.ref('expenses.product_id'));

/**
 * Expenses on a format whose title contains the text: the publisher's matching formats are listed
 * once (`= any(array(…))`), so beside a notes search the two conditions are one BitmapOr of the
 * notes' trigram index and the product index, not a check of every expense. The formats are found
 * by the title each carries (kept by the catalogue projection) through its trigram index.
 */
const onTitleLike = (db: Knex, publisherId: string, pattern: string) =>
  db.raw(
    'expenses.product_id = any(array(select products.id from products where products.publisher_id = ? and products.title ilike ?))',
    [publisherId, pattern],
  );

function applySearch(
  db: Knex,
  publisherId: string,
  query: Knex.QueryBuilder,
  field: ExpenseSearchField,
  search: string,
) {
  const pattern = containsPattern(search);
  const byTitle = onTitleLike(db, publisherId, pattern);
  switch (field) {
    case 'PRODUCT_TITLE':
      return query.where(byTitle);
    case 'NOTES':
      return query.whereRaw(...foldedContains('expenses.search_admin_notes', search));
    case 'ALL':
      return query.where((any) =>
        whereNumberIs(any, 'expenses.number', search)
          .orWhereRaw(...foldedContains('expenses.search_admin_notes', search))
          .orWhere(byTitle),
      );
  }
}

/** The expenses a list shows for its search and filters, unordered. */
export function filteredExpenses(db: Knex, publisherId: string, params: ExpenseListParams | null | undefined) {
  const search = params?.search?.trim() ?? '';
  let query = db('expenses').where('expenses.publisher_id', publisherId);
  if (search) query = applySearch(db, publisherId, query, params?.searchField ?? 'ALL', search);
  if (params?.categoryId) query = query.where('expenses.category_id', params.categoryId);
  if (params?.productWorkId)
    query = query.whereExists(titleOfProduct(db).where('products.product_work_id', params.productWorkId));
  query = whereCreatedBetween(query, 'expenses.created_at', params?.createdAfter, params?.createdBefore);
  return query;
}

export async function listExpenses(
  db: Knex,
  publisherId: string,
  page: number,
  params: ExpenseListParams | null | undefined,
) {
  const direction = params?.sortDirection === 'ASC' ? 'asc' : 'desc';
  const query = filteredExpenses(db, publisherId, params);
  return pageOf<ExpenseRow>(
    query.orderBy([
      { column: `expenses.${sortColumns[params?.sortField ?? 'DATE']}`, order: direction },
      { column: 'expenses.created_at', order: direction },
      { column: 'expenses.id', order: direction },
    ]),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'expense_number_counters', publisherId) : null,
  );
}

export const findExpense = (db: Knex, publisherId: string, id: string): Promise<ExpenseRow | undefined> =>
  db('expenses').where({ publisher_id: publisherId, id }).first();
