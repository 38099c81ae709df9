import type { Knex } from 'knex';
import { comparePositions, type Position, startOfLog } from './position.ts';

/**
 * Where each projection records the position it has processed up to. The projector registers a
 * row for every read model when it migrates, so waiting needs no list of projection names: the
 * command and query services wait on the table alone, without depending on the projector.
 */
export const checkpointsTable = 'projection_checkpoints';

/** How long a request that names a position waits for the read models to include it. */
export const readYourWritesTimeoutMs = 2000;

export type CheckpointRow = { major: string; minor: string };

export const checkpointPosition = (row: CheckpointRow | undefined): Position =>
  row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : startOfLog;

/**
 * Waits until every read model has processed `position`, polling up to `timeoutMs`.
 * Returns whether they did; the caller reads anyway, possibly slightly stale.
 */
export async function waitForReadModels(db: Knex, position: Position, timeoutMs = readYourWritesTimeoutMs): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows: CheckpointRow[] = await db(checkpointsTable).select('major', 'minor');
    if (rows.every((row) => comparePositions(checkpointPosition(row), position) >= 0)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
