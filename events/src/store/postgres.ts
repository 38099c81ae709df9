import type { Knex } from 'knex';

import { isEmbedded, preparedStatement } from '../database.ts';
import type { Position } from '../position.ts';
import { startOfLog } from '../position.ts';
import {
  ConcurrencyError,
  type EventStore,
  type ExpectedRevision,
  type SchemaVersionOf,
  type StoredEvent,
  type StreamAppend,
} from './port.ts';

/**
 * The event store on Postgres, the same SQL on a pg pool and on embedded PGlite.
 *
 * Each event keeps its writer's transaction id (xid8). Readers only return events of
 * transactions older than the oldest one still running, ordered by (transaction id, sequence),
 * so an event whose transaction commits late is never skipped by a reader that moved on.
 */
const eventStoreSchema = [
  `create table if not exists es_streams (
     stream_id text primary key,
     revision bigint not null
   )`,
  `create table if not exists es_messages (
     global_position bigint generated always as identity primary key,
     transaction_id xid8 not null default pg_current_xact_id(),
     stream_id text not null,
     stream_revision bigint not null,
     event_type text not null,
     schema_version int not null,
     data jsonb not null,
     metadata jsonb not null,
     unique (stream_id, stream_revision)
   )`,
  'create index if not exists es_messages_log_order on es_messages (transaction_id, global_position)',
  // Every read is an index range: one stream, or a batch of the log. Past a million events the
  // planner misjudges a stream's size (ANALYZE samples few rows of each) and starts parallel
  // workers, which cost ~15 ms to launch for a read of a few rows.
  'alter table es_messages set (parallel_workers = 0)',
];

export async function migrateEventStore(db: Knex): Promise<void> {
  for (const statement of eventStoreSchema) await db.raw(statement);
}

interface MessageRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
}

const toStoredEvent = (row: MessageRow): StoredEvent => ({
  streamId: row.stream_id,
  revision: Number(row.stream_revision),
  position: { major: BigInt(row.transaction_id), minor: BigInt(row.global_position) },
  type: row.event_type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
});

const selectColumns = `global_position::text, transaction_id::text, stream_id, stream_revision::text,
  event_type, schema_version, data, metadata`;

// Output columns are cast to text under their own names, so ordering must name the table's columns:
// an unqualified ORDER BY would sort the text ("100" before "99").
// Claims the revisions of one stream and writes its events in one statement; returns no rows when
// the expectation does not hold. -1 stands for "no stream", -2 for "any".
// :checks are other streams' expected revisions (-1: no stream), read in the statement's snapshot.
const appendStatement = `
  with checked as (
    select not exists (
      select from jsonb_to_recordset(:checks::jsonb) as c(stream_id text, expected bigint)
      left join es_streams on es_streams.stream_id = c.stream_id
      where es_streams.revision is distinct from nullif(c.expected, -1)
    ) as holds
  ), created as (
    insert into es_streams as s (stream_id, revision)
    select :streamId, :count::bigint - 1 where :expected::bigint in (-1, -2) and (select holds from checked)
    on conflict (stream_id) do update set revision = s.revision + :count::bigint where :expected::bigint = -2
    returning revision
  ), advanced as (
    update es_streams set revision = revision + :count::bigint
    where stream_id = :streamId and :expected::bigint >= 0 and revision = :expected::bigint
      and (select holds from checked)
    returning revision
  ), claimed as (
    select revision from created union all select revision from advanced
  )
  insert into es_messages (stream_id, stream_revision, event_type, schema_version, data, metadata)
  select :streamId, claimed.revision - :count::bigint + e.ordinal, e.type, e.schema_version, e.data, e.metadata
  from claimed, jsonb_to_recordset(:events::jsonb)
    as e(ordinal int, type text, schema_version int, data jsonb, metadata jsonb)
  order by e.ordinal
  returning global_position::text, transaction_id::text, stream_revision::text`;

// Claims the revisions of many streams in one statement: each stream's row is created (no stream),
// advanced at its expected revision, or either (any). The revisions of streams with an expectation
// follow from it: only the streams claimed with 'any' are returned with theirs, and the streams whose
// expectation does not hold without one (an import's batch claims a thousand streams and gets none
// back: every row returned is copied and decoded on PGlite's one thread).
const claimStatement = `
  with input as (
    select * from jsonb_to_recordset(:streams::jsonb) as i(stream_id text, expected bigint, count bigint)
  ), created as (
    insert into es_streams (stream_id, revision)
    select stream_id, count - 1 from input where expected = -1
    on conflict (stream_id) do nothing
    returning stream_id, revision
  ), either as (
    insert into es_streams as s (stream_id, revision)
    select stream_id, count - 1 from input where expected = -2
    on conflict (stream_id) do update set revision = s.revision + excluded.revision + 1
    returning stream_id, revision
  ), advanced as (
    update es_streams s set revision = s.revision + i.count
    from input i where i.expected >= 0 and s.stream_id = i.stream_id and s.revision = i.expected
    returning s.stream_id, s.revision
  ), claimed as (
    select stream_id, revision from created
    union all select stream_id, revision from either
    union all select stream_id, revision from advanced
  )
  select i.stream_id, c.revision::text from input i left join claimed c on c.stream_id = i.stream_id
  where i.expected = -2 or c.stream_id is null`;

