import type { ContactItem, CreatorFields } from '@colophon/events';
import { columnsOf, createdColumns, editedColumns } from '../runtime/columns.ts';
import { defineProjection, type ProjectedEvent, type ProjectionHandlers } from '../runtime/projection.ts';
import type { RowWrites } from '../runtime/rowWrites.ts';

const itemColumns = (item: ContactItem) =>
  item.kind === 'address'
    ? { kind: item.kind, value: '', address: item.address }
    : { kind: item.kind, value: item.value, address: null };

/** Emails, phones and addresses of every creator and customer. */
export const contactItemsProjection = defineProjection({
  name: 'contactItems',
  tables: ['contact_items'],
  handlers: {
    ContactItemAdded: (rows, event) => {
      const { ownerId, itemId, item, primary } = event.data;
      rows.upsert('contact_items', { id: itemId, owner_id: ownerId, ...itemColumns(item), is_primary: primary, created_at: event.metadata.occurredAt });
    },
    ContactItemChanged: (rows, event) => {
      const { itemId, item, primary } = event.data;
      rows.update('contact_items', itemId, { ...itemColumns(item), is_primary: primary });
    },
    ContactItemRemoved: (rows, event) => rows.delete('contact_items', event.data.itemId),
  },
});

const creatorColumnOf: Record<keyof CreatorFields, string> = {
  displayName: 'display_name',
  paymentName: 'payment_name',
  paymentTypeId: 'payment_type_id',
  biography: 'biography',
  website: 'website',
  residence: 'residence',
  photoUrl: 'photo_url',
};

type ContactItemEvents = 'ContactItemAdded' | 'ContactItemChanged' | 'ContactItemRemoved';

/** Contact items live on their owner's stream: each change moves the owner's revision, editor and time. */
export function ownerTouchedByContactItems(table: string, ownerStreamPrefix: string): Pick<ProjectionHandlers, ContactItemEvents> {
  const touch = (rows: RowWrites, event: ProjectedEvent<ContactItemEvents>) => {
    if (event.streamId.startsWith(ownerStreamPrefix)) rows.update(table, event.data.ownerId, editedColumns(event));
  };
  return { ContactItemAdded: touch, ContactItemChanged: touch, ContactItemRemoved: touch };
}

/** A link added or removed moves the creator's count of linked records. */
const countLink = (rows: RowWrites, creatorId: string, delta: 1 | -1) => rows.increment('creators', creatorId, 'linked_records', delta);

export const creatorsProjection = defineProjection({
  name: 'creators',
  tables: ['creators', 'creator_links'],
  handlers: {
    CreatorCreated: (rows, event) => {
      const { creatorId, publisherId, ...fields } = event.data;
      rows.upsert('creators', { id: creatorId, publisher_id: publisherId, ...columnsOf(creatorColumnOf, fields), ...createdColumns(event) });
    },
    CreatorUpdated: (rows, event) =>
      rows.update('creators', event.data.creatorId, { ...columnsOf(creatorColumnOf, event.data.changes), ...editedColumns(event) }),
    CreatorDeleted: (rows, event) => rows.delete('creators', event.data.creatorId),
    ...ownerTouchedByContactItems('creators', 'creator-'),
    // A creator on a format is a linked record: deleting the creator is refused while it has any.
    ProductCreatorAdded: (rows, event) => {
      const { productCreatorId, creatorId, productId } = event.data;
      rows.upsert('creator_links', { id: productCreatorId, creator_id: creatorId, product_id: productId, kind: 'productCreator' });
      countLink(rows, creatorId, 1);
    },
    ProductCreatorRemoved: (rows, event) => {
      rows.delete('creator_links', event.data.productCreatorId);
      countLink(rows, event.data.creatorId, -1);
    },
    // Rare: the one handler that reads, to learn whose links go with the format.
    ProductDeleted: async (rows, event) => {
      const { productId } = event.data;
      const creatorIds: string[] = await rows.inTransaction((tx) => tx('creator_links').where({ product_id: productId }).pluck('creator_id'));
      for (const creatorId of creatorIds) countLink(rows, creatorId, -1);
      rows.deleteWhere('creator_links', 'product_id', productId);
    },
  },
});
