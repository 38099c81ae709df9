import { randomUUID } from 'node:crypto';

import {
  comparePositions,
  ConcurrencyError,
  createDatabase,
  createInProcessBus,
  createPostgresEventStore,
  type EventStore,
  migrateEventStore,
  type Position,
  startOfLog,
  type StoredEvent,
} from '@colophon/events';
import { createKurrentDbEventStore } from '@colophon/events/store/kurrentdb';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  collectFromSubscription,
  newEvent,
  type OpenedStore,
  openPgliteStore,
  schemaVersionOf,
  uniqueStreamId,
} from './fixtures.ts';

const databaseUrl = process.env.DATABASE_URL;
const kurrentDbUrl = process.env.KURRENTDB_URL;

/**
 * A Postgres store in a schema of its own, dropped on close: the database is shared with other
 * test files, which must neither see these tables nor be seen by them.
 */
async function openPostgresStore(url: string): Promise<OpenedStore & { db: Knex }> {
  const schema = `contract_${randomUUID().replaceAll('-', '')}`;
  const admin = createDatabase({ databaseUrl: url }, 1);
  await admin.raw(`create schema ${schema}`);
  const inSchema = new URL(url);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  const db = createDatabase({ databaseUrl: inSchema.toString() });
  await migrateEventStore(db);
  return {
    db,
    store: createPostgresEventStore(db, schemaVersionOf),
    async close() {
      await db.destroy();
      await admin.raw(`drop schema ${schema} cascade`);
      await admin.destroy();
    },
  };
}

async function openKurrentDbStore(url: string): Promise<OpenedStore> {
  const store = createKurrentDbEventStore(url, schemaVersionOf);
  return { store, close: () => store.close() };
}

const streamIdsOf = (events: readonly StoredEvent[]) => events.map((event) => event.streamId);

/** Reads the whole log page by page, checking every page keeps to the limit and the log order. */
async function readWholeLog(store: EventStore, pageSize: number): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  let checkpoint = startOfLog;
  for (;;) {
    const page = await store.readAll(checkpoint, pageSize);
    expect(page.length).toBeLessThanOrEqual(pageSize);
    if (page.length === 0) return all;
    all.push(...page);
    checkpoint = page.at(-1)!.position;
  }
}

function expectStrictlyIncreasing(positions: readonly Position[]) {
  for (let index = 1; index < positions.length; index++) {
    expect(comparePositions(positions[index - 1]!, positions[index]!)).toBe(-1);
  }
}

