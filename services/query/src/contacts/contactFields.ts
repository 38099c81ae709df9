import type { ContactItemRow as ContactItemsRow } from '@colophon/projector/contacts/contactItems/rows';

import type { QueryContext } from '../context.ts';

/** A contact item as the API reads it: without its creation time, which only orders the items. */
export type ContactItemRow = Omit<ContactItemsRow, 'created_at'>;

/** The columns of a ContactItemRow: one date fewer to parse a row. */
export const contactItemColumns = ['id', 'owner_id', 'kind', 'value', 'address', 'is_primary'] as const;

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