// Writes the events of many streams, at the revisions claimed, in one statement; returns the
// position of the newest only (ordered by the column: its text put position 999 after 1000).
const insertStatement = `
  with inserted as (
    insert into es_messages (stream_id, stream_revision, event_type, schema_version, data, metadata)
    select e.stream_id, e.revision, e.type, e.schema_version, e.data, e.metadata
    from jsonb_to_recordset(:events::jsonb)
      as e(ordinal int, stream_id text, revision bigint, type text, schema_version int, data jsonb, metadata jsonb)
    order by e.ordinal
    returning global_position, transaction_id
  )
  select global_position::text, transaction_id::text from inserted order by inserted.global_position desc limit 1`;

const encodeExpected = (expected: ExpectedRevision): number =>
  expected === 'no_stream' ? -1 : expected === 'any' ? -2 : expected;

/** The first of `appends` whose stream is not where it expects, as the error to throw; null when all are. */
async function refusedExpectation(db: Knex, appends: readonly StreamAppend[]): Promise<ConcurrencyError | null> {
  const current = await db.raw<{ rows: { stream_id: string; revision: string }[] }>(
    'select stream_id, revision::text from es_streams where stream_id = any(?::text[])',
    [appends.map((append) => append.streamId)],
  );
  const revisions = new Map(current.rows.map((row) => [row.stream_id, Number(row.revision)]));
  for (const { streamId, expectedRevision } of appends) {
    const actual = revisions.get(streamId) ?? 'no_stream';
    if (expectedRevision !== 'any' && expectedRevision !== actual)
      return new ConcurrencyError(streamId, expectedRevision, actual);
  }
  return null;
}

/** Events appended last by one store, kept for the readers of the log (see `appendedTail`). */
interface AppendedBlock {
  first: bigint;
  events: StoredEvent[];
}

/** An event as the multi-stream insert sends it. */
interface SentEvent {
  ordinal: number;
  stream_id: string;
  revision: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
}

/** Blocks kept: a few appends' worth, so a reader a batch or two behind still finds its events. */
const keptBlocks = 4;

/**
 * The events a multi-stream append of this store wrote, as `readAll` would read them back, for
 * embedded PGlite only: there statements run one at a time on one connection, so an insert's
 * events take consecutive positions (the newest is returned) and no later transaction can take a
 * position before them. A reader whose next position falls in a block gets the block's rest from
 * memory, not from the log: an import's batch of 2 000 events was read back by the projections at
 * once, decoded in PGlite's JavaScript on the app's one thread. Each block holds the JSON its insert
 * sent, parsed again, so its data is what the log returns.
 */
function appendedTail() {
  const blocks: AppendedBlock[] = [];
  return {
    keep(last: Position, sent: string) {
      const events = JSON.parse(sent) as SentEvent[];
      const first = last.minor - BigInt(events.length - 1);
      blocks.push({
        first,
        events: events.map((event, index) => ({
          streamId: event.stream_id,
          revision: event.revision,
          position: { major: last.major, minor: first + BigInt(index) },
          type: event.type,
          schemaVersion: event.schema_version,
          data: event.data,
          metadata: event.metadata,
        })),
      });
      if (blocks.length > keptBlocks) blocks.shift();
    },
    /** The events right after `after`, from a block, or null when no block holds them. */
    after(after: Position, limit: number): StoredEvent[] | null {
      const next = after.minor + 1n;
      const block = blocks.find((kept) => next >= kept.first && next < kept.first + BigInt(kept.events.length));
      if (!block) return null;
      const from = Number(next - block.first);
      return block.events.slice(from, from + limit);
    },
  };
}

