import type { Position } from '@colophon/events';
import { projectionHealth } from '@colophon/projector';
import type { Knex } from 'knex';

/** The staff area's ranges: 1, 7, 30 or 90 days back from now (default 7). */
export const rangeStart = (days: number | null | undefined, now = new Date()) =>
  new Date(now.getTime() - Math.min(Math.max(days ?? 7, 1), 90) * 86_400_000);

const iso = (value: unknown) => new Date(value as Date | string).toISOString();
const round2 = (value: unknown) => Math.round(Number(value) * 100) / 100;
const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** At most this many points in a history chart, whatever the range. */
const historyPoints = 200;

const toSample = (row: Record<string, unknown>) => ({
  timestamp: iso(row.sampled_at),
  process: row.process as string,
  cpu: round2(row.host_cpu_percent),
  memory: round2(row.host_memory_percent),
  disk: round2(row.disk_percent),
  processCpu: round2(row.process_cpu_percent),
  processMemoryMb: round2(Number(row.process_memory_bytes) / 1_048_576),
});

/** Server Performance: each process's newest sample, and the range's averages in time buckets. */
export async function systemPerformance(db: Knex, days: number | null | undefined, now = new Date()) {
  const since = rangeStart(days, now);
  const bucketSeconds = Math.max(60, Math.ceil((now.getTime() - since.getTime()) / 1000 / historyPoints));
  const bucket = `to_timestamp(floor(extract(epoch from sampled_at) / ${bucketSeconds}) * ${bucketSeconds})`;
  const [current, history] = await Promise.all([
    db('server_samples')
      .distinctOn('process')
      .where('sampled_at', '>=', since)
      .orderBy([{ column: 'process' }, { column: 'sampled_at', order: 'desc' }]),
    db('server_samples')
      .where('sampled_at', '>=', since)
      .groupByRaw(bucket)
      .orderByRaw(bucket)
      .select(
        db.raw(`${bucket} as sampled_at`),
        db.raw(`'all' as process`),
        db.raw('avg(host_cpu_percent) as host_cpu_percent'),
        db.raw('avg(host_memory_percent) as host_memory_percent'),
        db.raw('avg(disk_percent) as disk_percent'),
        db.raw('avg(process_cpu_percent) as process_cpu_percent'),
        db.raw('avg(process_memory_bytes) as process_memory_bytes'),
      ),
  ]);
  return { current: current.map(toSample), history: history.map(toSample) };
}

/** GraphQL Performance: the slowest operations, the most frequent with their average, and each day's average. */
export async function graphqlPerformance(db: Knex, days: number | null | undefined, now = new Date()) {
  const inRange = () => db('graphql_operation_timings').where('executed_at', '>=', rangeStart(days, now));
  const [slowest, frequent, daily] = await Promise.all([
    inRange().orderBy('execution_ms', 'desc').limit(10).select('operation_name', 'execution_ms', 'executed_at'),
    inRange()
      .groupBy('operation_name')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'operation_name' }])
      .limit(10)
      .select('operation_name', db.raw('count(*) as count'), db.raw('avg(execution_ms) as avg_time')),
    inRange()
      .groupByRaw(utcDay('executed_at'))
      .orderByRaw(utcDay('executed_at'))
      .select(
        db.raw(`${utcDay('executed_at')} as day`),
        db.raw('count(*) as count'),
        db.raw('avg(execution_ms) as avg_time'),
      ),
  ]);
  return {
    slowestQueries: slowest.map((row) => ({
      operationName: row.operation_name as string,
      executionTime: round2(row.execution_ms),
      timestamp: iso(row.executed_at),
    })),
    mostFrequentQueries: frequent.map((row) => ({
      operationName: row.operation_name as string,
      count: Number(row.count),
      avgTime: round2(row.avg_time),
    })),
    dailyAverages: daily.map((row) => ({
      day: row.day as string,
      count: Number(row.count),
      avgTime: round2(row.avg_time),
    })),
  };
}

/** Database: its size, its connections, the event log's length and each projection's lag (as GET /health). */
export async function databaseHealth(db: Knex, head: Position) {
  const [size, connections, health] = await Promise.all([
    db.raw('select pg_database_size(current_database()) as size'),
    db.raw('select count(*) as count from pg_stat_activity where datname = current_database()'),
    projectionHealth(db, head),
  ]);
  return {
    sizeBytes: Number(size.rows[0].size),
    // Embedded PGlite has one connection and no activity view rows.
    connections: Math.max(Number(connections.rows[0]?.count ?? 0), 1),
    // Global positions count the events appended, so the head's is the log's length.
    eventCount: Number(head.minor),
    head: health.head,
    projections: health.projections.map((projection) => ({
      name: projection.name,
      checkpoint: projection.checkpoint,
      eventsBehind: projection.eventsBehind,
      status: projection.status,
      failures: projection.failures.length,
    })),
  };
}

/**
 * Failed Logins: total, per day, the most refused emails and addresses, and the last ten with their reason.
 * One statement, so every figure counts the same attempts while the projector goes on inserting.
 */
export async function failedLogins(db: Knex, days: number | null | undefined, now = new Date()) {
  const top = (column: string) =>
    `(select coalesce(json_agg(json_build_object('key', ${column}, 'count', count) order by count desc, ${column}), '[]')
       from (select ${column}, count(*) as count from attempts group by ${column}
             order by count desc, ${column} limit 10) top)`;
  const result = await db.raw(
    `with attempts as (select * from failed_logins where attempted_at >= ?)
     select
       (select count(*) from attempts) as total,
       (select coalesce(json_agg(json_build_object('day', day, 'count', count) order by day), '[]')
          from (select ${utcDay('attempted_at')} as day, count(*) as count from attempts group by 1) daily) as daily,
       ${top('email')} as by_email,
       ${top('ip_address')} as by_ip,
       (select coalesce(json_agg(recent order by attempted_at desc, id desc), '[]')
          from (select * from attempts order by attempted_at desc, id desc limit 10) recent) as recent`,
    [rangeStart(days, now)],
  );
  const row = result.rows[0];
  const json = (value: unknown): Record<string, unknown>[] =>
    typeof value === 'string' ? JSON.parse(value) : (value as Record<string, unknown>[]);
  const counted = (value: unknown) =>
    json(value).map((entry) => ({ key: entry.key as string, count: Number(entry.count) }));
  return {
    totalAttempts: Number(row.total),
    dailyAttempts: json(row.daily).map((entry) => ({ day: entry.day as string, count: Number(entry.count) })),
    attemptsByEmail: counted(row.by_email).map(({ key, count }) => ({ email: key, count })),
    attemptsByIp: counted(row.by_ip).map(({ key, count }) => ({ ipAddress: key, count })),
    recentAttempts: json(row.recent).map((attempt) => ({
      email: attempt.email as string,
      ipAddress: attempt.ip_address as string,
      timestamp: iso(attempt.attempted_at),
      reason: attempt.reason as string,
    })),
  };
}
