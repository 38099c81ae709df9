import { statementDocumentOf } from '@colophon/domain';
import { type EventStore, readRoyaltyStatement } from '@colophon/events';

import { renderStatementPdf } from './statementPdf.ts';

/** The PDF of a sent statement, made from its event's figures only. */
export async function renderSentStatementPdf(store: Pick<EventStore, 'readStream'>, statementId: string) {
  const sent = await readRoyaltyStatement(store, statementId);
  if (!sent) throw new Error(`no sent royalty statement ${statementId}`);
  return renderStatementPdf(statementDocumentOf(sent));
}
