import type { Knex } from 'knex';

import { comparePositions, type Position, startOfLog } from './position.ts';

/**
 * Where each projection records the position it has processed up to. The projector registers a
 * row for every read model when it migrates, so waiting needs no list of projection names: the
 * command and query services wait on the table alone, without depending on the projector.
 */
export const checkpointsTable = 'projection_checkpoints';

/** Events a projection failed on: parked (skipped) or retrying (the projection waits at it). */
export const failuresTable = 'projection_failures';

/**
 * How long a request that names a position waits for the read models to include it: a user would
 * rather wait a few seconds than miss their own change. READ_YOUR_WRITES_TIMEOUT_MS overrides it
 * (the test tiers share a busy machine with other suites).
 */
export const readYourWritesTimeoutMs = Number(process.env.READ_YOUR_WRITES_TIMEOUT_MS) || 5000;

export type CheckpointRow = { major: string; minor: string };

export const checkpointPosition = (row: CheckpointRow | undefined): Position =>
  row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : startOfLog;

/**
 * Waits until every read model has processed `position`, polling up to `timeoutMs`. A read model
 * stopped at a failed event before the position is not waited for (waiting cannot help): it is
 * named in `blocked` at once, so the caller can say so, while the others are still awaited.
 * `reached` is false when some read model was merely slow (the caller reads slightly stale data).
 */
export async function waitForReadModels(
  db: Knex,
  position: Position,
  timeoutMs = readYourWritesTimeoutMs,
): Promise<{ reached: boolean; blocked: string[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows: (CheckpointRow & { name: string; blocked: boolean })[] = await db(checkpointsTable).select(
      'name',
      'major',
      'minor',
      {
        blocked: db.raw(`exists (select 1 from ?? where ??.projection = ??.name and status = 'retrying')`, [
          failuresTable,
          failuresTable,
          checkpointsTable,
        ]),
      },
    );
    const behind = rows.filter((row) => comparePositions(checkpointPosition(row), position) < 0);
    const blocked = behind.filter((row) => row.blocked).map((row) => row.name);
    if (behind.length === blocked.length) return { reached: blocked.length === 0, blocked };
    if (Date.now() >= deadline) return { reached: false, blocked };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What a reply tells a caller whose latest changes a stopped read model does not show yet. */
export const readModelsBehind = {
  code: 'READ_MODEL_BEHIND',
  message:
    'Some of your latest changes are still being processed and may not show yet. Please try again in a few minutes.',
} as const;