function describeEventStoreContract(name: string, skip: boolean, open: () => Promise<OpenedStore>) {
  describe.skipIf(skip)(`event store contract: ${name}`, () => {
    let opened: OpenedStore;
    let store: EventStore;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(() => opened?.close());

    /** A stream with `count` events already in it. */
    async function existingStream(label: string, count = 1): Promise<string> {
      const streamId = uniqueStreamId(label);
      const events = Array.from({ length: count }, (_, index) => newEvent({ index }));
      await store.append([{ streamId, expectedRevision: 'no_stream', events }]);
      return streamId;
    }

    it('reads a stream from a revision on, for a reader that has the events before it', async () => {
      const streamId = uniqueStreamId('note');
      const written = [newEvent({ text: 'a' }), newEvent({ text: 'b' }), newEvent({ text: 'c' })];
      await store.append([{ streamId, expectedRevision: 'no_stream', events: written }]);
      const tail = await store.readStream(streamId, { fromRevision: 1 });
      expect(tail.map((event) => [event.revision, event.data])).toEqual([
        [1, { text: 'b' }],
        [2, { text: 'c' }],
      ]);
      expect(await store.readStream(streamId, { fromRevision: 3 })).toEqual([]);
      expect(await store.readStream(uniqueStreamId('unknown'), { fromRevision: 2 })).toEqual([]);
    });

    it('reads several streams in one call, a missing one empty', async () => {
      const first = await existingStream('note', 2);
      const second = await existingStream('note', 1);
      const missing = uniqueStreamId('note');
      const streams = await store.readStreams([first, second, missing]);
      expect([...streams].map(([streamId, events]) => [streamId, events.map((event) => event.revision)])).toEqual([
        [first, [0, 1]],
        [second, [0]],
        [missing, []],
      ]);
    });

    it('appends to a new stream expecting no stream and reads back data, metadata and schema version', async () => {
      const streamId = uniqueStreamId('note');
      const written = [newEvent({ text: 'first' }), newEvent({ text: 'second' }, 'NoteRewritten')];
      const result = await store.append([{ streamId, expectedRevision: 'no_stream', events: written }]);

      expect(result.revisions).toEqual({ [streamId]: 1 });
      const events = await store.readStream(streamId);
      expect(events).toMatchObject([
        {
          streamId,
          revision: 0,
          type: 'NoteAdded',
          schemaVersion: 1,
          data: { text: 'first' },
          metadata: written[0]!.metadata,
        },
        {
          streamId,
          revision: 1,
          type: 'NoteRewritten',
          schemaVersion: 2,
          data: { text: 'second' },
          metadata: written[1]!.metadata,
        },
      ]);
    });

    it('refuses no_stream on a stream that exists', async () => {
      const streamId = await existingStream('note');
      const append = store.append([{ streamId, expectedRevision: 'no_stream', events: [newEvent()] }]);

      await expect(append).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(append).rejects.toMatchObject({ streamId, expected: 'no_stream', actual: 0 });
      expect(await store.readStream(streamId)).toHaveLength(1);
    });

    it('appends at the exact revision and refuses a wrong one with a clear message', async () => {
      const streamId = await existingStream('note', 2);
      const result = await store.append([{ streamId, expectedRevision: 1, events: [newEvent()] }]);
      expect(result.revisions).toEqual({ [streamId]: 2 });

      const stale = store.append([{ streamId, expectedRevision: 1, events: [newEvent()] }]);
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(stale).rejects.toMatchObject({
        code: 'CONCURRENCY',
        message: `Stream ${streamId} was expected at 1 but is at 2`,
      });

      const missing = uniqueStreamId('missing');
      await expect(
        store.append([{ streamId: missing, expectedRevision: 0, events: [newEvent()] }]),
      ).rejects.toMatchObject({
        message: `Stream ${missing} was expected at 0 but is at no_stream`,
      });
      expect(await store.readStream(streamId)).toHaveLength(3);
      expect(await store.readStream(missing)).toEqual([]);
    });

    it("appends with 'any' whether the stream exists or not", async () => {
      const streamId = uniqueStreamId('note');
      const created = await store.append([{ streamId, expectedRevision: 'any', events: [newEvent()] }]);
      const extended = await store.append([{ streamId, expectedRevision: 'any', events: [newEvent()] }]);

      expect(created.revisions).toEqual({ [streamId]: 0 });
      expect(extended.revisions).toEqual({ [streamId]: 1 });
    });

    it('appends to several streams at once', async () => {
      const existing = await existingStream('author');
      const created = uniqueStreamId('book');
      const result = await store.append([
        { streamId: existing, expectedRevision: 0, events: [newEvent({ to: 'existing' })] },
        {
          streamId: created,
          expectedRevision: 'no_stream',
          events: [newEvent({ to: 'new' }), newEvent({ to: 'new' })],
        },
      ]);

      expect(result.revisions).toEqual({ [existing]: 1, [created]: 1 });
      expect(await store.readStream(existing)).toHaveLength(2);
      expect(await store.readStream(created)).toHaveLength(2);
    });

    it("appends to many streams in one write, 'any' included, in the order given", async () => {
      const existing = await existingStream('author');
      const either = await existingStream('author');
      const fresh = Array.from({ length: 40 }, () => uniqueStreamId('book'));
      const result = await store.append([
        { streamId: existing, expectedRevision: 0, events: [newEvent({ n: 0 })] },
        { streamId: either, expectedRevision: 'any', events: [newEvent({ n: 1 }), newEvent({ n: 2 })] },
        ...fresh.map((streamId, index) => ({
          streamId,
          expectedRevision: 'no_stream' as const,
          events: [newEvent({ n: index + 3 })],
        })),
      ]);
      expect(result.revisions).toMatchObject({ [existing]: 1, [either]: 2, [fresh[39]!]: 0 });
      const written = [
        ...(await store.readStream(existing, { fromRevision: 1 })),
        ...(await store.readStream(either, { fromRevision: 1 })),
        ...(await Promise.all(fresh.map((streamId) => store.readStream(streamId)))).flat(),
      ];
      expect(written.map((event) => (event.data as { n: number }).n)).toEqual(
        Array.from({ length: 43 }, (_, index) => index),
      );
      const positions = written.map((event) => event.position.minor);
      expect([...positions].sort((first, second) => (first < second ? -1 : 1))).toEqual(positions);
      expect(comparePositions(result.position, written.at(-1)!.position)).toBe(0);
    });

    it('writes nothing to any stream when one expectation of a multi-stream append fails', async () => {
      const existing = await existingStream('author');
      const created = uniqueStreamId('book');
      const append = store.append([
        { streamId: created, expectedRevision: 'no_stream', events: [newEvent()] },
        { streamId: existing, expectedRevision: 5, events: [newEvent()] },
      ]);

      await expect(append).rejects.toMatchObject({ streamId: existing, expected: 5, actual: 0 });
      expect(await store.readStream(created)).toEqual([]);
      expect(await store.readStream(existing)).toHaveLength(1);
    });

    it('checks the expectation of a stream given no events, writing only when it holds, alone or with several streams', async () => {
      const checked = await existingStream('lookups', 2);
      const missing = uniqueStreamId('lookups');
      // One stream written (one statement on Postgres), then two (a transaction).
      for (const streams of [1, 2]) {
        const writes = () =>
          Array.from({ length: streams }, () => ({
            streamId: uniqueStreamId('author'),
            expectedRevision: 'no_stream' as const,
            events: [newEvent()],
          }));
        const held = writes();
        const written = await store.append([
          ...held,
          { streamId: checked, expectedRevision: 1, events: [] },
          { streamId: missing, expectedRevision: 'no_stream', events: [] },
        ]);
        expect(Object.keys(written.revisions).sort()).toEqual(held.map((write) => write.streamId).sort());
        expect(await store.readStream(checked)).toHaveLength(2);

        const movedOn = writes();
        await expect(
          store.append([...movedOn, { streamId: checked, expectedRevision: 0, events: [] }]),
        ).rejects.toMatchObject({
          streamId: checked,
          expected: 0,
          actual: 1,
        });
        const nowExists = writes();
        await expect(
          store.append([...nowExists, { streamId: checked, expectedRevision: 'no_stream', events: [] }]),
        ).rejects.toBeInstanceOf(ConcurrencyError);
        for (const refused of [...movedOn, ...nowExists]) expect(await store.readStream(refused.streamId)).toEqual([]);
      }
    });

    it('reads a stream in revision order, and an unknown stream as empty', async () => {
      const streamId = uniqueStreamId('note');
      await store.append([{ streamId, expectedRevision: 'no_stream', events: [newEvent({ step: 0 })] }]);
      await store.append([{ streamId, expectedRevision: 0, events: [newEvent({ step: 1 }), newEvent({ step: 2 })] }]);
      await store.append([{ streamId, expectedRevision: 2, events: [newEvent({ step: 3 })] }]);

      const events = await store.readStream(streamId);
      expect(events.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
      expect(events.map((event) => event.data)).toEqual([{ step: 0 }, { step: 1 }, { step: 2 }, { step: 3 }]);
      expect(await store.readStream(uniqueStreamId('unknown'))).toEqual([]);
    });

    it('reads the log from its start in order, page by page', async () => {
      const first = uniqueStreamId('first');
      const second = uniqueStreamId('second');
      await store.append([{ streamId: first, expectedRevision: 'no_stream', events: [newEvent()] }]);
      await store.append([{ streamId: second, expectedRevision: 'no_stream', events: [newEvent()] }]);
      await store.append([{ streamId: first, expectedRevision: 0, events: [newEvent()] }]);

      const log = await readWholeLog(store, 2);
      expectStrictlyIncreasing(log.map((event) => event.position));
      const ours = log.filter((event) => event.streamId === first || event.streamId === second);
      expect(ours.map((event) => [event.streamId, event.revision])).toEqual([
        [first, 0],
        [second, 0],
        [first, 1],
      ]);
    });

    it('reads the log from a position in the middle, strictly after it, up to the limit', async () => {
      const before = await store.headPosition();
      const streamId = uniqueStreamId('note');
      for (let step = 0; step < 4; step++) {
        await store.append([
          { streamId, expectedRevision: step === 0 ? 'no_stream' : step - 1, events: [newEvent({ step })] },
        ]);
      }

      const firstPage = await store.readAll(before, 2);
      expect(firstPage.map((event) => event.data)).toEqual([{ step: 0 }, { step: 1 }]);
      const rest = await store.readAll(firstPage[1]!.position, 100);
      expect(rest.map((event) => event.data)).toEqual([{ step: 2 }, { step: 3 }]);
      expect(await store.readAll(rest[1]!.position, 100)).toEqual([]);
    });

    it('reads a multi-stream append back from the log whole, or from any event of it on', async () => {
      const before = await store.headPosition();
      const streams = Array.from({ length: 3 }, () => uniqueStreamId('book'));
      await store.append(
        streams.map((streamId, index) => ({
          streamId,
          expectedRevision: 'no_stream' as const,
          events: [newEvent({ index, first: true }), newEvent({ index, title: 'Ünïcode "quoted" \\ back' })],
        })),
      );
      const written = (await Promise.all(streams.map((streamId) => store.readStream(streamId)))).flat();

      expect(await store.readAll(before, 100)).toEqual(written);
      expect(await store.readAll(written[2]!.position, 2)).toEqual(written.slice(3, 5));
      expect(await store.readAll(written[5]!.position, 100)).toEqual([]);
    });

    it('reports the head position as the position of the newest event', async () => {
      const before = await store.headPosition();
      const streamId = uniqueStreamId('note');
      const result = await store.append([
        { streamId, expectedRevision: 'no_stream', events: [newEvent(), newEvent()] },
      ]);

      const head = await store.headPosition();
      const appended = await store.readAll(before, 100);
      expect(streamIdsOf(appended)).toEqual([streamId, streamId]);
      expect(comparePositions(head, before)).toBe(1);
      expect(head).toEqual(appended[1]!.position);
      expect(result.position).toEqual(head);
    });

    it('subscribes: catches up, then delivers new events at once when the bus wakes it', async () => {
      const bus = createInProcessBus();
      const before = await store.headPosition();
      const streamId = await existingStream('note', 2);
      // Far longer than the wait below: only the bus can deliver in time.
      const { received, subscription } = collectFromSubscription(store, bus, before, 60_000);
      try {
        await vi.waitFor(() => expect(streamIdsOf(received)).toEqual([streamId, streamId]), { timeout: 5_000 });

        const result = await store.append([{ streamId, expectedRevision: 1, events: [newEvent({ live: true })] }]);
        await bus.announceAppended(result.position);
        await vi.waitFor(() => expect(received.map((event) => event.revision)).toEqual([0, 1, 2]), { timeout: 5_000 });
      } finally {
        await subscription.stop();
        await bus.close();
      }
    });

    it('subscribes without a bus: new events still arrive within the poll interval', async () => {
      const before = await store.headPosition();
      const { received, subscription } = collectFromSubscription(store, null, before, 200);
      try {
        const streamId = await existingStream('note');
        await vi.waitFor(() => expect(streamIdsOf(received)).toEqual([streamId]), { timeout: 2_000 });
      } finally {
        await subscription.stop();
      }
    });

    it('lets exactly one of several concurrent appends at the same revision win', async () => {
      const streamId = await existingStream('note');
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, writer) =>
          store.append([{ streamId, expectedRevision: 0, events: [newEvent({ writer })] }]),
        ),
      );

      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts) {
        if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(ConcurrencyError);
      }
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('lets exactly one of several concurrent creations of a stream win', async () => {
      const streamId = uniqueStreamId('note');
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, writer) =>
          store.append([{ streamId, expectedRevision: 'no_stream', events: [newEvent({ writer })] }]),
        ),
      );

      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(streamId)).toHaveLength(1);
    });
  });
}

