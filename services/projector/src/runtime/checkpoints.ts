import {
  checkpointPosition as toPosition,
  checkpointsTable,
  comparePositions,
  type Position,
  startOfLog,
} from '@colophon/events';
import type { Knex } from 'knex';

import { addPrimaryKeys, buildIndexes, dropPrimaryKeys, dropScreenIndexes, rewriteTable } from './indexes.ts';
import { keyColumnsOf, type Projection } from './projection.ts';

export async function readCheckpoint(db: Knex, name: string): Promise<Position> {
  return toPosition(await db(checkpointsTable).where({ name }).first('major', 'minor'));
}

/**
 * Moves a checkpoint from `from` to `to` inside the batch's transaction. Returns false when it is
 * no longer at `from` (another instance or a rebuild moved it) or no longer in the mode the batch
 * was applied in (`rebuilding`: a rebuild's batch, which leaves the projection's end-of-rebuild work
 * for later): the caller rolls back its rows.
 */
export async function advanceCheckpoint(
  tx: Knex.Transaction,
  name: string,
  from: Position,
  to: Position,
  rebuilding = false,
): Promise<boolean> {
  const row = { major: to.major.toString(), minor: to.minor.toString(), updated_at: new Date() };
  // One statement in the usual case: the row moves only from where this writer left it.
  const moved = await tx(checkpointsTable)
    .where({ name, major: from.major.toString(), minor: from.minor.toString(), rebuilding })
    .update(row);
  if (moved > 0) return true;
  const current = await tx(checkpointsTable).where({ name }).forUpdate().first('major', 'minor');
  if (current || rebuilding || comparePositions(startOfLog, from) !== 0) return false;
  await tx(checkpointsTable).insert({ name, ...row });
  return true;
}

interface Skip {
  from: Position;
  to: Position;
  rebuilding: boolean;
  moved(done: boolean): void;
  failed(error: unknown): void;
}

/** Skips asked for in the current turn of the event loop, per database, by projection name. */
const queuedSkips = new WeakMap<Knex, Map<string, Skip>>();

/**
 * Moves a checkpoint past a batch its projection has no handler for (most batches, for most
 * projections) without a transaction of its own. The projections following the log get each page
 * at the same moment, so the skips asked for in one turn of the event loop are written together:
 * one statement for all of them instead of one each (on PGlite a statement costs most of a
 * millisecond of the one thread, and an import batch had twenty). Each checkpoint still moves only
 * from `from` and in the batch's mode (`rebuilding`). It commits without waiting for its WAL flush,
 * as a batch's transaction does (read models are derived from the log). Resolves false when the
 * checkpoint was not at `from` or not in that mode: the caller takes the batch's usual path.
 */
export function skipUnhandled(
  db: Knex,
  name: string,
  from: Position,
  to: Position,
  rebuilding = false,
): Promise<boolean> {
  let queue = queuedSkips.get(db);
  // A name queued twice (cannot happen while each projection applies one batch at a time) starts
  // a queue of its own, so that one statement never moves one checkpoint twice.
  if (!queue || queue.has(name)) {
    const fresh = new Map<string, Skip>();
    queuedSkips.set(db, (queue = fresh));
    setImmediate(() => {
      if (queuedSkips.get(db) === fresh) queuedSkips.delete(db);
      void writeSkips(db, fresh);
    });
  }
  const queued = queue;
  return new Promise((moved, failed) => queued.set(name, { from, to, rebuilding, moved, failed }));
}

async function writeSkips(db: Knex, skips: Map<string, Skip>): Promise<void> {
  const rows = [...skips].map(([name, skip]) => ({
    name,
    from_major: skip.from.major.toString(),
    from_minor: skip.from.minor.toString(),
    to_major: skip.to.major.toString(),
    to_minor: skip.to.minor.toString(),
    rebuilding: skip.rebuilding,
  }));
  try {
    const result = await db.raw<{ rows: { name: string }[] }>(
      `update ?? as c set major = s.to_major, minor = s.to_minor, updated_at = now()
       from jsonb_to_recordset(?::jsonb)
         as s(name text, from_major bigint, from_minor bigint, to_major bigint, to_minor bigint, rebuilding boolean)
       where c.name = s.name and c.major = s.from_major and c.minor = s.from_minor and c.rebuilding = s.rebuilding
         and set_config('synchronous_commit', 'off', true) is not null
       returning c.name`,
      [checkpointsTable, JSON.stringify(rows)],
    );
    const moved = new Set(result.rows.map((row) => row.name));
    for (const [name, skip] of skips) skip.moved(moved.has(name));
  } catch (error) {
    for (const skip of skips.values()) skip.failed(error);
  }
}

const startRow = () => ({ major: '0', minor: '0', updated_at: new Date() });