export function createPostgresEventStore(db: Knex, schemaVersionOf: SchemaVersionOf): EventStore {
  // Not on a transaction of the caller's: it could still roll the appends back.
  const tail = isEmbedded(db) && !db.isTransaction ? appendedTail() : null;
  async function appendOne(tx: Knex, append: StreamAppend, checks: readonly StreamAppend[]) {
    const count = append.events.length;
    const expected = encodeExpected(append.expectedRevision);
    const events = append.events.map((event, ordinal) => ({
      ordinal: ordinal + 1,
      type: event.type,
      schema_version: schemaVersionOf(event.type),
      data: event.data,
      metadata: event.metadata,
    }));
    const result = await tx
      .raw<{
        rows: { global_position: string; transaction_id: string; stream_revision: string }[];
      }>(appendStatement, {
        streamId: append.streamId,
        count,
        expected,
        events: JSON.stringify(events),
        checks: JSON.stringify(
          checks.map((check) => ({ stream_id: check.streamId, expected: encodeExpected(check.expectedRevision) })),
        ),
      })
      // Every command runs it, and planning its CTEs cost the server about as much as running them:
      // each connection parses and plans it once.
      .options(preparedStatement);
    const last = result.rows.at(-1);
    if (!last) {
      // A stream's revision only grows: one that did not hold in the statement does not hold now.
      throw (await refusedExpectation(tx, [append, ...checks]))!;
    }
    return last;
  }

  return {
    async append(appends) {
      const writes = appends.filter((append) => append.events.length > 0);
      if (writes.length === 0) throw new Error('Nothing to append');
      const checks = appends.filter((append) => append.events.length === 0 && append.expectedRevision !== 'any');
      // One stream is one statement, atomic on its own: no BEGIN and COMMIT round trips.
      if (writes.length === 1) {
        const last = await appendOne(db, writes[0]!, checks);
        return {
          position: { major: BigInt(last.transaction_id), minor: BigInt(last.global_position) },
          revisions: { [writes[0]!.streamId]: Number(last.stream_revision) },
        };
      }
      // Many streams: two statements whatever their number (a batch of an import writes hundreds).
      let sent = '';
      const result = await db.transaction(async (tx) => {
        const claimed = await tx.raw<{ rows: { stream_id: string; revision: string | null }[] }>(claimStatement, {
          streams: JSON.stringify(
            writes.map((append) => ({
              stream_id: append.streamId,
              expected: encodeExpected(append.expectedRevision),
              count: append.events.length,
            })),
          ),
        });
        const returned = new Map(claimed.rows.map((row) => [row.stream_id, row.revision]));
        // Returned without a revision: its expectation does not hold.
        const refused = writes.find((append) => returned.get(append.streamId) === null);
        if (refused) throw (await refusedExpectation(tx, [refused]))!;
        const unchecked = checks.length > 0 ? await refusedExpectation(tx, checks) : null;
        if (unchecked) throw unchecked;
        const revisions: Record<string, number> = {};
        for (const append of writes) {
          const expected = append.expectedRevision;
          revisions[append.streamId] =
            expected === 'any'
              ? Number(returned.get(append.streamId))
              : (expected === 'no_stream' ? -1 : expected) + append.events.length;
        }
        let ordinal = 0;
        const events: SentEvent[] = writes.flatMap((append) =>
          append.events.map((event, index) => ({
            ordinal: ++ordinal,
            stream_id: append.streamId,
            revision: revisions[append.streamId]! - append.events.length + 1 + index,
            type: event.type,
            schema_version: schemaVersionOf(event.type),
            data: event.data,
            metadata: event.metadata,
          })),
        );
        sent = JSON.stringify(events);
        const inserted = await tx.raw<{ rows: { global_position: string; transaction_id: string }[] }>(
          insertStatement,
          { events: sent },
        );
        const last = inserted.rows[0]!;
        return {
          position: { major: BigInt(last.transaction_id), minor: BigInt(last.global_position) },
          revisions,
        };
      });
      tail?.keep(result.position, sent);
      return result;
    },

    async readStream(streamId, options = {}) {
      const result = await db.raw<{ rows: MessageRow[] }>(
        `select ${selectColumns} from es_messages where stream_id = ? and stream_revision >= ?
         order by es_messages.stream_revision`,
        [streamId, options.fromRevision ?? 0],
      );
      return result.rows.map(toStoredEvent);
    },

    async readStreams(streamIds) {
      const streams = new Map<string, StoredEvent[]>(streamIds.map((streamId) => [streamId, []]));
      if (streamIds.length === 0) return streams;
      const result = await db.raw<{ rows: MessageRow[] }>(
        `select ${selectColumns} from es_messages where stream_id = any(?::text[])
         order by es_messages.stream_id, es_messages.stream_revision`,
        [[...new Set(streamIds)]],
      );
      for (const row of result.rows) streams.get(row.stream_id)!.push(toStoredEvent(row));
      return streams;
    },

    async readAll(after: Position, limit: number) {
      const appended = tail?.after(after, limit);
      if (appended) return appended;
      const result = await db.raw<{ rows: MessageRow[] }>(
        `select ${selectColumns} from es_messages
         where (transaction_id, global_position) > (?::text::xid8, ?::bigint)
           and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         order by es_messages.transaction_id, es_messages.global_position
         limit ?`,
        [after.major.toString(), after.minor.toString(), limit],
      );
      return result.rows.map(toStoredEvent);
    },

    async headPosition() {
      const result = await db.raw<{ rows: { transaction_id: string; global_position: string }[] }>(
        `select transaction_id::text, global_position::text from es_messages
         where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         order by es_messages.transaction_id desc, es_messages.global_position desc limit 1`,
      );
      const row = result.rows[0];
      return row ? { major: BigInt(row.transaction_id), minor: BigInt(row.global_position) } : startOfLog;
    },

    async close() {},
  };
}
