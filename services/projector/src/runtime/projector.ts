import { availableParallelism } from 'node:os';

import {
  type Bus,
  type CallersChanged,
  comparePositions,
  decodeEvent,
  type EventStore,
  type Position,
  type RecordedDomainEvent,
  startOfLog,
  type StoredEvent,
  subscribeToAll,
  type Subscription,
} from '@colophon/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

import {
  advanceCheckpoint,
  finishRebuild,
  isRebuilding,
  readCheckpoint,
  resetProjection,
  skipEvent,
  skipUnhandled,
} from './checkpoints.ts';
import { clearRetrying, type FailurePolicy, failureReason, recordFailure, retryDelayMs } from './failures.ts';
import type { Projection } from './projection.ts';
import { RowWrites } from './rowWrites.ts';

export interface ProjectorOptions {
  db: Knex;
  store: EventStore;
  bus: Bus | null;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How often a standby instance tries to take over a projection. */
  standbyRetryMs?: number;
}

export interface RunningProjector {
  stop(): Promise<void>;
}

const decoded = Symbol('decoded');

/**
 * A stored event decoded (upcast and checked against its schema) once, however many projections
 * apply it: the projections following the log, and a rebuild's, share each page of it. Handlers
 * only read events. Kept on the stored event itself: a rebuild of L looks it up about five million
 * times, and a WeakMap's look-up cost a second of the node process's CPU.
 */
function decodeOnce(stored: StoredEvent & { [decoded]?: RecordedDomainEvent }): RecordedDomainEvent {
  return (stored[decoded] ??= decodeEvent(stored));
}

/**
 * Applies one batch to one projection: rows and checkpoint in one transaction, so a crash at any
 * point either keeps the whole batch or none of it. Returns false when fenced off. `rebuilding`: a
 * rebuild's batch (see `Projection.afterRebuild`).
 */
export async function applyBatch(
  db: Knex,
  projection: Projection,
  from: Position,
  events: StoredEvent[],
  rebuilding = false,
): Promise<boolean> {
  const last = events.at(-1);
  if (!last) return true;
  const handles = (stored: StoredEvent) => handlerOf(projection, stored);
  if (!events.some(handles) && (await skipUnhandled(db, projection.name, from, last.position, rebuilding))) return true;
  try {
    await db.transaction(async (tx) => {
      // Read models are derived from the log: a commit lost in a crash is projected again from the
      // checkpoint, which rolls back with it. So a batch need not wait for its WAL flush.
      await tx.raw('set local synchronous_commit = off');
      // The checkpoint first: a batch fenced off writes nothing, and no live batch ever writes to
      // the tables of a rebuild, whose append-only tables have no primary key until its end.
      if (!(await advanceCheckpoint(tx, projection.name, from, last.position, rebuilding))) throw new FencedError();
      const rows = new RowWrites(tx, projection.keys, rebuilding ? projection.appendOnly : []);
      for (const stored of events) {
        const handler = handles(stored) as ((rows: RowWrites, event: unknown) => void | Promise<void>) | undefined;
        // Most handlers only record rows: awaiting only those that read saves a tick per event.
        const reading = handler?.(rows, decodeOnce(stored));
        if (reading) await reading;
      }
      await rows.flush();
      await projection.afterBatch?.(tx, rows, { rebuilding });
    });
    return true;
  } catch (error) {
    if (error instanceof FencedError) return false;
    throw error;
  }
}

const handlerOf = (projection: Projection, stored: StoredEvent) =>
  projection.handlers[stored.type as keyof Projection['handlers']];

class FencedError extends Error {}

/** Tells the caches of callers who changed with events this projection has committed. */
async function announceCallerChanges(
  bus: Bus | null,
  projection: Projection,
  events: StoredEvent[],
  reached: Position,
) {
  const changes = projection.callerChanges;
  if (!bus || !changes) return;
  const userIds = new Set<string>();
  let everyone = false;
  for (const stored of events) {
    if (comparePositions(stored.position, reached) > 0) break;
    const changed = changes[stored.type as keyof typeof changes] as ((event: unknown) => CallersChanged) | undefined;
    if (!changed) continue;
    const change = changed(decodeOnce(stored));
    everyone ||= change.everyone === true;
    for (const userId of change.userIds ?? []) userIds.add(userId);
  }
  if (everyone || userIds.size > 0)
    await bus.announceCallersChanged(everyone ? { everyone } : { userIds: [...userIds] });
}

