import { isoDateOf } from '@colophon/domain';
import { boundedList, clientId, type EventStore, longText, typedDate } from '@colophon/events';
import { maxStatementLines, royaltyStatementStreamId } from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { mailStream } from '../../mail/mails.ts';
import type { CommandContext } from '../../shared/context.ts';
import { runDecider } from '../../shared/runDecider.ts';
import { royaltyStatementDecider, royaltyStatementMail } from './royaltyStatement.ts';
import { draftStatement } from './statementDraft.ts';

export const createRoyaltyStatementInputSchema = z.object({
  creatorId: clientId(),
  startDate: typedDate(),
  endDate: typedDate(),
  /** Empty: today. */
  sentDate: typedDate().nullish(),
  pubNote: longText().nullish(),
  royaltyIds: boundedList(clientId(), maxStatementLines),
  /** One of the creator's emails to send it to, or none to record it without mailing. */
  email: z.string().max(320).nullish(),
});
export type CreateRoyaltyStatementInput = z.infer<typeof createRoyaltyStatementInputSchema>;
/** A statement's email before it is sent: what it would hold, but no address. */
export const statementPreviewInputSchema = createRoyaltyStatementInputSchema.omit({ email: true });

export function royaltyStatementCommands(store: EventStore, db: Knex) {
  return {
    /**
     * Computes the statement from the royalties read model once it has caught up with the store's
     * head, and appends it with its figures and that position (and its mail, when emailed).
     */
    async createRoyaltyStatement(context: CommandContext, input: CreateRoyaltyStatementInput) {
      const statementId = context.newId();
      const today = isoDateOf(context.now());
      const email = input.email?.trim() || null;
      const { draft } = await draftStatement(
        db,
        context.publisherId,
        {
          creatorId: input.creatorId,
          royaltyIds: [...new Set(input.royaltyIds)],
          period: { start: input.startDate.trim() || today, end: input.endDate.trim() || today },
          sentDate: input.sentDate?.trim() || today,
          pubNote: input.pubNote?.trim() ?? '',
        },
        store,
      );
      const [creatorKnown, creatorEmails, sender] = await Promise.all([
        db('creators').where({ id: input.creatorId, publisher_id: context.publisherId }).first('id'),
        db('contact_items').where({ owner_id: input.creatorId, kind: 'email' }).pluck('value'),
        db('users').where({ id: context.userId }).first('email'),
      ]);
      const statement = { ...draft, statementId, emailedTo: email };
      const { position } = await runDecider(
        store,
        context,
        royaltyStatementStreamId(statementId),
        royaltyStatementDecider,
        {
          type: 'SendRoyaltyStatement',
          statement,
          facts: {
            creatorKnown: Boolean(creatorKnown),
            royaltiesAsked: new Set(input.royaltyIds).size,
            creatorEmails: creatorEmails as string[],
          },
        },
        undefined,
        undefined,
        () => {
          const mail = royaltyStatementMail(statement, context.newId(), (sender?.email as string | undefined) ?? null);
          return mail ? [mailStream(mail)] : [];
        },
      );
      return { statementId, position, emailed: email !== null };
    },
  };
}
