import type { Knex } from 'knex';

/**
 * Time spent in each SQL statement of a knex instance, grouped by its text (placeholders and
 * whitespace folded): from knex's `query` event, emitted once the statement has its connection, to
 * its reply. On PGlite (one connection) the statements never overlap, so the sum is the time the
 * database was busy; on Postgres statements of different connections do overlap.
 */
export function sqlProfile(db: Knex) {
  const started = new Map<string, { sql: string; at: number }>();
  const totals = new Map<string, { count: number; ms: number }>();
  type Query = { __knexQueryUid: string; sql: string };
  const finished = (query: Query) => {
    const start = started.get(query.__knexQueryUid);
    if (!start) return;
    started.delete(query.__knexQueryUid);
    const key = start.sql
      .replace(/\s+/g, ' ')
      .replace(/\$\d+(, \$\d+)*/g, '$n')
      .replace(/\?(, \?)*/g, '?')
      .trim()
      .slice(0, 140);
    const total = totals.get(key) ?? { count: 0, ms: 0 };
    total.count += 1;
    total.ms += performance.now() - start.at;
    totals.set(key, total);
  };
  db.on('query', (query: Query) => started.set(query.__knexQueryUid, { sql: query.sql, at: performance.now() }));
  db.on('query-response', (_response: unknown, query: Query) => finished(query));
  db.on('query-error', (_error: unknown, query: Query) => finished(query));
  return {
    /** The statements that took longest since the last report, as lines; then starts again. */
    report(top = 15): string {
      const sorted = [...totals].sort((left, right) => right[1].ms - left[1].ms);
      const seconds = sorted.reduce((sum, [, total]) => sum + total.ms, 0) / 1000;
      const count = sorted.reduce((sum, [, total]) => sum + total.count, 0);
      totals.clear();
      return [
        `SQL: ${seconds.toFixed(1)} s in ${count} statements; the longest:`,
        ...sorted
          .slice(0, top)
          .map(
            ([sql, total]) =>
              `${(total.ms / 1000).toFixed(2).padStart(7)} s ${String(total.count).padStart(6)}×  ${sql}`,
          ),
      ].join('\n');
    },
  };
}
