import type { ProductCreatorRow, ProductRow, ProductWorkRow } from '@colophon/projector/catalogue/products/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { ProductListParams, ProductSearchField, ProductSortField } from '../generated/resolvers.ts';
import { foldedContains, isbnContains, whereNumberIs } from '../shared/lookups.ts';
import { filtersNothing, pageOf } from '../shared/paging.ts';

/** Rows of the products read model (a title, one format, a creator of it), as the resolvers receive them. */
export type { ProductCreatorRow, ProductRow, ProductWorkRow };

const sortColumns: Record<ProductSortField, string> = {
  TITLE: 'title',
  FORMAT: 'format_code',
  PUBLICATION_DATE: 'publication_date',
  RETAIL_PRICE: 'retail_price_cents',
  INVENTORY: 'inventory_quantity',
  STATUS: 'status_code',
  CREATED: 'created_at',
};

/** Formats, which carry their title's title and imprint (kept by the projection), so every filter and sort is one table's. */
const formatsWithTitles = (db: Knex, publisherId: string) =>
  db.from(db('products').where('products.publisher_id', publisherId).as('formats'));

/** The search by creator reads the names each format carries (creatorNames.ts in the projector), through its own indexes. */
function applySearch(query: Knex.QueryBuilder, field: ProductSearchField, search: string) {
  const titleMatches = foldedContains('search_title', search);
  const isbnMatches = isbnContains(search);
  const withCreator = foldedContains(
    field === 'CREATOR_PAYMENT_NAME' ? 'search_creator_payment_names' : 'search_creator_display_names',
    search,
  );
  switch (field) {
    case 'TITLE':
      return query.whereRaw(...titleMatches);
    case 'ISBN':
      return query.whereRaw(...isbnMatches);
    case 'CREATOR_DISPLAY_NAME':
    case 'CREATOR_PAYMENT_NAME':
      return query.whereRaw(...withCreator);
    case 'DEFAULT':
      return query.where((any) =>
        whereNumberIs(any, 'number', search)
          .orWhereRaw(...titleMatches)
          .orWhereRaw(...foldedContains('search_subtitle', search))
          .orWhereRaw(...isbnMatches)
          .orWhereRaw(...withCreator),
      );
  }
}

/** The formats a product list shows for its search and filters, unordered. */
export function filteredProducts(db: Knex, publisherId: string, params: ProductListParams | null | undefined) {
  const search = params?.search?.trim() ?? '';
  let query = formatsWithTitles(db, publisherId);
  if (search) query = applySearch(query, params?.searchField ?? 'DEFAULT', search);
  if (params?.imprintId) query = query.where('imprint_id', params.imprintId);
  if (params?.formatId) query = query.where('format_code', params.formatId);
  if (params?.statusId) query = query.where('status_code', params.statusId);
  if (params?.creatorId) {
    const creatorId = params.creatorId;
    query = query.whereExists(
      db('product_creators')
        .whereRaw('product_creators.product_id = formats.id')
        .where({ creator_id: creatorId })
        .select(db.raw('1')),
    );
  }
  if (params?.excludeFrozen) query = query.where('frozen', false);
  return query;
}

export function listProducts(
  db: Knex,
  publisherId: string,
  page: number,
  params: ProductListParams | null | undefined,
) {
  const query = filteredProducts(db, publisherId, params);
  const direction = params?.sortDirection === 'DESC' ? 'desc' : 'asc';
  const sortColumn = sortColumns[params?.sortField ?? 'TITLE'];
  return pageOf<ProductRow>(
    query.orderBy([
      { column: sortColumn, order: direction, nulls: 'last' },
      { column: 'created_at', order: direction },
      { column: 'id', order: direction },
    ]),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'product_number_counters', publisherId) : null,
  );
}

export const findProduct = (db: Knex, publisherId: string, id: string): Promise<ProductRow | undefined> =>
  db('products').where({ publisher_id: publisherId, id }).first();

export const findProductWork = (db: Knex, publisherId: string, id: string): Promise<ProductWorkRow | undefined> =>
  db('product_works').where({ publisher_id: publisherId, id }).first();

/** Rows of another context's read model that point at these formats. */
export async function countLinked(
  db: Knex,
  table: 'order_lines' | 'expenses' | 'royalties',
  productIds: string[],
  distinctColumn = 'id',
): Promise<number> {
  if (productIds.length === 0) return 0;
  const row = await db(table).whereIn('product_id', productIds).countDistinct({ count: distinctColumn }).first();
  return Number(row?.count ?? 0);
}