/** Does the end-of-rebuild work a rebuild interrupted before its end left undone, before following the log. */
async function finishInterruptedRebuild(db: Knex, projection: Projection, logger?: Logger): Promise<void> {
  if (!(await isRebuilding(db, projection.name))) return;
  if (await finishRebuild(db, projection))
    logger?.warn({ projection: projection.name }, 'finished the work of an interrupted rebuild');
}

/** A stopped projection waits out its backoff: the subscription tries the same events again later. */
class RetryLater extends Error {}

interface Retrying {
  attempts: number;
  retryAt: number;
}

/**
 * Applies a batch; when it fails, applies its events one at a time to find the one that fails, and
 * follows the projection's policy for it: park (record, skip, go on) or stop (record, wait at it
 * with backoff). Returns the position reached (null when fenced off by another writer). Logs once
 * per failed event, never the rows.
 */
async function applyIsolatingFailures(
  db: Knex,
  projection: Projection,
  from: Position,
  events: StoredEvent[],
  logger: Logger,
  retrying: Retrying | null,
): Promise<{ reached: Position | null; retrying: Retrying | null }> {
  try {
    if (!(await applyBatch(db, projection, from, events))) return { reached: null, retrying };
    if (retrying) {
      await clearRetrying(db, projection.name);
      logger.info({ projection: projection.name }, 'projection applied the event it was stopped at and goes on');
    }
    return { reached: events.at(-1)!.position, retrying: null };
  } catch {
    let at = from;
    for (const event of events) {
      try {
        if (!(await applyBatch(db, projection, at, [event]))) return { reached: null, retrying };
        at = event.position;
      } catch (error) {
        const failure = {
          projection: projection.name,
          streamId: event.streamId,
          eventType: event.type,
          reason: failureReason(error),
        };
        if (failurePolicyOf(projection, event.type) === 'park') {
          await recordFailure(db, projection.name, event, error, 'parked');
          logger.warn(failure, 'projection parked an event it cannot apply');
          if (!(await skipEvent(db, projection.name, at, event.position))) return { reached: null, retrying };
          at = event.position;
          continue;
        }
        const attempts = await recordFailure(db, projection.name, event, error, 'retrying');
        if (attempts === 1)
          logger.warn(failure, 'projection stopped at an event it cannot apply; retrying with backoff');
        return { reached: at, retrying: { attempts, retryAt: Date.now() + retryDelayMs(attempts) } };
      }
    }
    return { reached: at, retrying: null };
  }
}

/** Session-level advisory lock key of a projection: one active instance per projection. */
const lockKeyOf = (name: string) => `hashtext('colophon.projection.${name}')`;

/**
 * The advisory locks of one projector instance, all held on one connection of their own: a
 * connection per projection would take the whole pool once there are as many projections as pool
 * connections, leaving none for the work. PGlite is one process with one connection, so in the
 * embedded mode this instance is the only one and always leads.
 */
function leadershipLocks(db: Knex) {
  const isPostgres = db.client.config.client === 'pg';
  let connection: Promise<{ query(sql: string): Promise<{ rows: { taken?: boolean }[] }> }> | null = null;
  const lockConnection = () => (connection ??= db.client.acquireConnection());
  // The projections take and release their locks concurrently; one connection runs one query at a
  // time, so they queue here rather than inside pg (which deprecates queuing on a busy client).
  let queued: Promise<unknown> = Promise.resolve();
  const query = (sql: string) => {
    const result = queued.then(async () => (await lockConnection()).query(sql));
    queued = result.catch(() => {});
    return result;
  };
  let held = 0;
  return {
    async tryTake(name: string): Promise<{ release(): Promise<void> } | null> {
      if (!isPostgres) return { release: async () => {} };
      const result = await query(`select pg_try_advisory_lock(${lockKeyOf(name)}) as taken`);
      if (!result.rows[0]?.taken) return null;
      held += 1;
      return {
        async release() {
          await query(`select pg_advisory_unlock(${lockKeyOf(name)})`).catch(() => {});
          held -= 1;
        },
      };
    },
    /** Gives the connection back (its session's locks end with it) once every lock is released. */
    async close() {
      if (!connection || held > 0) return;
      await queued;
      const locks = await connection;
      connection = null;
      await db.client.releaseConnection(locks);
    },
  };
}

