import type { ExpenseRow } from '@colophon/projector/expenses/expenses/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { ExpenseListParams, ExpenseSearchField, ExpenseSortField } from '../generated/resolvers.ts';
import { whereCreatedBetween } from '../shared/dates.ts';
import { foldedContains, idsFound, isAmong, whereNumberIs } from '../shared/lookups.ts';
import { filtersNothing, pageOf } from '../shared/paging.ts';

export type { ExpenseRow };

const sortColumns: Record<ExpenseSortField, string> = { DATE: 'expense_date', AMOUNT: 'amount_cents' };

const titleOfProduct = (db: Knex) =>
  db('products')
    .join('product_works', 'product_works.id', 'products.product_work_id')
    .where('products.id', db.ref('expenses.product_id'));

/**
 * The publisher's formats whose title (kept on each by the catalogue projection) contains the
 * search, through its trigram index, read ahead of the list's statement (see `isAmong`); null when
 * the search does not look at titles.
 */
export async function titleMatchesAhead(
  db: Knex,
  publisherId: string,
  params: ExpenseListParams | null | undefined,
): Promise<string | null> {
  const search = params?.search?.trim() ?? '';
  if (!search || params?.searchField === 'NOTES') return null;
  const formats = db('products')
    .where('products.publisher_id', publisherId)
    .whereRaw(...foldedContains('products.search_title', search));
  return idsFound(formats, 'products.id');
}

function applySearch(query: Knex.QueryBuilder, field: ExpenseSearchField, search: string, titleMatches: string | null) {
  const byTitle = isAmong('expenses.product_id', titleMatches ?? '{}');
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

/** The expenses a list shows for its search and filters, unordered; `titleMatches` from `titleMatchesAhead`. */
export function filteredExpenses(
  db: Knex,
  publisherId: string,
  params: ExpenseListParams | null | undefined,
  titleMatches: string | null,
) {
  const search = params?.search?.trim() ?? '';
  let query = db('expenses').where('expenses.publisher_id', publisherId);
  if (search) query = applySearch(query, params?.searchField ?? 'ALL', search, titleMatches);
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
  const query = filteredExpenses(db, publisherId, params, await titleMatchesAhead(db, publisherId, params));
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
