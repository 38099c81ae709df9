import type { CreatorFields } from '@colophon/events';

import { columnsOf, createdColumns, editedColumns } from '../../runtime/columns.ts';
import { defineProjection } from '../../runtime/projection.ts';
import { countRecordDeleted, nextRecordNumber, numberCounterKey } from '../../runtime/recordNumbers.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { ownerTouchedByContactItems } from '../contactItems/projection.ts';

const creatorColumnOf: Record<keyof CreatorFields, string> = {
  displayName: 'display_name',
  paymentName: 'payment_name',
  paymentTypeId: 'payment_type_id',
  biography: 'biography',
  website: 'website',
  residence: 'residence',
  photoUrl: 'photo_url',
};

/** A link added or removed moves the creator's count of linked records. */
const countLink = (rows: RowWrites, creatorId: string, delta: 1 | -1) =>
  rows.increment('creators', creatorId, 'linked_records', delta);

export const creatorsProjection = defineProjection({
  name: 'creators',
  // A change it cannot apply is parked: everything else stays current for every publisher.
  onFailure: 'park',
  tables: ['creators', 'creator_links', 'creator_number_counters'],
  listOrder: { creators: 'publisher_id, display_name, id' },
  keys: { creator_number_counters: numberCounterKey },
  handlers: {
    CreatorCreated: async (rows, event) => {
      const { creatorId, publisherId, ...fields } = event.data;
      rows.upsert('creators', {
        id: creatorId,
        publisher_id: publisherId,
        number: await nextRecordNumber(rows, 'creator_number_counters', publisherId),
        ...columnsOf(creatorColumnOf, fields),
        ...createdColumns(event),
      });
    },
    CreatorUpdated: (rows, event) =>
      rows.update('creators', event.data.creatorId, {
        ...columnsOf(creatorColumnOf, event.data.changes),
        ...editedColumns(event),
      }),
    CreatorDeleted: async (rows, event) => {
      await countRecordDeleted(rows, 'creator_number_counters', event, 'creators', event.data.creatorId);
      rows.delete('creators', event.data.creatorId);
    },
    ...ownerTouchedByContactItems('creators', 'creator-'),
    // A creator on a format is a linked record: deleting the creator is refused while it has any.
    ProductCreatorAdded: (rows, event) => {
      const { productCreatorId, creatorId, productId } = event.data;
      rows.upsert('creator_links', {
        id: productCreatorId,
        creator_id: creatorId,
        product_id: productId,
        kind: 'productCreator',
      });
      countLink(rows, creatorId, 1);
    },
    ProductCreatorRemoved: (rows, event) => {
      rows.delete('creator_links', event.data.productCreatorId);
      countLink(rows, event.data.creatorId, -1);
    },
    // A royalty refers to its creator too (its payments refer to the royalty, which stays while they do).
    RoyaltyCreated: (rows, event) => {
      const { royaltyId, creatorId } = event.data;
      rows.upsert('creator_links', { id: royaltyId, creator_id: creatorId, product_id: null, kind: 'royalty' });
      countLink(rows, creatorId, 1);
    },
    RoyaltyDeleted: (rows, event) => {
      rows.delete('creator_links', event.data.royaltyId);
      countLink(rows, event.data.creatorId, -1);
    },
    // Rare: the one handler that reads, to learn whose links go with the format.
    ProductDeleted: async (rows, event) => {
      const { productId } = event.data;
      const creatorIds: string[] = await rows.inTransaction((tx) =>
        tx('creator_links').where({ product_id: productId }).pluck('creator_id'),
      );
      for (const creatorId of creatorIds) countLink(rows, creatorId, -1);
      rows.deleteWhere('creator_links', 'product_id', productId);
    },
  },
});
