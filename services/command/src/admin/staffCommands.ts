import { bounds, staffMessages } from '@colophon/domain';
import { boundedText, clientId, type DomainEvent, type EventStore, webAddress } from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { accountCommands } from '../account/accountCommands.ts';
import { mailStream } from '../mail/mails.ts';
import type { CommandContext } from '../shared/context.ts';
import { appendOnceDecider } from '../shared/decider.ts';
import { notFound } from '../shared/errors.ts';
import { runDecider } from '../shared/runDecider.ts';

export const contactPublisherInputSchema = z.object({
  publisherId: clientId(),
  subject: boundedText(300).default(''),
  message: boundedText(5000).refine((text) => text.trim() !== '', staffMessages.messageRequired),
});

export const resetPublisherPasswordInputSchema = z.object({
  publisherId: clientId(),
  /** A member of the publisher; its owner when not given. */
  userId: clientId().nullish(),
  /** Where the mailed link leads: the app the request came to (set by the server, not the client). */
  appUrl: webAddress(),
});

interface Member {
  id: string;
  email: string;
  role: string;
  publisher_name: string;
}

/** What platform staff do for a publisher from the staff dashboard. */
export function staffCommands(store: EventStore, db: Knex) {
  const account = accountCommands(store, db);

  /** The publisher's owner, or the member asked for (a deleted publisher is no longer anyone's). */
  async function memberOf(publisherId: string, userId?: string | null): Promise<Member> {
    const member = await db('publisher_members')
      .join('users', 'users.id', 'publisher_members.user_id')
      .join('publishers', 'publishers.id', 'publisher_members.publisher_id')
      .where('publisher_members.publisher_id', publisherId)
      .whereNull('publishers.deleted_at')
      .modify((query) =>
        userId ? query.where('publisher_members.user_id', userId) : query.where('publisher_members.role', 'owner'),
      )
      .first<Member | undefined>(
        'users.id',
        'users.email',
        'publisher_members.role',
        'publishers.name as publisher_name',
      );
    if (!member) throw notFound(userId ? staffMessages.userNotFound : staffMessages.publisherNotFound);
    return member;
  }

  return {
    /** ContactPublisher: recorded, and mailed to the owner with the staff member as Reply-To. */
    async contactPublisher(context: CommandContext, input: z.output<typeof contactPublisherInputSchema>) {
      const owner = await memberOf(input.publisherId);
      const staff = await db('users').where({ id: context.userId }).first<{ email: string } | undefined>('email');
      const contactId = context.newId();
      const subject = input.subject.trim() || staffMessages.defaultSubject;
      const contacted: DomainEvent = {
        type: 'PublisherContactedByStaff',
        data: {
          contactId,
          publisherId: input.publisherId,
          staffUserId: context.userId,
          to: owner.email,
          subject,
          message: input.message.trim(),
        },
      };
      const { position } = await runDecider(
        store,
        { ...context, publisherId: input.publisherId },
        `staff-contact-${contactId}`,
        appendOnceDecider,
        contacted,
        undefined,
        undefined,
        () => [
          mailStream({
            mailId: context.newId(),
            publisherId: input.publisherId,
            kind: 'contactPublisher',
            to: owner.email,
            replyTo: staff?.email ?? null,
            subject: subject.slice(0, bounds.shortText),
            text: `${input.message.trim()}\n\n— The Colophon team${staff ? ` (${staff.email})` : ''}, for ${owner.publisher_name}`,
            attachments: [],
          }),
        ],
      );
      return { position };
    },

    /** ResetPublisherPassword: the user (the owner by default) is mailed a reset link; staff never sees it. */
    async resetPublisherPassword(context: CommandContext, input: z.output<typeof resetPublisherPasswordInputSchema>) {
      const member = await memberOf(input.publisherId, input.userId);
      await account.requestPasswordReset({ email: member.email }, input.appUrl, context.correlationId, {
        ...context,
        publisherId: input.publisherId,
      });
      return { userId: member.id, position: null };
    },
  };
}
