import { productsTable } from '@colophon/projector/catalogue/products/rows';
import type { ExpenseRow } from '@colophon/projector/expenses/expenses/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { ExpenseListParams, ExpenseSearchField, ExpenseSortField } from '../generated/resolvers.ts';
import { productSummaryColumns } from '../orders/loaders.ts';
import { pageWithLookupValue, primeLookupValues, primeRowsBeside, rowBeside } from '../shared/besideRows.ts';
import { whereCreatedBetween } from '../shared/dates.ts';
import type { Loaders } from '../shared/loaders.ts';
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

/** A listed expense with, when asked, its format's summary and its category's value. */
type ListedExpenseRow = ExpenseRow & { product_row?: Record<string, unknown> | null; category_value?: string | null };

/**
 * A page of expenses, and (`withLinked`) each one's format and category in the same statement, handed
 * to `productSummaryById` and `lookupValueById` so the page's fields run no statement of their own.
 */
export async function listExpenses(
  db: Knex,
  publisherId: string,
  page: number,
  params: ExpenseListParams | null | undefined,
  { loaders, withLinked }: { loaders: Pick<Loaders, 'productSummaryById' | 'lookupValueById'>; withLinked: boolean },
) {
  const direction = params?.sortDirection === 'ASC' ? 'asc' : 'desc';
  const query = filteredExpenses(db, publisherId, params);
  const order = (table: string) => [
    { column: `${table}.${sortColumns[params?.sortField ?? 'DATE']}`, order: direction },
    { column: `${table}.created_at`, order: direction },
    { column: `${table}.id`, order: direction },
  ];
  const listed = await pageOf<ListedExpenseRow>(
    query.orderBy(order('expenses')),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'expense_number_counters', publisherId) : null,
    withLinked
      ? (rows) =>
          pageWithLookupValue(db, rows, { alias: 'category', column: 'category_id', order: order('page') }, [
            rowBeside(
              db,
              {
                table: productsTable,
                alias: 'product',
                where: 'product.publisher_id = page.publisher_id and product.id = page.product_id',
                as: 'product_row',
              },
              productSummaryColumns,
            ),
          ])
      : undefined,
  );
  primeRowsBeside(loaders.productSummaryById, productsTable, listed.items, { key: 'product_id', as: 'product_row' });
  primeLookupValues(loaders.lookupValueById, listed.items, { key: 'category_id', as: 'category_value' });
  return listed;
}

export const findExpense = (db: Knex, publisherId: string, id: string): Promise<ExpenseRow | undefined> =>
  db('expenses').where({ publisher_id: publisherId, id }).first();
