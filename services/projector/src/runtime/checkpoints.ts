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
 * no longer at `from` (another instance or a rebuild moved it): the caller rolls back its rows.
 */
export async function advanceCheckpoint(
  tx: Knex.Transaction,
  name: string,
  from: Position,
  to: Position,
): Promise<boolean> {
  const row = { major: to.major.toString(), minor: to.minor.toString(), updated_at: new Date() };
  // One statement in the usual case: the row moves only from where this writer left it.
  const moved = await tx(checkpointsTable)
    .where({ name, major: from.major.toString(), minor: from.minor.toString() })
    .update(row);
  if (moved > 0) return true;
  const current = await tx(checkpointsTable).where({ name }).forUpdate().first('major', 'minor');
  if (current || comparePositions(startOfLog, from) !== 0) return false;
  await tx(checkpointsTable).insert({ name, ...row });
  return true;
}

/**
 * Moves a checkpoint past a batch its projection has no handler for (most batches, for most
 * projections): one statement in place of a transaction of four. It commits without waiting for
 * its WAL flush, as a batch's transaction does (read models are derived from the log). Returns
 * false when the checkpoint is not at `from`: the caller takes the batch's usual path.
 */
export async function skipUnhandled(db: Knex, name: string, from: Position, to: Position): Promise<boolean> {
  const moved = await db(checkpointsTable)
    .where({ name, major: from.major.toString(), minor: from.minor.toString() })
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

/** Empties a projection's tables and puts its checkpoint back to the start, in one transaction. */
export async function resetProjection(db: Knex, name: string, tables: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx(checkpointsTable).where({ name }).forUpdate().first();
    // Truncating (not deleting) leaves no dead rows behind for the rebuild to wade through.
    if (tables.length > 0) await tx.raw(`truncate ${tables.map(() => '??').join(', ')}`, [...tables]);
    await tx(checkpointsTable).where({ name }).update(startRow());
  });
}

/** Moves a checkpoint past one event without applying it (a parked event). */
export async function skipEvent(db: Knex, name: string, from: Position, to: Position): Promise<boolean> {
  return db.transaction((tx) => advanceCheckpoint(tx, name, from, to));
}
