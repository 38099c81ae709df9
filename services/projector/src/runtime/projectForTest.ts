import {
  checkpointsTable,
  comparePositions,
  createDatabase,
  type DomainEvent,
  newProductFields,
  type ProductFields,
  startOfLog,
  type StoredEvent,
} from '@colophon/events';
import type { Knex } from 'knex';

import { migrateReadModels } from '../index.ts';
import { finishRebuild, resetProjection } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { applyBatch, catchUp } from './projector.ts';
import type { RowWrites } from './rowWrites.ts';

/** An event as it would be read from the store: at `occurredAt`, by publisher p1. */
export interface TimedEvent {
  event: DomainEvent;
  streamId: string;
  occurredAt: string;
}

/** Events given positions in the order given, as the store would hand them over. */
export const storedEvents = (events: readonly TimedEvent[], firstPosition = 1): StoredEvent[] =>
  events.map(({ event, streamId, occurredAt }, index) => ({
    ...event,
    streamId,
    revision: index,
    schemaVersion: 1,
    position: { major: BigInt(firstPosition + index), minor: 0n },
    metadata: { publisherId: 'p1', userId: 'u1', correlationId: 'c', causationId: null, occurredAt },
  }));

/** A fresh in-memory database with every read model's tables. */
export async function migratedDatabase(): Promise<Knex> {
  const db = createDatabase({ dataDir: null });
  await migrateReadModels(db);
  return db;
}

/** Applies the events to the projection in batches of `batchSize`, from the start of the log. */
export async function project(db: Knex, projection: Projection, events: readonly StoredEvent[], batchSize: number) {
  let position = startOfLog;
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    if (!(await applyBatch(db, projection, position, batch))) throw new Error('batch refused');
    position = batch.at(-1)!.position;
  }
}

/** A log projected as it grows: each call appends the events after the last ones and applies them as one batch. */
export function growingLog(db: Knex, projection: Projection) {
  let position = startOfLog;
  let appended = 0;
  return async (events: readonly TimedEvent[]) => {
    const batch = storedEvents(events, appended + 1);
    appended += events.length;
    if (!(await applyBatch(db, projection, position, batch))) throw new Error('batch refused');
    position = batch.at(-1)!.position;
  };
}

/** A format's fields as a test's ProductCreated gives them: only the format code and ISBN vary. */
export const format = (formatCode: string, isbn = ''): ProductFields => ({
  ...newProductFields(),
  isbn,
  formatCode,
  retailPriceCents: 1000,
  hasShippingCharges: true,
});

/** An expense as a test's ExpenseCreated gives it: only its format and amount vary. */
export const expenseCreated = (expenseId: string, productId: string | null, amountCents = 1200) =>
  ({
    type: 'ExpenseCreated',
    data: {
      expenseId,
      publisherId: 'p1',
      productId,
      categoryId: null,
      amountCents,
      expenseDate: '2026-04-01',
      adminNotes: '',
    },
  }) satisfies DomainEvent;

/**
 * Applies the events as `rebuildProjections` does: the projection reset for a rebuild, its batches
 * of `batchSize` applied as a rebuild's, then its end-of-rebuild work. `interruptedAfter`: the
 * rebuild stops after that many events, as in a crash, and the projection then follows the rest of
 * the log as a restarted projector does.
 */
export async function rebuild(
  db: Knex,
  projection: Projection,
  events: readonly StoredEvent[],
  batchSize: number,
  interruptedAfter?: number,
) {
  await resetProjection(db, projection, true);
  const replayed = events.slice(0, interruptedAfter ?? events.length);
  let position = startOfLog;
  for (let start = 0; start < replayed.length; start += batchSize) {
    const batch = replayed.slice(start, start + batchSize);
    if (!(await applyBatch(db, projection, position, batch, true))) throw new Error('batch refused');
    position = batch.at(-1)!.position;
  }
  if (interruptedAfter === undefined) {
    if (!(await finishRebuild(db, projection, position))) throw new Error('rebuild not finished');
    return;
  }
  await catchUp(db, countedLog(events), projection, batchSize);
}

/**
 * Rebuilds `projection` whole (batches of 4), then again interrupted after `interruptedAfter` events
 * and followed to the end as a restarted projector does (batches of 3), with `check` after each. A
 * rebuild empties the read model first, so one database serves both.
 */
export async function rebuildWholeAndInterrupted(
  db: Knex,
  projection: Projection,
  events: readonly StoredEvent[],
  interruptedAfter: number,
  check: () => Promise<void>,
) {
  for (const [batchSize, interrupted] of [
    [4, undefined],
    [3, interruptedAfter],
  ] as const) {
    await rebuild(db, projection, events, batchSize, interrupted);
    await check();
  }
}

const isbnEvent = (type: 'IsbnReserved' | 'IsbnReleased'): TimedEvent => ({
  event: { type, data: { publisherId: 'p1', isbn: '9780000000002', productId: 'f1' } },
  streamId: 'isbn-1',
  occurredAt: '2024-05-01T10:00:00.000Z',
});

/** A log of `count` events, an ISBN reserved and released in turn: for tests of the projector itself. */
export const reservationsLog = (count: number): StoredEvent[] =>
  storedEvents(
    Array.from({ length: count }, (_, index) => isbnEvent(index % 2 === 0 ? 'IsbnReserved' : 'IsbnReleased')),
  );

/** A log as a rebuild reads it, counting the reads (`reads`): a rebuild reads each page once. */
export function countedLog(log: readonly StoredEvent[]) {
  const reader = {
    reads: 0,
    readAll: async (after: StoredEvent['position'], limit: number) => {
      reader.reads += 1;
      return log.filter((event) => comparePositions(event.position, after) > 0).slice(0, limit);
    },
  };
  return reader;
}

/** The position a projection's checkpoint has reached in a log of `reservationsLog`. */
export const checkpointReached = async (db: Knex, name: string) =>
  Number((await db(checkpointsTable).where({ name }).first('major')).major);

/**
 * A projection that keeps the position of each event of `types` it applies (as `id` in its table
 * `test_<name>`), once `before` has seen the event.
 */
export const keeping = (
  name: string,
  types: readonly ('IsbnReserved' | 'IsbnReleased')[],
  before: (event: StoredEvent) => Promise<void> | void = () => {},
): Projection => ({
  name,
  tables: [`test_${name}`],
  handlers: Object.fromEntries(
    types.map((type) => [
      type,
      async (rows: RowWrites, event: StoredEvent) => {
        await before(event);
        rows.upsert(`test_${name}`, { id: String(event.position.major) });
      },
    ]),
  ),
});
