import {
  advanceStreamId,
  decodeEvent,
  type EventStore,
  type RecordedDomainEvent,
  royaltyStatementStreamId,
} from '@colophon/events';
import type { Knex } from 'knex';

/**
 * The events of a statement's ledger beside its royalties' own: the advances that name them (and so
 * the other royalties of those advances, whose facts the replay reads too) and the earlier statements
 * of all of them (their periods are the reserves' periods). Found through the royalties read model's
 * tables; the events themselves come from the store.
 */
export async function readLedgerEvents(
  store: Pick<EventStore, 'readStream'>,
  db: Knex,
  publisherId: string,
  royaltyIds: readonly string[],
): Promise<{ royaltyIds: string[]; events: RecordedDomainEvent[] }> {
  const advances: { id: string; royalty_ids: string[] }[] = await db('royalty_advances')
    .where({ publisher_id: publisherId })
    .whereRaw('royalty_ids \\?| array(select jsonb_array_elements_text(?::jsonb))', [JSON.stringify(royaltyIds)])
    .select('id', 'royalty_ids');
  const allRoyaltyIds = [...new Set([...royaltyIds, ...advances.flatMap((advance) => advance.royalty_ids)])];
  // Each row's id is "statement id:royalty id".
  const statementIds = new Set(
    ((await db('royalty_statement_ends').whereIn('royalty_id', allRoyaltyIds).pluck('id')) as string[]).map((id) =>
      id.slice(0, id.lastIndexOf(':')),
    ),
  );
  const streams = [
    ...advances.map((advance) => advanceStreamId(advance.id)),
    ...[...statementIds].map(royaltyStatementStreamId),
  ];
  const events = (await Promise.all(streams.map((id) => store.readStream(id))))
    .flat()
    .map((stored) => decodeEvent(stored));
  return {
    royaltyIds: allRoyaltyIds,
    events: events.filter((event) => event.metadata.publisherId === publisherId),
  };
}
