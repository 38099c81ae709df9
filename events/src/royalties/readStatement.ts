import { decodeEvent } from '../eventCatalogue.ts';
import type { EventStore } from '../store/port.ts';
import { type RoyaltyStatementSentData, royaltyStatementStreamId } from './statementEvents.ts';

/** A sent statement as its event holds it, or null when there is none with this id. */
export async function readRoyaltyStatement(
  store: Pick<EventStore, 'readStream'>,
  statementId: string,
): Promise<(RoyaltyStatementSentData & { sentBy: string | null; sentAt: string }) | null> {
  for (const stored of await store.readStream(royaltyStatementStreamId(statementId))) {
    const event = decodeEvent(stored);
    if (event.type === 'RoyaltyStatementSent')
      return { ...event.data, sentBy: event.metadata.userId, sentAt: event.metadata.occurredAt };
  }
  return null;
}
