import {
  creatorMessages,
  statementDocumentOf,
  statementEmailText,
  statementFileName,
  statementMessages,
  statementSubject,
} from '@colophon/domain';
import type { DomainEvent, MailRequest, RoyaltyStatementSentData } from '@colophon/events';

import type { Decider } from '../../shared/decider.ts';
import { illegalState, throwIfAny, validationError } from '../../shared/errors.ts';
import type { StatementDraft } from './statementDraft.ts';

export interface RoyaltyStatementState {
  sent: boolean;
}

export interface SendRoyaltyStatement {
  type: 'SendRoyaltyStatement';
  statement: RoyaltyStatementSentData;
  /** What the handler read: whether the creator is the publisher's, and the royalties asked for that are not theirs. */
  facts: { creatorKnown: boolean; royaltiesAsked: number; creatorEmails: readonly string[] };
}

/**
 * A royalty statement: sent once, with its figures, and never changed after (an audit compares its
 * figures with the events as they stood at its position).
 */
export const royaltyStatementDecider: Decider<RoyaltyStatementState, SendRoyaltyStatement> = {
  initialState: { sent: false },
  evolve: (state, event) => (event.type === 'RoyaltyStatementSent' ? { sent: true } : state),
  decide(command, state) {
    if (state.sent) throw illegalState(statementMessages.createFailed);
    const { statement, facts } = command;
    const emailed = statement.emailedTo?.toLowerCase();
    throwIfAny(
      [
        !facts.creatorKnown && validationError(creatorMessages.notFound, 'creatorId'),
        facts.royaltiesAsked === 0 && validationError(statementMessages.noRoyalties, 'royaltyIds'),
        statement.lines.length < facts.royaltiesAsked &&
          validationError(statementMessages.royaltyNotOfCreator, 'royaltyIds'),
        statement.endDate < statement.startDate && validationError(statementMessages.periodReversed, 'endDate'),
        emailed !== undefined &&
          !facts.creatorEmails.some((email) => email.toLowerCase() === emailed) &&
          validationError(statementMessages.emailNotOfCreator, 'email'),
      ].filter((error) => error !== false),
    );
    return [{ type: 'RoyaltyStatementSent', data: statement } satisfies DomainEvent];
  },
};

/**
 * A statement's email as the creator reads it, from its draft or its event: the mail sent and the
 * preview before sending are both this.
 */
export function royaltyStatementEmail(statement: StatementDraft) {
  const document = statementDocumentOf(statement);
  return { subject: statementSubject(document), text: statementEmailText(document) };
}

/** The mail of an emailed statement: its text, with the PDF the sender renders from the statement's event. */
export function royaltyStatementMail(
  statement: RoyaltyStatementSentData,
  mailId: string,
  replyTo: string | null,
): MailRequest | null {
  if (statement.emailedTo === null) return null;
  return {
    mailId,
    publisherId: statement.publisherId,
    kind: 'royaltyStatement',
    to: statement.emailedTo,
    replyTo,
    ...royaltyStatementEmail(statement),
    attachments: [
      {
        filename: statementFileName(statementDocumentOf(statement)),
        contentType: 'application/pdf',
        royaltyStatementId: statement.statementId,
      },
    ],
  };
}
