import { z } from 'zod';

import { defineEvent, type EventsOf } from '../definition.ts';

/**
 * Who refers to a record (an order to its customer, an order line or an expense to a format, a
 * format to its creator), on the record's links stream. A reference is added in the same append
 * as the event that makes it, and a deletion closes the stream at the revision it read: so deleting
 * a referenced record is refused from the events, never from a read model that may lag behind.
 */
export const linksEvents = {
  LinkAdded: defineEvent('LinkAdded', z.object({ recordId: z.string(), linkId: z.string() })),
  LinkRemoved: defineEvent('LinkRemoved', z.object({ recordId: z.string(), linkId: z.string() })),
  LinksClosed: defineEvent('LinksClosed', z.object({ recordId: z.string() })),
};

export type LinksEvent = EventsOf<typeof linksEvents>;