/** The projection's policy for an event of this type (`stop` when it says nothing). */
const failurePolicyOf = (projection: Projection, eventType: string): FailurePolicy =>
  typeof projection.onFailure === 'function' ? projection.onFailure(eventType) : (projection.onFailure ?? 'stop');

/**
 * Events a projection applies before the first ANALYZE of its tables. An import grows tables from a
 * few rows to 100 000 in minutes; planned on the statistics of the small tables (PGlite never
 * gathers them, nor does a server without autovacuum), a batch's look-ups scanned whole tables and
 * each batch of an import was slower than the one before. Each later ANALYZE waits for as many
 * events as the projection has applied so far: the tables' statistics are never more than about
 * half their size out of date, which is all a plan's shape needs, and an import of 100 000 products
 * analyzes the catalogue's tables 3 times rather than 10 (each sampling up to 30 000 rows of each).
 */
const analyzeAfterFirst = 20_000;

/** Pages of the log kept for the projections following it (a few batches' worth). */
const sharedPages = 64;

/**
 * The log as the following projections read it: a page read for one projection serves the others
 * that ask for the same page (they mostly stand at the same checkpoint), so a batch of events is
 * read once rather than once per projection. A page never changes once read (the reader never
 * returns an event before all earlier ones are committed); an empty page is not kept, so new
 * events are always seen.
 */
export function sharedLogReads(store: EventStore): EventStore {
  const pages = new Map<string, Promise<StoredEvent[]>>();
  return {
    ...store,
    readAll(after, limit) {
      const key = `${after.major}:${after.minor}:${limit}`;
      const kept = pages.get(key);
      if (kept) return kept;
      const page = store.readAll(after, limit);
      pages.set(key, page);
      if (pages.size > sharedPages) pages.delete(pages.keys().next().value!);
      page.then(
        (events) => events.length === 0 && pages.delete(key),
        () => pages.delete(key),
      );
      return page;
    },
  };
}

