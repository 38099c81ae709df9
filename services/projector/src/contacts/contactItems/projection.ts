import type { ContactItem } from '@colophon/events';

import { editedColumns } from '../../runtime/columns.ts';
import { defineProjection, type ProjectedEvent, type ProjectionHandlers } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';

const itemColumns = (item: ContactItem) =>
  item.kind === 'address'
    ? { kind: item.kind, value: '', address: item.address }
    : { kind: item.kind, value: item.value, address: null };

/** Emails, phones and addresses of every creator and customer. */
export const contactItemsProjection = defineProjection({
  name: 'contactItems',
  // A change it cannot apply is parked: everything else stays current for every publisher.
  onFailure: 'park',
  tables: ['contact_items'],
  handlers: {
    ContactItemAdded: (rows, event) => {
      const { ownerId, itemId, item, primary } = event.data;
      rows.upsert('contact_items', {
        id: itemId,
        owner_id: ownerId,
        ...itemColumns(item),
        is_primary: primary,
        created_at: event.metadata.occurredAt,
      });
    },
    ContactItemChanged: (rows, event) => {
      const { itemId, item, primary } = event.data;
      rows.update('contact_items', itemId, { ...itemColumns(item), is_primary: primary });
    },
    ContactItemRemoved: (rows, event) => rows.delete('contact_items', event.data.itemId),
  },
});

type ContactItemEvents = 'ContactItemAdded' | 'ContactItemChanged' | 'ContactItemRemoved';

/** Contact items live on their owner's stream: each change moves the owner's revision, editor and time. */
export function ownerTouchedByContactItems(
  table: string,
  ownerStreamPrefix: string,
): Pick<ProjectionHandlers, ContactItemEvents> {
  const touch = (rows: RowWrites, event: ProjectedEvent<ContactItemEvents>) => {
    if (event.streamId.startsWith(ownerStreamPrefix)) rows.update(table, event.data.ownerId, editedColumns(event));
  };
  return { ContactItemAdded: touch, ContactItemChanged: touch, ContactItemRemoved: touch };
}