describeEventStoreContract('PGlite in memory', false, openPgliteStore);
describeEventStoreContract('Postgres (DATABASE_URL)', !databaseUrl, () => openPostgresStore(databaseUrl!));
describeEventStoreContract('KurrentDB (KURRENTDB_URL)', !kurrentDbUrl, () => openKurrentDbStore(kurrentDbUrl!));

describe.each([
  { name: 'PGlite in memory', skip: false, open: openPgliteStore },
  { name: 'Postgres (DATABASE_URL)', skip: !databaseUrl, open: () => openPostgresStore(databaseUrl!) },
])('$name: positions with more digits', ({ skip, open }) => {
  it.skipIf(skip)('a multi-stream append returns its newest position when its positions gain a digit', async () => {
    const { store, close } = await open();
    try {
      // The newest position so far, from an append (the visible head can lag behind it on a shared server).
      let head = (
        await store.append([{ streamId: uniqueStreamId('book'), expectedRevision: 'no_stream', events: [newEvent()] }])
      ).position.minor;
      // Appends that end just past the next power of ten (9 → 10, 99 → 100, 999 → 1 000).
      for (let appends = 0; appends < 3; appends++) {
        let power = 10n;
        while (power <= head + 1n) power *= 10n;
        const count = Number(power - head) + 1;
        const streams = [uniqueStreamId('book'), uniqueStreamId('book')];
        const result = await store.append(
          streams.map((streamId, index) => ({
            streamId,
            expectedRevision: 'no_stream' as const,
            events: Array.from({ length: index === 0 ? 1 : count - 1 }, (_, n) => newEvent({ n })),
          })),
        );
        const newest = (await store.readStream(streams[1]!)).at(-1)!;
        expect(result.position).toEqual(newest.position);
        expect(newest.position.minor).toBe(power + 1n);
        head = newest.position.minor;
      }
    } finally {
      await close();
    }
  });
});