export function startProjector(options: ProjectorOptions): RunningProjector {
  const { db, bus, logger } = options;
  const store = sharedLogReads(options.store);
  // Each batch costs every projection a read, a transaction and a checkpoint write, whatever its
  // size: a large backlog is taken in few of them (an import's batch of 500 formats is 2 001
  // events, which pages of 2 000 split in two).
  const batchSize = options.batchSize ?? 10_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const standbyRetryMs = options.standbyRetryMs ?? 2000;
  let stopped = false;
  const wakeStandby = new Set<() => void>();
  const locks = leadershipLocks(db);

  async function runOne(projection: Projection) {
    while (!stopped) {
      const leadership = await locks.tryTake(projection.name).catch((error) => {
        logger.error({ err: error, projection: projection.name }, 'projection lock failed');
        return null;
      });
      if (!leadership) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, standbyRetryMs);
          wakeStandby.add(() => (clearTimeout(timer), resolve()));
        });
        continue;
      }
      logger.info({ projection: projection.name }, 'projection active');
      await followLog(projection);
      await leadership.release();
    }
  }

  /** Follows the log from the checkpoint until stopped, or until fenced off by another writer. */
  function followLog(projection: Projection): Promise<void> {
    return new Promise<void>((resolve) => {
      let subscription: Subscription | null = null;
      let position: Position;
      let retrying: Retrying | null = null;
      let appliedSinceAnalyze = 0;
      let analyzeAfter = analyzeAfterFirst;
      const finish = async () => {
        stopFollowing.delete(finish);
        await subscription?.stop();
        resolve();
      };
      stopFollowing.add(finish);
      void finishInterruptedRebuild(db, projection, logger)
        .then(() => readCheckpoint(db, projection.name))
        .then(
          (checkpoint) => {
            position = checkpoint;
            subscription = subscribeToAll(store, bus, {
              after: checkpoint,
              batchSize,
              pollIntervalMs,
              onBatch: async (all) => {
                if (retrying && Date.now() < retrying.retryAt) throw new RetryLater();
                // After a stop, the subscription hands over again events this projection already applied.
                const events = all.filter((event) => comparePositions(event.position, position) > 0);
                if (events.length === 0) return;
                const outcome = await applyIsolatingFailures(db, projection, position, events, logger, retrying);
                if (!outcome.reached) {
                  // A rebuild or another instance moved the checkpoint: start again from where it is.
                  logger.warn({ projection: projection.name }, 'checkpoint moved elsewhere; following again');
                  void finish();
                  throw new FencedError();
                }
                position = outcome.reached;
                retrying = outcome.retrying;
                await announceCallerChanges(bus, projection, events, position);
                if (retrying) throw new RetryLater();
                appliedSinceAnalyze += events.filter((event) => handlerOf(projection, event)).length;
                if (appliedSinceAnalyze >= analyzeAfter && projection.tables.length > 0) {
                  analyzeAfter += appliedSinceAnalyze;
                  appliedSinceAnalyze = 0;
                  await db
                    .raw(`analyze ${projection.tables.map(() => '??').join(', ')}`, [...projection.tables])
                    .catch((error: unknown) =>
                      logger.warn({ projection: projection.name, reason: failureReason(error) }, 'analyze failed'),
                    );
                }
              },
              onError: (error) => {
                if (!(error instanceof FencedError || error instanceof RetryLater)) {
                  logger.error(
                    { projection: projection.name, reason: failureReason(error) },
                    'projection batch failed',
                  );
                }
              },
            });
          },
          (error) => {
            logger.error(
              { err: error, projection: projection.name },
              'reading checkpoint (or finishing a rebuild) failed',
            );
            void finish();
          },
        );
    });
  }

  const stopFollowing = new Set<() => Promise<void>>();
  const poolSize = (db.client.config.pool as { max?: number } | undefined)?.max;
  if (db.client.config.client === 'pg' && poolSize !== undefined && poolSize <= options.projections.length) {
    // Each active projection holds a connection for its lock: the batches would wait for ever.
    logger.error({ poolSize, projections: options.projections.length }, 'database pool too small for the projections');
  }
  const loops = options.projections.map((projection) => runOne(projection));

  return {
    async stop() {
      stopped = true;
      for (const wake of wakeStandby) wake();
      await Promise.all([...stopFollowing].map((finish) => finish()));
      await Promise.all(loops);
      await locks.close();
    },
  };
}

/** Applies the log to one projection from its checkpoint up to the newest event; returns how many events. */
export async function catchUp(
  db: Knex,
  store: Pick<EventStore, 'readAll'>,
  projection: Projection,
  batchSize = 1000,
): Promise<number> {
  await finishInterruptedRebuild(db, projection);
  let position = await readCheckpoint(db, projection.name);
  let count = 0;
  for (;;) {
    const events = await store.readAll(position, batchSize);
    if (events.length === 0) return count;
    if (!(await applyBatch(db, projection, position, events))) return count; // another instance took over
    position = events.at(-1)!.position;
    count += events.length;
  }
}

/**
 * Events a rebuild applies in one batch. A row is written once per batch that touches it, and an
 * order's or a customer's events spread over weeks of the log: the larger the batch, the more of a
 * row's life is folded in memory into one write (50 000 events take a third less CPU than 5 000
 * at size M), and the fewer times a batch's fixed statements and summed totals run.
 */
const rebuildBatchSize = 50_000;

/**
 * The log as a rebuild's projections read it, each at its own pace: page n is read once, while the
 * first projection to reach it works on page n - 1, and dropped once every projection is past it.
 * A projection more than `window` pages ahead of the slowest waits for it, so memory holds a few
 * pages, not the log.
 */
