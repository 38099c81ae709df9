import {
  ANY,
  type AppendStreamState,
  BACKWARDS,
  END,
  type EventData,
  excludeSystemEvents,
  jsonEvent,
  type JSONType,
  KurrentDBClient,
  NO_STREAM,
  type RecordedEvent,
  type ResolvedEvent,
  StreamNotFoundError,
  UnsupportedError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { z } from 'zod';

import { eventMetadataSchema } from '../metadata.ts';
import { comparePositions, maxPosition, type Position, startOfLog } from '../position.ts';
import {
  ConcurrencyError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type SchemaVersionOf,
  type StoredEvent,
  type StreamAppend,
} from './port.ts';

/**
 * What this adapter keeps in KurrentDB's event metadata. Multi-stream appends accept only string
 * values, so the schema version is a numeric string and our metadata a JSON string.
 */
/** How many streams `readStreams` reads at once. */
const concurrentStreamReads = 32;

const storedMetadataSchema = z.object({
  schemaVersion: z.coerce.number().int(),
  eventMetadata: z
    .string()
    .transform((text): unknown => JSON.parse(text))
    .pipe(eventMetadataSchema),
});

const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);

function positionOf(recorded: RecordedEvent): Position {
  if (!recorded.position) throw new Error(`KurrentDB returned event ${recorded.id} without a log position`);
  return { major: recorded.position.commit, minor: recorded.position.prepare };
}

function toStoredEvent(recorded: RecordedEvent): StoredEvent {
  const { schemaVersion, eventMetadata } = storedMetadataSchema.parse(recorded.metadata);
  return {
    streamId: recorded.streamId,
    revision: Number(recorded.revision),
    position: positionOf(recorded),
    type: recorded.type,
    schemaVersion,
    data: recorded.data,
    metadata: eventMetadata,
  };
}

/** Resolved events of our own reads are never links (resolveLinkTos is off), so `event` is set. */
function recordedOf(resolved: ResolvedEvent): RecordedEvent {
  if (!resolved.event) throw new Error('KurrentDB returned a link without its event');
  return resolved.event;
}

function translateAppendError(error: unknown, writes: readonly StreamAppend[]): unknown {
  if (error instanceof WrongExpectedVersionError) {
    const write = writes.find((candidate) => candidate.streamId === error.streamName) ?? writes[0]!;
    const actual =
      typeof error.actualState === 'bigint' && error.actualState >= 0n ? Number(error.actualState) : 'no_stream';
    return new ConcurrencyError(write.streamId, write.expectedRevision, actual);
  }
  if (error instanceof UnsupportedError) {
    return new Error(
      'Appending to several streams at once needs KurrentDB 25.1 or later (multi-stream append); this server only appends to one stream at a time',
      { cause: error },
    );
  }
  return error;
}

/**
 * The event store on KurrentDB. Positions are (commit position, prepare position); readAll
 * leaves out system events. Appends to several streams use the server's atomic multi-stream
 * append (KurrentDB 25.1+); older servers refuse them with a clear error.
 */
export function createKurrentDbEventStore(connectionString: string, schemaVersionOf: SchemaVersionOf): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);

  const toEventData = (event: NewEvent): EventData =>
    jsonEvent({
      type: event.type,
      data: event.data as JSONType,
      metadata: { schemaVersion: String(schemaVersionOf(event.type)), eventMetadata: JSON.stringify(event.metadata) },
    });

  /** Returns the revision of the last event written to each stream. */
  async function write(writes: readonly StreamAppend[]): Promise<Record<string, number>> {
    if (writes.length === 1) {
      const [single] = writes as [StreamAppend];
      const result = await client.appendToStream(single.streamId, single.events.map(toEventData), {
        streamState: toStreamState(single.expectedRevision),
      });
      return { [single.streamId]: Number(result.nextExpectedRevision) };
    }
    const result = await client.multiStreamAppend(
      writes.map((append) => ({
        streamName: append.streamId,
        events: append.events.map(toEventData),
        expectedState: toStreamState(append.expectedRevision),
      })),
    );
    return Object.fromEntries(result.responses.map((response) => [response.streamName, Number(response.revision)]));
  }

  // Append responses do not give the (commit, prepare) pair readers will see for the last event
  // (a multi-stream append returns a single number), so it is read back.
  async function positionAt(streamId: string, revision: number): Promise<Position> {
    for await (const resolved of client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 })) {
      return positionOf(recordedOf(resolved));
    }
    throw new Error(`Event ${revision} of stream ${streamId} was appended but cannot be read back`);
  }

  /** The revision of a stream's last event, or 'no_stream'. */
  async function lastRevision(streamId: string): Promise<number | 'no_stream'> {
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      }))
        return Number(recordedOf(resolved).revision);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 'no_stream';
  }

  const store: EventStore = {
    async append(appends) {
      const writes = appends.filter((append) => append.events.length > 0);
      if (writes.length === 0) throw new Error('Nothing to append');
      // KurrentDB takes no expectation without events: a stream only checked is read just before
      // the write, as a command's own read of it would have been.
      for (const check of appends.filter((append) => append.events.length === 0 && append.expectedRevision !== 'any')) {
        const actual = await lastRevision(check.streamId);
        if (actual !== check.expectedRevision)
          throw new ConcurrencyError(check.streamId, check.expectedRevision, actual);
      }
      const revisions = await write(writes).catch((error: unknown) => {
        throw translateAppendError(error, writes);
      });
      const positions = await Promise.all(
        Object.entries(revisions).map(([streamId, revision]) => positionAt(streamId, revision)),
      );
      return { position: positions.reduce(maxPosition), revisions };
    },

    async readStream(streamId, options = {}) {
      const events: StoredEvent[] = [];
      const from = options.fromRevision ? { fromRevision: BigInt(options.fromRevision) } : {};
      try {
        for await (const resolved of client.readStream(streamId, from))
          events.push(toStoredEvent(recordedOf(resolved)));
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readStreams(streamIds) {
      // KurrentDB reads one stream a call: several calls at once over the client's one connection,
      // a bounded number so an audit of thousands of orders does not open thousands of reads.
      const unique = [...new Set(streamIds)];
      const streams = new Map<string, StoredEvent[]>();
      for (let start = 0; start < unique.length; start += concurrentStreamReads) {
        const read = await Promise.all(
          unique
            .slice(start, start + concurrentStreamReads)
            .map(async (streamId) => [streamId, await store.readStream(streamId)] as const),
        );
        for (const [streamId, events] of read) streams.set(streamId, events);
      }
      return streams;
    },

    async readAll(after, limit) {
      // Reading $all from a position includes the event at that position: ask for one more and
      // keep only those strictly after. The filter leaves out $-typed events; $-streams go here.
      const events: StoredEvent[] = [];
      const fromPosition = { commit: after.major, prepare: after.minor };
      for await (const resolved of client.readAll({
        fromPosition,
        maxCount: limit + 1,
        filter: excludeSystemEvents(),
      })) {
        const recorded = recordedOf(resolved);
        if (recorded.streamId.startsWith('$')) continue;
        const event = toStoredEvent(recorded);
        if (comparePositions(event.position, after) > 0) events.push(event);
      }
      return events.slice(0, limit);
    },

    async headPosition() {
      const newest = client.readAll({
        fromPosition: END,
        direction: BACKWARDS,
        maxCount: 1,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of newest) return positionOf(recordedOf(resolved));
      return startOfLog;
    },

    async close() {
      await client.dispose();
    },
  };
  return store;
}
