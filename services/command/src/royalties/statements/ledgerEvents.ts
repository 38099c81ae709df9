import {
  advanceStreamId,
  decodeEvent,
  type EventStore,
  type RecordedDomainEvent,
  royaltyStatementStreamId,
} from '@colophon/events';
import type { Knex } from 'knex';

/**
 * The events of a statement's ledger beside its royalties' own: every advance that ever named them
 * (and so the other royalties of those advances, whose facts the replay reads too), deleted since or
 * not, and the earlier statements of all of them (their periods are the reserves' periods). The
 * streams are found through indexes that never forget one (`royalty_advance_records`, statements are
 * never deleted); what they hold comes from the store, so the replay folds each as it stood.
 */
export async function readLedgerEvents(
  store: Pick<EventStore, 'readStreams'>,
  db: Knex,
  publisherId: string,
  royaltyIds: readonly string[],
): Promise<{ royaltyIds: string[]; events: RecordedDomainEvent[] }> {
  const advanceIds: string[] = await db('royalty_advance_records')
    .where({ publisher_id: publisherId })
    .whereIn('royalty_id', [...royaltyIds])
    .distinct()
    .pluck('advance_id');
  const advanceEvents = ofPublisher(await readDecodedStreams(store, advanceIds.map(advanceStreamId)), publisherId);
  const allRoyaltyIds = [
    ...new Set([
      ...royaltyIds,
      ...advanceEvents.flatMap((event) => (event.type === 'AdvanceCreated' ? event.data.royaltyIds : [])),
    ]),
  ];
  // Each row's id is "statement id:royalty id".
  const statementIds = new Set(
    ((await db('royalty_statement_ends').whereIn('royalty_id', allRoyaltyIds).pluck('id')) as string[]).map((id) =>
      id.slice(0, id.lastIndexOf(':')),
    ),
  );
  const statementEvents = ofPublisher(
    await readDecodedStreams(store, [...statementIds].map(royaltyStatementStreamId)),
    publisherId,
  );
  return { royaltyIds: allRoyaltyIds, events: [...advanceEvents, ...statementEvents] };
}

/** Every event of the streams, decoded: one read of the store for all of them. */
export async function readDecodedStreams(store: Pick<EventStore, 'readStreams'>, streamIds: Iterable<string>) {
  const streams = await store.readStreams([...new Set(streamIds)]);
  return [...streams.values()].flat().map((stored) => decodeEvent(stored));
}

const ofPublisher = (events: RecordedDomainEvent[], publisherId: string) =>
  events.filter((event) => event.metadata.publisherId === publisherId);
