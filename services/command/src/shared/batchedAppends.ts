import {
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  schemaVersionOf,
  startOfLog,
  type StoredEvent,
} from '@colophon/events';

interface PendingStream {
  /** The revision the stream must still have when the batch is written. */
  expected: ExpectedRevision;
  /** The revision the first pending event takes. */
  firstRevision: number;
  events: StoredEvent[];
}

/**
 * An event store for many commands written as one: each command reads and appends as usual (the
 * same handlers and deciders as the screens, each seeing the events the earlier commands of the
 * batch appended), but appends are held until `flush`, which writes every stream in one atomic
 * append at the revisions first read. A stream someone else wrote to in between makes the flush
 * fail as a whole, and the batch is decided again.
 *
 * Streams named by an id the batch minted itself (`mint`) cannot exist yet and are not read;
 * a stream read once in a batch is not read again, nor one the previous batch wrote.
 */
export function batchedAppends(inner: EventStore) {
  const mintedIds = new Set<string>();
  const pending = new Map<string, PendingStream>();
  /** Written events read in this batch, from the revision they were read from. */
  const read = new Map<string, { from: number; events: StoredEvent[] }>();
  // A minted id is a UUID at the end of the stream's name (`product-<id>`, `links-product-<id>`).
  const isMinted = (streamId: string) => mintedIds.has(streamId.slice(-36));

  async function committed(streamId: string, from: number): Promise<{ from: number; events: StoredEvent[] }> {
    if (isMinted(streamId)) return { from: 0, events: [] };
    const known = read.get(streamId);
    if (known && known.from <= from) return known;
    const fresh = { from, events: await inner.readStream(streamId, from > 0 ? { fromRevision: from } : {}) };
    read.set(streamId, fresh);
    return fresh;
  }

  /**
   * The stream's revision as the batch sees it: held events, else the written ones. A reader that
   * asked from a revision on knew the events before it (they are folded in its state).
   */
  async function currentRevision(streamId: string): Promise<number | null> {
    const held = pending.get(streamId);
    if (held) return held.firstRevision + held.events.length - 1;
    const { from, events } = await committed(streamId, read.get(streamId)?.from ?? 0);
    return events.at(-1)?.revision ?? (from > 0 ? from - 1 : null);
  }

  const store: EventStore = {
    async readStream(streamId, options = {}) {
      const from = options.fromRevision ?? 0;
      const held = pending.get(streamId)?.events ?? [];
      const heldFrom = held[0]?.revision ?? Number.POSITIVE_INFINITY;
      // A reader past every written event (it folded them already) needs only the held ones.
      const written =
        from >= heldFrom ? [] : (await committed(streamId, from)).events.filter((event) => event.revision >= from);
      return [...written, ...held.filter((event) => event.revision >= from)];
    },

    async append(appends) {
      for (const append of appends) {
        const current = await currentRevision(append.streamId);
        const expected = append.expectedRevision;
        const holds = expected === 'any' || (expected === 'no_stream' ? current === null : current === expected);
        if (!holds) throw new ConcurrencyError(append.streamId, expected, current ?? 'no_stream');
      }
      const revisions: AppendResult['revisions'] = {};
      for (const append of appends) {
        if (append.events.length === 0) continue;
        const current = await currentRevision(append.streamId);
        const held = pending.get(append.streamId) ?? {
          expected: current === null ? ('no_stream' as const) : current,
          firstRevision: (current ?? -1) + 1,
          events: [],
        };
        pending.set(append.streamId, held);
        const next = held.firstRevision + held.events.length;
        held.events.push(...append.events.map((event, index) => heldEvent(append.streamId, next + index, event)));
        revisions[append.streamId] = held.firstRevision + held.events.length - 1;
      }
      // Nothing is written yet: the batch's position comes with its flush.
      return { position: startOfLog, revisions };
    },

    async readStreams(streamIds) {
      return new Map(
        await Promise.all(streamIds.map(async (streamId) => [streamId, await store.readStream(streamId)] as const)),
      );
    },

    readAll: (after, limit) => inner.readAll(after, limit),
    headPosition: () => inner.headPosition(),
    close: async () => {},
  };

  return {
    store,
    /** Writes every held event in one atomic append; null when nothing was held. */
    async flush(): Promise<AppendResult | null> {
      if (pending.size === 0) return null;
      const appends = [...pending].map(([streamId, held]) => ({
        streamId,
        expectedRevision: held.expected,
        events: held.events.map(({ type, data, metadata }) => ({ type, data, metadata })),
      }));
      const result = await inner.append(appends);
      // The streams just written are known up to their last event: the next batch reads none of
      // them again (a customer's links stream, the plan ledger, the session). Another writer's event
      // since makes that batch's flush fail on its expected revision, and it is decided again.
      read.clear();
      for (const [streamId, held] of pending) read.set(streamId, { from: held.firstRevision, events: held.events });
      pending.clear();
      mintedIds.clear();
      return result;
    },
    /** Reads streams the batch's commands will read, in one read instead of one each. */
    async prefetch(streamIds: readonly string[]): Promise<void> {
      const wanted = streamIds.filter(
        (streamId) => !read.has(streamId) && !pending.has(streamId) && !isMinted(streamId),
      );
      for (const [streamId, events] of await inner.readStreams(wanted)) read.set(streamId, { from: 0, events });
    },
    /** Notes an id the batch made for a new record: streams named by it are not read. */
    mint(id: string): string {
      mintedIds.add(id);
      return id;
    },
  };
}

export type BatchedAppends = ReturnType<typeof batchedAppends>;

/** An appended event as a reader of the batch sees it, before it is written. */
const heldEvent = (streamId: string, revision: number, event: NewEvent): StoredEvent => ({
  streamId,
  revision,
  position: startOfLog,
  type: event.type,
  schemaVersion: schemaVersionOf(event.type),
  data: event.data,
  metadata: event.metadata,
});
