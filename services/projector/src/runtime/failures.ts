import {
  checkpointPosition,
  type CheckpointRow,
  checkpointsTable,
  failuresTable,
  formatPosition,
  type Position,
  type StoredEvent,
} from '@colophon/events';
import type { Knex } from 'knex';

/**
 * What a projection does with an event it cannot apply. `park`: record it, skip it and go on (the
 * read model misses that one change, visibly listed for operators). `stop`: record it and wait at
 * it, retrying with backoff, so nothing after it is applied out of order (for money figures, where
 * a skipped event would make every later total wrong). Either way other projections, other
 * services and the write side carry on.
 */
export type FailurePolicy = 'park' | 'stop';

export interface ProjectionFailure {
  projection: string;
  position: string;
  streamId: string;
  eventType: string;
  error: string;
  status: 'parked' | 'retrying';
  attempts: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** Retry delays: 1 s, 2 s, 4 s … up to 60 s. */
export const retryDelayMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * Why an event failed, without a publisher's data: the database's reason without the statement
 * (query builders put the SQL, and with it the row values, before " - ") and without quoted values;
 * an event that no longer decodes gives the fields its schema refused.
 */
export function failureReason(error: unknown): string {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  if (Array.isArray(issues))
    return issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')
      .slice(0, 500);
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return reason.replace(/"[^"]*"/g, '"…"').slice(0, 500);
}

/** Records a failure, or counts one more attempt at the same event. Returns the attempts so far. */
export async function recordFailure(
  db: Knex,
  projection: string,
  event: StoredEvent,
  error: unknown,
  status: ProjectionFailure['status'],
): Promise<number> {
  const now = new Date();
  const [row] = await db(failuresTable)
    .insert({
      projection,
      position: formatPosition(event.position),
      stream_id: event.streamId,
      event_type: event.type,
      error: failureReason(error),
      status,
      attempts: 1,
      first_seen_at: now,
      last_seen_at: now,
    })
    .onConflict(['projection', 'position'])
    .merge({
      status,
      error: failureReason(error),
      last_seen_at: now,
      attempts: db.raw('??.attempts + 1', [failuresTable]),
    })
    .returning('attempts');
  return Number(row?.attempts ?? 1);
}

/** A stopped projection got past its failed event (fixed code or data): it is no longer retrying. */
export async function clearRetrying(db: Knex, projection: string): Promise<void> {
  await db(failuresTable).where({ projection, status: 'retrying' }).delete();
}

export async function listFailures(db: Knex): Promise<ProjectionFailure[]> {
  const rows = await db(failuresTable).orderBy([{ column: 'projection' }, { column: 'first_seen_at' }]);
  return rows.map((row) => ({
    projection: row.projection,
    position: row.position,
    streamId: row.stream_id,
    eventType: row.event_type,
    error: row.error,
    status: row.status,
    attempts: row.attempts,
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** Each read model's checkpoint, how far behind the newest event it is, and what it failed on. */
export async function projectionHealth(db: Knex, head: Position) {
  const [checkpoints, failures] = await Promise.all([
    db(checkpointsTable).select('name', 'major', 'minor').orderBy('name'),
    listFailures(db),
  ]);
  const projections = checkpoints.map((row: { name: string } & CheckpointRow) => {
    const at = checkpointPosition(row);
    const own = failures.filter((failure) => failure.projection === row.name);
    return {
      name: row.name,
      checkpoint: formatPosition(at),
      // Global positions count events, so the difference is how many events it has still to apply.
      eventsBehind: Number(head.minor > at.minor ? head.minor - at.minor : 0n),
      status: own.some((failure) => failure.status === 'retrying') ? 'stopped' : 'running',
      failures: own,
    };
  });
  const healthy = projections.every(
    (projection) => projection.status === 'running' && projection.failures.length === 0,
  );
  return { status: healthy ? 'ok' : 'degraded', head: formatPosition(head), projections };
}
