import {
  checkpointPosition as toPosition,
  checkpointsTable,
  comparePositions,
  type Position,
  startOfLog,
} from '@colophon/events';
import type { Knex } from 'knex';

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

/**
 * Moves a checkpoint past a batch its projection has no handler for (most batches, for most
 * projections): one statement in place of a transaction of four. It commits without waiting for
 * its WAL flush, as a batch's transaction does (read models are derived from the log). Returns
 * false when the checkpoint is not at `from` or not in the batch's mode (`rebuilding`): the caller
 * takes the batch's usual path.
 */
export async function skipUnhandled(
  db: Knex,
  name: string,
  from: Position,
  to: Position,
  rebuilding = false,
): Promise<boolean> {
  const moved = await db(checkpointsTable)
    .where({ name, major: from.major.toString(), minor: from.minor.toString(), rebuilding })
    .whereRaw("set_config('synchronous_commit', 'off', true) is not null")
    .update({ major: to.major.toString(), minor: to.minor.toString(), updated_at: new Date() });
  return moved > 0;
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

/**
 * Empties a projection's tables and puts its checkpoint back to the start, in one transaction.
 * `rebuilding`: for a rebuild's batches (see `advanceCheckpoint`); live batches are then refused
 * until `finishRebuild`.
 */
export async function resetProjection(
  db: Knex,
  name: string,
  tables: readonly string[],
  rebuilding = false,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx(checkpointsTable).where({ name }).forUpdate().first();
    // Truncating (not deleting) leaves no dead rows behind for the rebuild to wade through.
    if (tables.length > 0) await tx.raw(`truncate ${tables.map(() => '??').join(', ')}`, [...tables]);
    // Written whole: a projection rebuilt before it ever had a checkpoint gets one.
    await tx(checkpointsTable)
      .insert({ name, ...startRow(), rebuilding })
      .onConflict('name')
      .merge();
  });
}

/**
 * Ends a rebuild's mode for a projection: its end-of-rebuild work (`finish`, on the rows as the
 * checkpoint leaves them) and the flag, in one transaction. `at`: only if the checkpoint is there
 * (the rebuild's own end); without it, whatever the position (a rebuild that was interrupted, before
 * the projection follows the log). Returns false when there was nothing to finish.
 */
export async function finishRebuild(
  db: Knex,
  name: string,
  finish: ((tx: Knex.Transaction) => Promise<void>) | undefined,
  at?: Position,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx(checkpointsTable).where({ name, rebuilding: true }).forUpdate().first('major', 'minor');
    if (!row) return false;
    if (at && comparePositions(toPosition(row), at) !== 0) return false;
    await finish?.(tx);
    await tx(checkpointsTable).where({ name }).update({ rebuilding: false });
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
