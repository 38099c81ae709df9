import type { CallersChanged, EventOfType, EventType, RecordedDomainEvent } from '@colophon/events';
import type { Knex } from 'knex';

import type { FailurePolicy } from './failures.ts';
import type { RowWrites } from './rowWrites.ts';

export type ProjectedEvent<Type extends EventType> = EventOfType<Type> & Omit<RecordedDomainEvent, 'type' | 'data'>;

export type ProjectionHandlers = {
  [Type in EventType]?: (rows: RowWrites, event: ProjectedEvent<Type>) => void | Promise<void>;
};

export type CallerChanges = {
  [Type in EventType]?: (event: ProjectedEvent<Type>) => CallersChanged;
};

/**
 * A read model: the tables it owns (emptied on rebuild) and one handler per event type it
 * declares. Handlers record row changes on the batch's `RowWrites`; the batch's rows are written
 * together, in one transaction with the checkpoint, so each event is applied exactly once.
 */
export interface Projection {
  name: string;
  tables: readonly string[];
  /** Primary key columns of the tables not keyed by `id`. */
  keys?: Readonly<Record<string, readonly string[]>>;
  /**
   * Tables whose rows are only ever added, each written whole (`upsert`) and the same whenever its
   * key is written again: a rebuild drops their primary keys, its batches insert without probing
   * them, and its end adds each key back, built once, sorted (see `addPrimaryKeys`).
   */
  appendOnly?: readonly string[];
  handlers: ProjectionHandlers;
  /**
   * Indexes of its tables that the screens read, by table and first column (an order's lines by
   * product), beside those `dropScreenIndexes` knows by their shape: a rebuild drops them and builds
   * them at its end. Only indexes that neither its handlers, nor its batches while rebuilding, nor
   * its end read (live batches may: they run once the indexes are back).
   */
  screenIndexes?: ScreenIndexes;
  /**
   * The order (an `order by` list) a rebuild's end writes these tables' rows in: the order their
   * lists read them, one publisher's rows together. The log interleaves publishers and spreads an
   * order's versions over the whole table; in list order a page, a search's matches and a count
   * read one stretch of the table (see `rewriteTable`). Rows written later are appended as they come.
   */
  listOrder?: Readonly<Record<string, string>>;
  /** What to do with an event that cannot be applied (see `FailurePolicy`); `stop` when not said. */
  onFailure?: FailurePolicy | ((eventType: string) => FailurePolicy);
  /**
   * Runs in the batch's transaction once its rows are written: columns summed from other rows.
   * `rebuilding`: the batch is a rebuild's, and what `afterRebuild` computes may be left.
   */
  afterBatch?: (tx: Knex.Transaction, rows: RowWrites, mode: BatchMode) => Promise<void>;
  /**
   * Computes once, from all the rows, what `afterBatch` leaves while rebuilding (a daily table
   * summed once instead of its touched days after every batch). Runs at the end of a rebuild, or
   * before the projection follows the log again when a rebuild was interrupted.
   */
  afterRebuild?: (tx: Knex.Transaction) => Promise<void>;
  /**
   * Events after which a signed-in caller resolves differently (membership, role, staff rights):
   * once their batch is committed the projector announces them on the bus, so the caches of
   * callers (callerCache.ts) read them again.
   */
  callerChanges?: CallerChanges;
}

/** The primary key columns of one of a projection's tables (`Projection.keys`). */
export const keyColumnsOf = (keys: Projection['keys'], table: string): readonly string[] => keys?.[table] ?? ['id'];

/** Table → the first columns of its indexes that a rebuild does not read (`Projection.screenIndexes`). */
export type ScreenIndexes = Readonly<Record<string, readonly string[]>>;

export interface BatchMode {
  rebuilding: boolean;
}

export const defineProjection = (projection: Projection): Projection => projection;
