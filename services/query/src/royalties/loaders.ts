import DataLoader from 'dataloader';
import type { Knex } from 'knex';

import type { ProductRow } from '../catalogue/productRows.ts';
import { whereAnyOf } from '../shared/batchLookup.ts';
import type { RoyaltyPaymentRow, RoyaltyRow } from './royaltyRows.ts';

/** The royalties context's batched lookups of one request, scoped to the caller's publisher. */
export function createRoyaltyLoaders(db: Knex, publisherId: string) {
  return {
    royaltyById: new DataLoader<string, RoyaltyRow | null>(async (ids) => {
      const rows: RoyaltyRow[] = await db('royalties')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    paymentsByRoyalty: new DataLoader<string, RoyaltyPaymentRow[]>(async (royaltyIds) => {
      const rows: RoyaltyPaymentRow[] = await db('royalty_payments')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'royalty_id', royaltyIds)
        .orderBy([
          { column: 'sent_date', order: 'desc' },
          { column: 'created_at', order: 'desc' },
        ]);
      return royaltyIds.map((royaltyId) => rows.filter((row) => row.royalty_id === royaltyId));
    }),
    /** A creator's balance: owed minus paid summed over their royalties, in cents. */
    balanceByCreator: new DataLoader<string, bigint>(async (creatorIds) => {
      const rows: { creator_id: string; balance_cents: string }[] = await db('royalties')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'creator_id', creatorIds)
        .groupBy('creator_id')
        .select('creator_id', db.raw('sum(balance_cents)::bigint as balance_cents'));
      return creatorIds.map((creatorId) =>
        BigInt(rows.find((row) => row.creator_id === creatorId)?.balance_cents ?? 0),
      );
    }),
    productById: new DataLoader<string, ProductRow | null>(async (ids) => {
      const rows: ProductRow[] = await db('products')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    regionById: new DataLoader<string, { id: string; name: string; countries: string[] } | null>(async (ids) => {
      const rows: { id: string; name: string; countries: string[] }[] = await db('regions')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids)
        .select('id', 'name', 'countries');
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  };
}