function rebuildPages(store: Pick<EventStore, 'readAll'>, batchSize: number, readers: number, window = 2) {
  const pages = new Map<number, Promise<StoredEvent[]>>();
  const reached = new Array<number>(readers).fill(0);
  let waiting: (() => void)[] = [];
  const slowest = () => Math.min(...reached);
  const read = (index: number): Promise<StoredEvent[]> => {
    let page = pages.get(index);
    if (!page) {
      const after =
        index === 0 ? Promise.resolve(startOfLog) : read(index - 1).then((events) => events.at(-1)?.position ?? null);
      page = after.then((position) => (position ? store.readAll(position, batchSize) : []));
      page.catch(() => {}); // a failed read is reported where it is awaited
      pages.set(index, page);
    }
    return page;
  };
  const moved = () => {
    for (const index of pages.keys()) if (index < slowest()) pages.delete(index);
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  return {
    /** Reader `reader`'s page `index` (after the previous one), once the slowest reader is close enough. */
    async page(reader: number, index: number): Promise<StoredEvent[]> {
      reached[reader] = index;
      moved();
      while (index - slowest() > window) await new Promise<void>((wake) => waiting.push(wake));
      const page = await read(index);
      if (page.length > 0) void read(index + 1);
      return page;
    },
    /** The reader reads no more. */
    leave(reader: number) {
      reached[reader] = Infinity;
      moved();
    },
  };
}

/**
 * Lets at most `size` pieces of work run at once; the others wait their turn, first come first
 * served.
 */
function takingTurns(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((go) => waiting.push(go));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/**
 * Batches a rebuild applies at once, across its projections: one per core. With every projection
 * writing at once (two dozen, a dozen of them busy), each one's pages pushed the others' out of
 * the server's buffers: on two cores the backends spent 6 % more CPU a rebuild, and the rebuild
 * took longer in every one of five pairs of runs ("Batches a rebuild applies at once", in
 * `bench/NOTES.md`).
 */
const rebuildBatchesAtOnce = Math.max(2, availableParallelism());

/**
 * Empties each projection's tables, puts its checkpoint back to 0, and replays the whole log to
 * them, reading it once. Each projection applies it page by page at its own pace, in its own
 * transactions with its checkpoint as when following the log, on its own connection (projections
 * own disjoint tables; `rebuildBatchesAtOnce` of them apply a batch at a time), then does its
 * end-of-rebuild work (`afterRebuild`) and refreshes its tables' statistics: a projection with
 * little to do is not held at each page by the busiest, and one's end overlaps the others' pages.
 * When every end is done, each rebuilt table is vacuumed once more.
 */
export async function rebuildProjections(options: {
  db: Knex;
  store: Pick<EventStore, 'readAll'>;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
}): Promise<Record<string, number>> {
  const { db, projections } = options;
  for (const projection of projections) await resetProjection(db, projection, true);
  const log = rebuildPages(options.store, options.batchSize ?? rebuildBatchSize, projections.length);
  const counts: Record<string, number> = {};
  const inTurn = takingTurns(rebuildBatchesAtOnce);
  // The first failure stops every projection at its next page, and is what the rebuild reports.
  let failure: { error: unknown } | null = null;
  const rebuildOne = async (projection: Projection, reader: number) => {
    let position = startOfLog;
    let count = 0;
    try {
      for (let index = 0; !failure; index++) {
        const events = await log.page(reader, index);
        if (events.length === 0) break;
        // A projection whose checkpoint moved elsewhere was taken over by another instance: leave it.
        if (!(await inTurn(() => applyBatch(db, projection, position, events, true)))) return;
        position = events.at(-1)!.position;
        count += events.length;
      }
    } finally {
      log.leave(reader);
    }
    options.logger.debug({ projection: projection.name, events: count }, 'projection caught up; its end follows');
    if (failure || !(await finishRebuild(db, projection, position))) return;
    // Fresh statistics and visibility maps, so list pages get their index-only counts straight away.
    if (projection.tables.length > 0)
      await db.raw(`vacuum analyze ${projection.tables.map(() => '??').join(', ')}`, [...projection.tables]);
    counts[projection.name] = count;
    options.logger.info({ projection: projection.name, events: count }, 'projection rebuilt');
  };
  await Promise.all(
    projections.map((projection, reader) =>
      rebuildOne(projection, reader).catch((error: unknown) => {
        failure ??= { error };
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
  // A projection's vacuum runs while the others' ends still hold their transactions open, so the
  // row versions its own end replaced cannot be removed yet (at L, one of every order's), and
  // its lists read past them until the next vacuum, which a server without autovacuum never runs.
  // Once every end is done, one more vacuum removes them; it skips the pages already all-visible
  // (at L, 1.1 s for every table).
  const rebuiltTables = projections.filter((projection) => projection.name in counts).flatMap(({ tables }) => tables);
  if (rebuiltTables.length > 0) await db.raw(`vacuum ${rebuiltTables.map(() => '??').join(', ')}`, rebuiltTables);
  return counts;
}
