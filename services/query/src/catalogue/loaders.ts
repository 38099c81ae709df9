import DataLoader from 'dataloader';
import type { Knex } from 'knex';

import type { CreatorRow } from '../contacts/creators/rows.ts';
import { whereAnyOf } from '../shared/batchLookup.ts';
import type { ProductCreatorRow, ProductRow, ProductWorkRow } from './productRows.ts';

const groupBy = <Row, Key>(keys: readonly Key[], rows: Row[], keyOf: (row: Row) => Key) =>
  keys.map((key) => rows.filter((row) => keyOf(row) === key));

/** The catalogue's batched lookups of one request, scoped to the caller's publisher. */
export function createCatalogueLoaders(db: Knex, publisherId: string) {
  return {
    productWorkById: new DataLoader<string, ProductWorkRow | null>(async (ids) => {
      const rows: ProductWorkRow[] = await db('product_works')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    productsByWork: new DataLoader<string, ProductRow[]>(async (workIds) => {
      const rows: ProductRow[] = await db('products')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'product_work_id', workIds)
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return groupBy(workIds, rows, (row) => row.product_work_id);
    }),
    productCreatorsByProduct: new DataLoader<string, ProductCreatorRow[]>(async (productIds) => {
      const rows: ProductCreatorRow[] = await db('product_creators')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'product_id', productIds)
        .orderBy('added_at_revision');
      return groupBy(productIds, rows, (row) => row.product_id);
    }),
    /** Each product's creators' display names, in the order they were added (a report's authors). */
    creatorNamesByProduct: new DataLoader<string, string[]>(async (productIds) => {
      const rows: { product_id: string; names: string[] }[] = await db('product_creators as pc')
        .join('creators as c', 'c.id', 'pc.creator_id')
        .where('pc.publisher_id', publisherId)
        .modify(whereAnyOf, 'pc.product_id', productIds)
        .groupBy('pc.product_id')
        .select('pc.product_id', db.raw('array_agg(c.display_name order by pc.created_at, pc.id) as names'));
      const names = new Map(rows.map((row) => [row.product_id, row.names]));
      return productIds.map((id) => names.get(id) ?? []);
    }),
    creatorById: new DataLoader<string, CreatorRow | null>(async (ids) => {
      const rows: CreatorRow[] = await db('creators')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids);
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  };
}
