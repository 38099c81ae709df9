import type { ContactItem } from '@colophon/events';
import type { Knex } from 'knex';
import { defineProjection, type ProjectedEvent } from '../runtime/projection.ts';

const itemColumns = (item: ContactItem) =>
  item.kind === 'address'
    ? { kind: item.kind, value: '', address: JSON.stringify(item.address) }
    : { kind: item.kind, value: item.value, address: null };

/** Emails, phones and addresses of every creator and customer. */
export const contactItemsProjection = defineProjection({
  name: 'contactItems',
  tables: ['contact_items'],
  handlers: {
    ContactItemAdded: async (tx, event) => {
      const { ownerId, itemId, item, primary } = event.data;
      await tx('contact_items')
        .insert({ id: itemId, owner_id: ownerId, ...itemColumns(item), is_primary: primary, created_at: event.metadata.occurredAt })
        .onConflict('id')
        .ignore();
    },
    ContactItemChanged: async (tx, event) => {
      const { itemId, item, primary } = event.data;
      await tx('contact_items').where({ id: itemId }).update({ ...itemColumns(item), is_primary: primary });
    },
    ContactItemRemoved: async (tx, event) => {
      await tx('contact_items').where({ id: event.data.itemId }).delete();
    },
  },
});

/** Every event of a creator's stream moves its revision, editor and modification time. */
async function touchCreator(
  tx: Knex.Transaction,
  event: Pick<ProjectedEvent<'CreatorUpdated'>, 'streamId' | 'revision' | 'metadata'>,
  creatorId: string,
  changes: Record<string, unknown> = {},
) {
  await tx('creators')
    .where({ id: creatorId })
    .update({ ...changes, revision: event.revision, last_editor_id: event.metadata.userId, modified_at: event.metadata.occurredAt });
}

const creatorColumnOf = {
  displayName: 'display_name',
  paymentName: 'payment_name',
  paymentTypeId: 'payment_type_id',
  biography: 'biography',
  website: 'website',
  residence: 'residence',
  photoUrl: 'photo_url',
} as const;

const isCreatorStream = (streamId: string) => streamId.startsWith('creator-');

/** Counts the creator's links again: idempotent, whatever was applied before. */
async function recountLinks(tx: Knex.Transaction, creatorIds: string[]) {
  for (const creatorId of new Set(creatorIds)) {
    await tx('creators')
      .where({ id: creatorId })
      .update({ linked_records: tx('creator_links').where({ creator_id: creatorId }).count() });
  }
}

export const creatorsProjection = defineProjection({
  name: 'creators',
  tables: ['creators', 'creator_links'],
  handlers: {
    CreatorCreated: async (tx, event) => {
      const { creatorId, publisherId, ...fields } = event.data;
      await tx('creators')
        .insert({
          id: creatorId,
          publisher_id: publisherId,
          ...Object.fromEntries(Object.entries(fields).map(([field, value]) => [creatorColumnOf[field as keyof typeof creatorColumnOf], value])),
          revision: event.revision,
          last_editor_id: event.metadata.userId,
          created_at: event.metadata.occurredAt,
          modified_at: event.metadata.occurredAt,
        })
        .onConflict('id')
        .ignore();
    },
    CreatorUpdated: async (tx, event) => {
      const changes = Object.fromEntries(
        Object.entries(event.data.changes).map(([field, value]) => [creatorColumnOf[field as keyof typeof creatorColumnOf], value]),
      );
      await touchCreator(tx, event, event.data.creatorId, changes);
    },
    CreatorDeleted: async (tx, event) => {
      await tx('creators').where({ id: event.data.creatorId }).delete();
    },
    ContactItemAdded: async (tx, event) => {
      if (isCreatorStream(event.streamId)) await touchCreator(tx, event, event.data.ownerId);
    },
    ContactItemChanged: async (tx, event) => {
      if (isCreatorStream(event.streamId)) await touchCreator(tx, event, event.data.ownerId);
    },
    ContactItemRemoved: async (tx, event) => {
      if (isCreatorStream(event.streamId)) await touchCreator(tx, event, event.data.ownerId);
    },
    // A creator on a format is a linked record: deleting the creator is refused while it has any.
    ProductCreatorAdded: async (tx, event) => {
      const { productCreatorId, creatorId, productId } = event.data;
      await tx('creator_links')
        .insert({ id: productCreatorId, creator_id: creatorId, product_id: productId, kind: 'productCreator' })
        .onConflict('id')
        .ignore();
      await recountLinks(tx, [creatorId]);
    },
    ProductCreatorRemoved: async (tx, event) => {
      await tx('creator_links').where({ id: event.data.productCreatorId }).delete();
      await recountLinks(tx, [event.data.creatorId]);
    },
    ProductDeleted: async (tx, event) => {
      const removed: { creator_id: string }[] = await tx('creator_links')
        .where({ product_id: event.data.productId })
        .delete()
        .returning('creator_id');
      await recountLinks(tx, removed.map((link) => link.creator_id));
    },
  },
});
