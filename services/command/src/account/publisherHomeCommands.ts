import { bounds, helpMessages } from '@colophon/domain';
import { boundedText, type DomainEvent, type EventStore } from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { mailStream, supportAddress } from '../mail/mails.ts';
import type { CommandContext } from '../shared/context.ts';
import { appendOnceDecider } from '../shared/decider.ts';
import { runDecider } from '../shared/runDecider.ts';
import { publisherHomeDecider } from './publisherHome.ts';
import { publisherStreamId } from './registration.ts';

export const contactSupportInputSchema = z.object({
  subject: boundedText().default(''),
  message: boundedText(5000).refine((text) => text.trim() !== '', helpMessages.messageRequired),
});

export function publisherHomeCommands(store: EventStore, db: Knex) {
  return {
    markInboxRead: async (context: CommandContext) =>
      runDecider(store, context, publisherStreamId(context.publisherId), publisherHomeDecider, {
        type: 'MarkInboxRead',
        publisherId: context.publisherId,
        now: context.now(),
      }),

    updateOnboardingStatus: async (context: CommandContext) =>
      runDecider(store, context, publisherStreamId(context.publisherId), publisherHomeDecider, {
        type: 'CompleteOnboarding',
        publisherId: context.publisherId,
      }),

    /** Contact Us: recorded, and mailed to support with the sender as Reply-To. */
    async contactSupport(context: CommandContext, input: z.output<typeof contactSupportInputSchema>) {
      const requestId = context.newId();
      const subject = input.subject.trim() || helpMessages.defaultSubject;
      const sender = await db('users').where({ id: context.userId }).first<{ email: string } | undefined>('email');
      const publisher = await db('publishers')
        .where({ id: context.publisherId })
        .first<{ name: string } | undefined>('name');
      const request: DomainEvent = {
        type: 'SupportRequested',
        data: {
          requestId,
          publisherId: context.publisherId,
          userId: context.userId,
          subject,
          message: input.message.trim(),
        },
      };
      const { position } = await runDecider(
        store,
        context,
        `support-${requestId}`,
        appendOnceDecider,
        request,
        undefined,
        undefined,
        () => [
          mailStream({
            mailId: context.newId(),
            publisherId: context.publisherId,
            kind: 'helpRequest',
            to: supportAddress(),
            replyTo: sender?.email ?? null,
            subject: `[${publisher?.name ?? 'Colophon'}] ${subject}`.slice(0, bounds.shortText),
            text: `${input.message.trim()}\n\n— ${sender?.email ?? 'a user'} (${publisher?.name ?? context.publisherId})`,
            attachments: [],
          }),
        ],
      );
      return { position };
    },
  };
}
