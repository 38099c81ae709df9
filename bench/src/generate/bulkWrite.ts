import { schemaVersionOf } from '@colophon/events';
import type { Knex } from 'knex';

import type { GeneratedEvent } from './decidedLog.ts';

/**
 * The bulk path for generated events: the same es_messages and es_streams rows the Postgres
 * event store's append writes (transaction id and global position from the table's defaults,
 * streams at the revision of their last event), but thousands of events a statement instead of
 * one statement a stream. Only for loading a log nobody else writes to at the same time.
 */
export async function writeInBulk(
  db: Knex,
  events: readonly GeneratedEvent[],
  eventsPerStatement = 5000,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < events.length; start += eventsPerStatement) {
      const chunk = events.slice(start, start + eventsPerStatement).map((event, index) => ({
        ordinal: index,
        stream_id: event.streamId,
        stream_revision: event.revision,
        event_type: event.type,
        schema_version: schemaVersionOf(event.type),
        data: event.data,
        metadata: event.metadata,
      }));
      await tx.raw(
        `with batch as (
           select * from jsonb_to_recordset(?::jsonb) as e(ordinal int, stream_id text, stream_revision bigint,
             event_type text, schema_version int, data jsonb, metadata jsonb)
         ), streams as (
           insert into es_streams as s (stream_id, revision)
           select stream_id, max(stream_revision) from batch group by stream_id
           on conflict (stream_id) do update set revision = excluded.revision
         )
         insert into es_messages (stream_id, stream_revision, event_type, schema_version, data, metadata)
         select stream_id, stream_revision, event_type, schema_version, data, metadata from batch order by ordinal`,
        [JSON.stringify(chunk)],
      );
    }
  });
}
