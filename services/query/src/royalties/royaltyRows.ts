import { productsTable, productWorksTable } from '@colophon/projector/catalogue/products/rows';
import { creatorsTable } from '@colophon/projector/contacts/creators/rows';
import { royaltiesTable, type RoyaltyPaymentRow, type RoyaltyRow } from '@colophon/projector/royalties/royalties/rows';
import type { Knex } from 'knex';

import type {
  RoyaltyListParams,
  RoyaltyPaymentListParams,
  RoyaltyPaymentSearchField,
  RoyaltySearchField,
} from '../generated/resolvers.ts';
import { pageWithLookupValue, primeLookupValues, primeRowsBeside, rowBeside } from '../shared/besideRows.ts';
import type { Loaders } from '../shared/loaders.ts';
import { containsPattern } from '../shared/lookups.ts';
import { pageOf } from '../shared/paging.ts';

export type { RoyaltyPaymentRow, RoyaltyRow };

/** ISBNs match however they were hyphenated or spaced. */
const isbnMatch = (column: string, search: string) =>
  [`replace(replace(${column}, '-', ''), ' ', '') ilike ?`, [containsPattern(search.replace(/[\s-]/g, ''))]] as const;

/** Royalties, which carry the names the list searches and sorts by (kept by the projection): one table. */
const royaltiesWithNames = (db: Knex, publisherId: string) =>
  db.from(db('royalties').where('royalties.publisher_id', publisherId).as('royalties'));

function applySearch(query: Knex.QueryBuilder, field: RoyaltySearchField, search: string) {
  const pattern = containsPattern(search);
  const [isbnSql, isbnBindings] = isbnMatch('isbn', search);
  switch (field) {
    case 'PRODUCT_TITLE':
      return query.whereILike('title', pattern);
    case 'ISBN':
      return query.whereRaw(isbnSql, isbnBindings);
    case 'CREATOR_DISPLAY_NAME':
      return query.whereILike('display_name', pattern);
    case 'CREATOR_PAYMENT_NAME':
      return query.whereILike('payment_name', pattern);
    case 'ALL':
      return query.where((any) =>
        any
          .where('id', search)
          .orWhereILike('title', pattern)
          .orWhereRaw(isbnSql, isbnBindings)
          .orWhereILike('display_name', pattern)
          .orWhereILike('payment_name', pattern),
      );
  }
}

/** The royalties a list shows for its search and filters, unordered. */
export function filteredRoyalties(db: Knex, publisherId: string, params: RoyaltyListParams | null | undefined) {
  const search = params?.search?.trim() ?? '';
  let query = royaltiesWithNames(db, publisherId);
  if (search) query = applySearch(query, params?.searchField ?? 'ALL', search);
  if (params?.paymentTypeId) query = query.where('payment_type_id', params.paymentTypeId);
  if (params?.productWorkId) query = query.where('product_work_id', params.productWorkId);
  if (params?.productId) query = query.where('product_id', params.productId);
  if (params?.creatorId) query = query.where('creator_id', params.creatorId);
  return query;
}

/** The rows a royalties or payments page selects beside its own when asked: the royalty's format, title and creator. */
interface RoyaltyLinkedRows {
  product_row?: Record<string, unknown> | null;
  product_work_row?: Record<string, unknown> | null;
  creator_row?: Record<string, unknown> | null;
}

/**
 * The format, title (`withProducts`) and creator (`withCreators`) of each royalty a page names, as
 * json beside its rows; `productId` and `creatorId` are expressions over the page's row.
 */
function royaltyLinkedRows(
  db: Knex,
  { productId, creatorId }: { productId: string; creatorId: string },
  { withProducts, withCreators }: RoyaltyLinks,
) {
  const product = rowBeside(db, {
    table: productsTable,
    alias: 'product',
    where: `product.publisher_id = page.publisher_id and product.id = ${productId}`,
    as: 'product_row',
  });
  const work = rowBeside(db, {
    table: productWorksTable,
    alias: 'work',
    where: `work.publisher_id = page.publisher_id
            and work.id = (select product_work_id from products where products.id = ${productId})`,
    as: 'product_work_row',
  });
  const creator = rowBeside(db, {
    table: creatorsTable,
    alias: 'creator',
    where: `creator.publisher_id = page.publisher_id and creator.id = ${creatorId}`,
    as: 'creator_row',
  });
  return [...(withProducts ? [product, work] : []), ...(withCreators ? [creator] : [])];
}

/** Hands the loaders the rows a page selected beside its own (`royaltyLinkedRows`). */
function primeRoyaltyLinkedRows(loaders: RoyaltyLinks['loaders'], items: readonly RoyaltyLinkedRows[]) {
  primeRowsBeside(loaders.productById, productsTable, items, { as: 'product_row' });
  primeRowsBeside(loaders.productWorkById, productWorksTable, items, { as: 'product_work_row' });
  primeRowsBeside(loaders.creatorById, creatorsTable, items, { as: 'creator_row' });
}

/** What a royalties or payments page selects beside its rows, as its query asks. */
export interface RoyaltyLinks {
  loaders: Pick<Loaders, 'productById' | 'productWorkById' | 'creatorById' | 'royaltyById' | 'lookupValueById'>;
  withProducts: boolean;
  withCreators: boolean;
}

