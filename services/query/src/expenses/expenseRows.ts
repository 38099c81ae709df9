import type { ExpenseRow } from '@colophon/projector/expenses/expenses/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { ExpenseListParams, ExpenseSearchField, ExpenseSortField } from '../generated/resolvers.ts';
import { whereCreatedBetween } from '../shared/dates.ts';
import { foldedContains, whereNumberIs } from '../shared/lookups.ts';
import { filtersNothing, pageOf } from '../shared/paging.ts';

export type { ExpenseRow };

const sortColumns: Record<ExpenseSortField, string> = { DATE: 'expense_date', AMOUNT: 'amount_cents' };

const titleOfProduct = (db: Knex) =>
  db('products')
    .join('product_works', 'product_works.id', 'products.product_work_id')
    .where('products.id', db.ref('expenses.product_id'));

/** The search by title reads the title each expense carries (productTitles.ts in the projector), through its own indexes. */
function applySearch(query: Knex.QueryBuilder, field: ExpenseSearchField, search: string) {
  const byTitle = foldedContains('expenses.search_product_title', search);
  switch (field) {
    case 'PRODUCT_TITLE':
      return query.whereRaw(...byTitle);
    case 'NOTES':
      return query.whereRaw(...foldedContains('expenses.search_admin_notes', search));
    case 'ALL':
      return query.where((any) =>
        whereNumberIs(any, 'expenses.number', search)
          .orWhereRaw(...foldedContains('expenses.search_admin_notes', search))
          .orWhereRaw(...byTitle),
      );
  }
}

/** The expenses a list shows for its search and filters, unordered. */
export function filteredExpenses(db: Knex, publisherId: string, params: ExpenseListParams | null | undefined) {
  const search = params?.search?.trim() ?? '';
  let query = db('expenses').where('expenses.publisher_id', publisherId);
  if (search) query = applySearch(query, params?.searchField ?? 'ALL', search);
  if (params?.categoryId) query = query.where('expenses.category_id', params.categoryId);
  if (params?.productWorkId)
    query = query.whereExists(titleOfProduct(db).where('products.product_work_id', params.productWorkId));
  query = whereCreatedBetween(query, 'expenses.created_at', params?.createdAfter, params?.createdBefore);
  return query;
}

export function listExpenses(
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
