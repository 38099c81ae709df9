import { comparePositions, startOfLog, type Position } from '@colophon/events';
import type { Knex } from 'knex';

type CheckpointRow = { major: string; minor: string };
const toPosition = (row: CheckpointRow | undefined): Position =>
  row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : startOfLog;

export async function readCheckpoint(db: Knex, name: string): Promise<Position> {
  return toPosition(await db('projection_checkpoints').where({ name }).first('major', 'minor'));
}

/**
 * Moves a checkpoint from `from` to `to` inside the batch's transaction. Returns false when it is
 * no longer at `from` (another instance or a rebuild moved it): the caller rolls back its rows.
 */
export async function advanceCheckpoint(tx: Knex.Transaction, name: string, from: Position, to: Position): Promise<boolean> {
  const current = await tx('projection_checkpoints').where({ name }).forUpdate().first('major', 'minor');
  if (comparePositions(toPosition(current), from) !== 0) return false;
  const row = { major: to.major.toString(), minor: to.minor.toString(), updated_at: new Date() };
  if (current) await tx('projection_checkpoints').where({ name }).update(row);
  else await tx('projection_checkpoints').insert({ name, ...row });
  return true;
}

/** Empties a projection's tables and puts its checkpoint back to the start, in one transaction. */
export async function resetProjection(db: Knex, name: string, tables: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx('projection_checkpoints').where({ name }).forUpdate().first();
    // Truncating (not deleting) leaves no dead rows behind for the rebuild to wade through.
    if (tables.length > 0) await tx.raw(`truncate ${tables.map(() => '??').join(', ')}`, [...tables]);
    await tx('projection_checkpoints').where({ name }).delete();
  });
}

/**
 * Waits until every named projection has processed `position`, polling up to `timeoutMs`.
 * Returns whether they did; the caller reads anyway, possibly slightly stale.
 */
export async function waitForProjections(
  db: Knex,
  position: Position,
  names: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows: CheckpointRow[] = await db('projection_checkpoints').whereIn('name', names).select('major', 'minor');
    const done = rows.length === names.length && rows.every((row) => comparePositions(toPosition(row), position) >= 0);
    if (done) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
