import type { RoyaltyPaymentRow, RoyaltyRow } from '@colophon/projector/royalties/royalties/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type {
  RoyaltyListParams,
  RoyaltyPaymentListParams,
  RoyaltyPaymentSearchField,
  RoyaltySearchField,
} from '../generated/resolvers.ts';
import { foldedContains, isbnContains } from '../shared/lookups.ts';
import { filtersNothing, pageOf } from '../shared/paging.ts';

export type { RoyaltyPaymentRow, RoyaltyRow };

/** Royalties, which carry the names the list searches and sorts by (kept by the projection): one table. */
const royaltiesWithNames = (db: Knex, publisherId: string) =>
  db.from(db('royalties').where('royalties.publisher_id', publisherId).as('royalties'));

function applySearch(query: Knex.QueryBuilder, field: RoyaltySearchField, search: string) {
  const titleMatches = foldedContains('search_title', search);
  const isbnMatches = isbnContains(search);
  const displayNameMatches = foldedContains('search_display_name', search);
  const paymentNameMatches = foldedContains('search_payment_name', search);
  switch (field) {
    case 'PRODUCT_TITLE':
      return query.whereRaw(...titleMatches);
    case 'ISBN':
      return query.whereRaw(...isbnMatches);
    case 'CREATOR_DISPLAY_NAME':
      return query.whereRaw(...displayNameMatches);
    case 'CREATOR_PAYMENT_NAME':
      return query.whereRaw(...paymentNameMatches);
    case 'ALL':
      return query.where((any) =>
        any
          .where('id', search)
          .orWhereRaw(...titleMatches)
          .orWhereRaw(...isbnMatches)
          .orWhereRaw(...displayNameMatches)
          .orWhereRaw(...paymentNameMatches),
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

export const listRoyalties = (
  db: Knex,
  publisherId: string,
  page: number,
  params: RoyaltyListParams | null | undefined,
) =>
  pageOf<RoyaltyRow>(
    filteredRoyalties(db, publisherId, params).orderBy([
      { column: 'title' },
      { column: 'display_name' },
      { column: 'id' },
    ]),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'royalty_counters', publisherId) : null,
  );

export const findRoyalty = (db: Knex, publisherId: string, id: string): Promise<RoyaltyRow | undefined> =>
  db('royalties').where({ publisher_id: publisherId, id }).first();

/** Payments, which carry their royalty's creator and names (kept by the projection): one table. */
const paymentsWithNames = (db: Knex, publisherId: string) =>
  db.from(db('royalty_payments').where('royalty_payments.publisher_id', publisherId).as('payments'));

function applyPaymentSearch(query: Knex.QueryBuilder, field: RoyaltyPaymentSearchField, search: string) {
  const titleMatches = foldedContains('search_title', search);
  const displayNameMatches = foldedContains('search_display_name', search);
  const paymentNameMatches = foldedContains('search_payment_name', search);
  switch (field) {
    case 'ROYALTY_ID':
      return query.where('royalty_id', search);
    case 'PRODUCT_TITLE':
      return query.whereRaw(...titleMatches);
    case 'CREATOR':
      return query.where((any) => any.whereRaw(...displayNameMatches).orWhereRaw(...paymentNameMatches));
    case 'ALL':
      return query.where((any) =>
        any
          .where('id', search)
          .orWhere('royalty_id', search)
          .orWhereRaw(...titleMatches)
          .orWhereRaw(...displayNameMatches)
          .orWhereRaw(...paymentNameMatches),
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

export const listRoyaltyPayments = (
  db: Knex,
  publisherId: string,
  page: number,
  params: RoyaltyPaymentListParams | null | undefined,
) =>
  pageOf<RoyaltyPaymentRow>(
    filteredRoyaltyPayments(db, publisherId, params).orderBy([
      { column: 'sent_date', order: 'desc' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'royalty_payment_counters', publisherId) : null,
  );

export const findRoyaltyPayment = (db: Knex, publisherId: string, id: string): Promise<RoyaltyPaymentRow | undefined> =>
  db('royalty_payments').where({ publisher_id: publisherId, id }).first();
