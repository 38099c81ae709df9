import type { UserRow as UsersRow } from '@colophon/projector/account/publishers/rows';
import DataLoader from 'dataloader';
import type { Knex } from 'knex';

import { createCatalogueLoaders } from '../catalogue/loaders.ts';
import { contactItemColumns, type ContactItemRow } from '../contacts/contactFields.ts';
import { createOrderLoaders } from '../orders/loaders.ts';
import { createRoyaltyLoaders } from '../royalties/loaders.ts';
import { whereAnyOf } from './batchLookup.ts';

export type UserRow = Pick<UsersRow, 'id' | 'email' | 'first_name' | 'last_name'>;

/** Batches the lookups a page of rows makes, one query per kind per request (no N+1). */
export function createLoaders(db: Knex, publisherId: string) {
  return {
    ...createOrderLoaders(db, publisherId),
    ...createCatalogueLoaders(db, publisherId),
    ...createRoyaltyLoaders(db, publisherId),
    contactItemsByOwner: new DataLoader<string, ContactItemRow[]>(async (ownerIds) => {
      const rows: ContactItemRow[] = await db('contact_items')
        .select(contactItemColumns)
        .modify(whereAnyOf, 'owner_id', ownerIds)
        .orderBy([{ column: 'is_primary', order: 'desc' }, { column: 'created_at' }, { column: 'id' }]);
      return ownerIds.map((ownerId) => rows.filter((row) => row.owner_id === ownerId));
    }),
    lookupValueById: new DataLoader<string, { id: string; value: string } | null>(async (ids) => {
      const rows: { id: string; value: string }[] = await db('lookup_values')
        .where({ publisher_id: publisherId })
        .modify(whereAnyOf, 'id', ids)
        .select('id', 'value');
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    userById: new DataLoader<string, UserRow | null>(async (ids) => {
      const rows: UserRow[] = await db('users')
        .modify(whereAnyOf, 'id', ids)
        .select('id', 'email', 'first_name', 'last_name', 'photo_url');
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
