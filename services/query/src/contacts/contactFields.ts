import {
  type ContactItemRow as ContactItemsRow,
  contactItemsTable,
} from '@colophon/projector/contacts/contactItems/rows';
import type { Knex } from 'knex';

import type { QueryContext } from '../context.ts';
import { rowsBeside } from '../shared/besideRows.ts';
import type { Loaders } from '../shared/loaders.ts';

/** A contact item as the API reads it: without its creation time, which only orders the items. */
export type ContactItemRow = Omit<ContactItemsRow, 'created_at'>;

/** The columns of a ContactItemRow: one date fewer to parse a row. */
export const contactItemColumns = ['id', 'owner_id', 'kind', 'value', 'address', 'is_primary'] as const;

/** The contact fields, which read the owner's items (`contactItemsByOwner`). */
export const contactFieldNames = ['emails', 'phones', 'addresses'] as const;

/**
 * The items of the row `owner` names, in `contactItemsByOwner`'s order, as one json array to select
 * beside a page's rows, as `contact_items` (`primeContactItems` hands them to the loader).
 */
export const contactItemsBeside = (db: Knex, owner: string) =>
  rowsBeside(
    db,
    {
      table: contactItemsTable,
      alias: 'item',
      where: `item.owner_id = ${owner}`,
      orderBy: 'item.is_primary desc, item.created_at, item.id',
      as: 'contact_items',
    },
    contactItemColumns,
  );

/** Gives the loader the items a page selected beside its rows (`contact_items`), so the contact fields read no more. */
export function primeContactItems(
  loaders: Pick<Loaders, 'contactItemsByOwner'>,
  rows: readonly { id: string; contact_items?: ContactItemRow[] }[],
) {
  for (const row of rows) if (row.contact_items) loaders.contactItemsByOwner.prime(row.id, row.contact_items);
}

type AddressType = 'Shipping' | 'Billing' | 'Other';

export const toEmailOrPhone = (item: ContactItemRow) => ({ id: item.id, value: item.value, primary: item.is_primary });

export const toAddress = (item: ContactItemRow) => ({
  id: item.id,
  line1: item.address?.line1 ?? '',
  line2: item.address?.line2 ?? '',
  city: item.address?.city ?? '',
  stateOrRegion: item.address?.stateOrRegion ?? '',
  zipcode: item.address?.zipcode ?? '',
  country: item.address?.country ?? '',
  addressType: (item.address?.addressType as AddressType | null) ?? null,
  primary: item.is_primary,
});

const itemsOf = async (ownerId: string, kind: ContactItemRow['kind'], { loaders }: QueryContext) =>
  (await loaders.contactItemsByOwner.load(ownerId)).filter((item) => item.kind === kind);

/** Emails, phones and addresses of a creator or customer, primary items first. */
export const contactFieldResolvers = {
  emails: async (row: { id: string }, _args: unknown, context: QueryContext) =>
    (await itemsOf(row.id, 'email', context)).map(toEmailOrPhone),
  phones: async (row: { id: string }, _args: unknown, context: QueryContext) =>
    (await itemsOf(row.id, 'phone', context)).map(toEmailOrPhone),
  addresses: async (row: { id: string }, _args: unknown, context: QueryContext) =>
    (await itemsOf(row.id, 'address', context)).map(toAddress),
};