describe.skipIf(!databaseUrl)('Postgres: transactions that overlap', () => {
  it('never lets a reader skip an event whose transaction commits after a later one', async () => {
    const { db, store, close } = await openPostgresStore(databaseUrl!);
    const slowTransaction = await db.transaction();
    try {
      // The slow writer appends first, so it holds the lower transaction id and sequence number,
      // then stays open while a fast writer appends and commits.
      const slowWriter = createPostgresEventStore(slowTransaction, schemaVersionOf);
      const slowStream = uniqueStreamId('slow');
      const fastStream = uniqueStreamId('fast');
      await slowWriter.append([{ streamId: slowStream, expectedRevision: 'no_stream', events: [newEvent()] }]);
      await store.append([{ streamId: fastStream, expectedRevision: 'no_stream', events: [newEvent()] }]);

      const seen: StoredEvent[] = [];
      let checkpoint = startOfLog;
      const poll = async () => {
        const events = await store.readAll(checkpoint, 100);
        seen.push(...events);
        checkpoint = events.at(-1)?.position ?? checkpoint;
      };
      await poll();
      await slowTransaction.commit();
      await poll();

      expect(streamIdsOf(seen).sort()).toEqual([slowStream, fastStream].sort());
      expectStrictlyIncreasing(seen.map((event) => event.position));
    } finally {
      if (!slowTransaction.isCompleted()) await slowTransaction.rollback();
      await close();
    }
  });
});

describe('PGlite: the events a store appended, read back without the log', () => {
  it('are the events another store reads from the log', async () => {
    const db = createDatabase({ dataDir: null });
    try {
      await migrateEventStore(db);
      const appending = createPostgresEventStore(db, schemaVersionOf);
      const other = createPostgresEventStore(db, schemaVersionOf);
      const streams = Array.from({ length: 5 }, () => uniqueStreamId('book'));
      await appending.append([{ streamId: streams[0]!, expectedRevision: 'no_stream', events: [newEvent()] }]);
      for (let batch = 0; batch < 6; batch++) {
        await appending.append(
          streams.map((streamId, index) => ({
            streamId,
            expectedRevision: 'any' as const,
            events: [newEvent({ batch, index, at: new Date(0).toISOString(), gone: undefined, nested: [{ a: 1 }] })],
          })),
        );
      }
      // Page sizes that end inside an append and at its end, from the start of the log.
      for (const pageSize of [3, 5, 7]) {
        expect(await readWholeLog(appending, pageSize)).toEqual(await readWholeLog(other, pageSize));
      }
    } finally {
      await db.destroy();
    }
  });
});
