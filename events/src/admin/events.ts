import { z } from 'zod';

import { boundedList, boundedText } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

const id = () => z.string().max(100);

/**
 * The staff area's facts. An impersonation is its own stream (`impersonation-{id}`): who, whom,
 * when and from where, and its end. Every command made under it carries both users in its metadata
 * (`impersonatorId`), and the target's publishers see it on their account page.
 */
export const adminEvents = {
  StaffImpersonationStarted: defineEvent(
    'StaffImpersonationStarted',
    z.object({
      impersonationId: id(),
      staffUserId: id(),
      targetUserId: id(),
      /** The target's publishers at the start: each one's owner sees that staff accessed it. */
      publisherIds: boundedList(id(), 100),
      ipAddress: z.string().max(100),
      userAgent: boundedText(500),
      expiresAt: z.iso.datetime(),
    }),
  ),
  /** Ended from the banner or by logging out; an expired one simply stops working. */
  StaffImpersonationEnded: defineEvent(
    'StaffImpersonationEnded',
    z.object({ impersonationId: id(), staffUserId: id(), targetUserId: id(), publisherIds: boundedList(id(), 100) }),
  ),
  /** A message from staff to a publisher's owner, mailed through the outbox in the same append. */
  PublisherContactedByStaff: defineEvent(
    'PublisherContactedByStaff',
    z.object({
      contactId: id(),
      publisherId: id(),
      staffUserId: id(),
      to: z.string().max(320),
      subject: boundedText(300),
      message: boundedText(5000),
    }),
  ),
};

export type AdminEvent = EventsOf<typeof adminEvents>;
export const impersonationStreamId = (impersonationId: string) => `impersonation-${impersonationId}`;