/**
 * Gives every projection a checkpoint row (at the start of the log when new) and drops the rows of
 * projections that no longer exist, so read-your-writes waits for exactly the current read models.
 */
export async function registerCheckpoints(db: Knex, names: readonly string[]): Promise<void> {
  await db(checkpointsTable).whereNotIn('name', names).delete();
  await db(checkpointsTable)
    .insert(names.map((name) => ({ name, ...startRow() })))
    .onConflict('name')
    .ignore();
}

/** What `resetProjection` and `finishRebuild` need to know of a projection. */
type RebuiltProjection = Pick<Projection, 'name' | 'tables' | 'keys' | 'appendOnly' | 'screenIndexes' | 'listOrder'>;

/** The primary key columns of the projection's append-only tables, by table. */
const appendOnlyKeys = ({ appendOnly = [], keys }: RebuiltProjection) =>
  Object.fromEntries(appendOnly.map((table) => [table, keyColumnsOf(keys, table)]));

/**
 * Empties a projection's tables and puts its checkpoint back to the start, in one transaction.
 * `rebuilding`: for a rebuild's batches (see `advanceCheckpoint`); live batches are then refused
 * until `finishRebuild`, and until then the tables' screen indexes are dropped (`dropScreenIndexes`),
 * and so are the append-only tables' primary keys (`dropPrimaryKeys`). Otherwise the indexes and
 * keys an interrupted rebuild left to build are built now.
 */
export async function resetProjection(db: Knex, projection: RebuiltProjection, rebuilding = false): Promise<void> {
  const { name, tables } = projection;
  await db.transaction(async (tx) => {
    const current = await tx(checkpointsTable).where({ name }).forUpdate().first('deferred_indexes');
    let deferred: string[] = current?.deferred_indexes ?? [];
    // Truncating (not deleting) leaves no dead rows behind for the rebuild to wade through.
    if (tables.length > 0) await tx.raw(`truncate ${tables.map(() => '??').join(', ')}`, [...tables]);
    if (rebuilding) {
      deferred = [...deferred, ...(await dropScreenIndexes(tx, tables, projection.screenIndexes))];
      await dropPrimaryKeys(tx, projection.appendOnly ?? []);
    } else {
      await buildIndexes(tx, deferred);
      await addPrimaryKeys(tx, appendOnlyKeys(projection));
      deferred = [];
    }
    // Written whole: a projection rebuilt before it ever had a checkpoint gets one.
    await tx(checkpointsTable)
      .insert({ name, ...startRow(), rebuilding, deferred_indexes: JSON.stringify(deferred) })
      .onConflict('name')
      .merge();
  });
}

/**
 * Ends a rebuild's mode for a projection: the primary keys of its append-only tables, its
 * end-of-rebuild work (`afterRebuild`, on the rows as the checkpoint leaves them), its listed tables
 * written again in their lists' order (`listOrder`), the indexes it left to build, and the flag, in
 * one transaction. `at`: only if the checkpoint is there (the rebuild's own end); without it,
 * whatever the position (a rebuild that was interrupted, before the projection follows the log).
 * Returns false when there was nothing to finish.
 */
export async function finishRebuild(
  db: Knex,
  projection: RebuiltProjection & Pick<Projection, 'afterRebuild'>,
  at?: Position,
): Promise<boolean> {
  const { name } = projection;
  return db.transaction(async (tx) => {
    const row = await tx(checkpointsTable)
      .where({ name, rebuilding: true })
      .forUpdate()
      .first('major', 'minor', 'deferred_indexes');
    if (!row) return false;
    if (at && comparePositions(toPosition(row), at) !== 0) return false;
    await addPrimaryKeys(tx, appendOnlyKeys(projection));
    await projection.afterRebuild?.(tx);
    // Before the screens' indexes are built: each is then built once, on the rows in their order.
    for (const [table, order] of Object.entries(projection.listOrder ?? {}))
      await rewriteTable(tx, table, `select * from ${table} order by ${order}`);
    await buildIndexes(tx, row.deferred_indexes);
    await tx(checkpointsTable).where({ name }).update({ rebuilding: false, deferred_indexes: '[]' });
    return true;
  });
}

/** Whether a rebuild of the projection left its end-of-rebuild work undone (it was interrupted). */
export async function isRebuilding(db: Knex, name: string): Promise<boolean> {
  return (await db(checkpointsTable).where({ name, rebuilding: true }).first('name')) !== undefined;
}

/** Moves a checkpoint past one event without applying it (a parked event). */
export async function skipEvent(db: Knex, name: string, from: Position, to: Position): Promise<boolean> {
  return db.transaction((tx) => advanceCheckpoint(tx, name, from, to));
}