/** A page of royalties, and each one's format, title and creator as asked, in one statement. */
export async function listRoyalties(
  db: Knex,
  publisherId: string,
  page: number,
  params: RoyaltyListParams | null | undefined,
  links: RoyaltyLinks,
) {
  const linked = royaltyLinkedRows(db, { productId: 'page.product_id', creatorId: 'page.creator_id' }, links);
  const listed = await pageOf<RoyaltyRow & RoyaltyLinkedRows>(
    filteredRoyalties(db, publisherId, params).orderBy([
      { column: 'title' },
      { column: 'display_name' },
      { column: 'id' },
    ]),
    page,
    null,
    linked.length ? (rows) => db.from(rows.as('page')).select('page.*', ...linked) : undefined,
  );
  primeRoyaltyLinkedRows(links.loaders, listed.items);
  return listed;
}

export const findRoyalty = (db: Knex, publisherId: string, id: string): Promise<RoyaltyRow | undefined> =>
  db('royalties').where({ publisher_id: publisherId, id }).first();

/** Payments, which carry their royalty's creator and names (kept by the projection): one table. */
const paymentsWithNames = (db: Knex, publisherId: string) =>
  db.from(db('royalty_payments').where('royalty_payments.publisher_id', publisherId).as('payments'));

function applyPaymentSearch(query: Knex.QueryBuilder, field: RoyaltyPaymentSearchField, search: string) {
  const pattern = containsPattern(search);
  switch (field) {
    case 'ROYALTY_ID':
      return query.where('royalty_id', search);
    case 'PRODUCT_TITLE':
      return query.whereILike('title', pattern);
    case 'CREATOR':
      return query.where((any) => any.whereILike('display_name', pattern).orWhereILike('payment_name', pattern));
    case 'ALL':
      return query.where((any) =>
        any
          .where('id', search)
          .orWhere('royalty_id', search)
          .orWhereILike('title', pattern)
          .orWhereILike('display_name', pattern)
          .orWhereILike('payment_name', pattern),
      );
  }
}

export function filteredRoyaltyPayments(
  db: Knex,
  publisherId: string,
  params: RoyaltyPaymentListParams | null | undefined,
) {
  const search = params?.search?.trim() ?? '';
  let query = paymentsWithNames(db, publisherId);
  if (search) query = applyPaymentSearch(query, params?.searchField ?? 'ALL', search);
  if (params?.methodId) query = query.where('method_id', params.methodId);
  if (params?.royaltyId) query = query.where('royalty_id', params.royaltyId);
  if (params?.creatorId) query = query.where('creator_id', params.creatorId);
  return query;
}

/** A listed payment with, when asked, its royalty's row (and that royalty's format, title and creator) and its method's value. */
type ListedPaymentRow = RoyaltyPaymentRow &
  RoyaltyLinkedRows & { royalty_row?: Record<string, unknown> | null; method_value?: string | null };

/**
 * A page of payments, and (`withRoyalties`) each one's royalty with its format, title and creator as
 * asked, and (`withMethods`) its method's value, in one statement.
 */
export async function listRoyaltyPayments(
  db: Knex,
  publisherId: string,
  page: number,
  params: RoyaltyPaymentListParams | null | undefined,
  { withRoyalties, withMethods, ...links }: RoyaltyLinks & { withRoyalties: boolean; withMethods: boolean },
) {
  const order = (table: string) => [
    { column: `${table}.sent_date`, order: 'desc' },
    { column: `${table}.created_at`, order: 'desc' },
    { column: `${table}.id`, order: 'desc' },
  ];
  const royalty = rowBeside(db, {
    table: royaltiesTable,
    alias: 'royalty',
    where: 'royalty.publisher_id = page.publisher_id and royalty.id = page.royalty_id',
    as: 'royalty_row',
  });
  const linked = withRoyalties
    ? [
        royalty,
        ...royaltyLinkedRows(
          db,
          {
            productId: '(select product_id from royalties where royalties.id = page.royalty_id)',
            creatorId: 'page.creator_id',
          },
          links,
        ),
      ]
    : [];
  const listed = await pageOf<ListedPaymentRow>(
    filteredRoyaltyPayments(db, publisherId, params).orderBy(order('payments')),
    page,
    null,
    linked.length || withMethods
      ? (rows) =>
          withMethods
            ? pageWithLookupValue(db, rows, { alias: 'method', column: 'method_id', order: order('page') }, linked)
            : db.from(rows.as('page')).select('page.*', ...linked)
      : undefined,
  );
  primeRowsBeside(links.loaders.royaltyById, royaltiesTable, listed.items, { key: 'royalty_id', as: 'royalty_row' });
  primeRoyaltyLinkedRows(links.loaders, listed.items);
  primeLookupValues(links.loaders.lookupValueById, listed.items, { key: 'method_id', as: 'method_value' });
  return listed;
}

export const findRoyaltyPayment = (db: Knex, publisherId: string, id: string): Promise<RoyaltyPaymentRow | undefined> =>
  db('royalty_payments').where({ publisher_id: publisherId, id }).first();
