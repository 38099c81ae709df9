import { readdir, readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { allProjections, rebuildProjections } from '@colophon/projector';
import { pino } from 'pino';

import { keptDatabase, openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate, type Size } from './generate/index.ts';
import { measureCopy } from './measure/rebuild.ts';
import { round, timed } from './stats.ts';

/**
 * npm run bench:rebuild -- --size M --keep <database> [--each] [--only a,b]: the rebuild alone, on a
 * kept Postgres database (generated on first use, reused after), for iterating on the projector
 * runtime. `--each` rebuilds the projections one at a time and prints each one's seconds; `--copy`
 * then loads the rebuilt rows again with COPY (the suite's reference; with `--only`, only those
 * projections' tables) and prints the ratio, which leaves the tables freshly loaded (measure the
 * lists on a rebuild's tables after a run without it); `--timeline` logs when each projection has
 * applied the log and when its end is done.
 */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'M' },
    keep: { type: 'string' },
    each: { type: 'boolean', default: false },
    only: { type: 'string' },
    batch: { type: 'string' },
    top: { type: 'string', default: '12' },
    copy: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
  },
});
if (!process.env.DATABASE_URL || !values.keep) throw new Error('DATABASE_URL and --keep <database> are needed');

/**
 * CPU seconds used so far by each server process connected to `database` (from /proc: the server
 * runs on this machine), by pid.
 */
async function backendCpuSeconds(database: string): Promise<Map<string, number>> {
  const ticksPerSecond = 100;
  const seconds = new Map<string, number>();
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const title = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
    const stat = (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
    seconds.set(pid, (Number(stat[11] ?? 0) + Number(stat[12] ?? 0)) / ticksPerSecond);
  }
  return seconds;
}

/**
 * Starts counting the backends' CPU seconds; the function returned stops and gives the sum. Read
 * every second: the pool closes idle connections during a rebuild, and a backend that ended counts
 * with its last reading.
 */
async function watchBackendCpu(database: string) {
  const before = await backendCpuSeconds(database);
  const last = new Map<string, number>();
  const read = async () => {
    for (const [pid, seconds] of await backendCpuSeconds(database)) last.set(pid, seconds);
  };
  const timer = setInterval(() => void read(), 1000);
  return async () => {
    clearInterval(timer);
    await read();
    return [...last].reduce((total, [pid, seconds]) => total + seconds - (before.get(pid) ?? 0), 0);
  };
}

const engine = await openEngine('postgres', process.env.DATABASE_URL, await keptDatabase(values.keep));
try {
  const logged: { events: string } = await engine.db('es_messages').first(engine.db.raw('count(*)::text as events'));
  if (logged.events === '0') await generate((events) => writeInBulk(engine.db, events), values.size as Size);
  const projections = values.only
    ? allProjections.filter((projection) => values.only!.split(',').includes(projection.name))
    : allProjections;
  // `--timeline`: each projection's "caught up" and "rebuilt" lines, with the seconds since the start.
  const start = Date.now();
  const logger = pino(
    { level: values.timeline ? 'debug' : 'silent', base: null, timestamp: () => `,"s":${(Date.now() - start) / 1000}` },
    process.stderr,
  );
  const batchSize = values.batch ? Number(values.batch) : undefined;
  // Time per statement shape (its first words), summed over the rebuild: where the database's time goes.
  const started = new Map<string, number>();
  const spent = new Map<string, { ms: number; count: number }>();
  engine.db.on('query', (query: { __knexQueryUid: string }) => started.set(query.__knexQueryUid, performance.now()));
  engine.db.on('query-response', (_response: unknown, query: { __knexQueryUid: string; sql: string }) => {
    const shape = query.sql.replace(/\s+/g, ' ').slice(0, 110);
    const entry = spent.get(shape) ?? { ms: 0, count: 0 };
    entry.ms += performance.now() - (started.get(query.__knexQueryUid) ?? performance.now());
    entry.count += 1;
    spent.set(shape, entry);
  });
  const printSpent = () => {
    for (const [shape, { ms, count }] of [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(values.top)))
      console.log(`  ${round(ms / 1000)} s in ${count}× ${shape}`);
    spent.clear();
  };
  if (values.each) {
    for (const projection of projections) {
      const { ms } = await timed(() =>
        rebuildProjections({ db: engine.db, store: engine.store, projections: [projection], logger, batchSize }),
      );
      console.log(`${projection.name}: ${round(ms / 1000)} s`);
      printSpent();
    }
  }
  const nodeBefore = process.cpuUsage();
  const stopWatchingBackends = await watchBackendCpu(values.keep);
  // How long node's one thread kept a reply waiting: each projection's statements wait behind the
  // others' handlers.
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const { ms } = await timed(() =>
    rebuildProjections({
      db: engine.db,
      store: engine.store,
      projections,
      logger,
      batchSize,
    }),
  );
  const nodeCpu = process.cpuUsage(nodeBefore);
  const backendCpu = await stopWatchingBackends();
  stalls.disable();
  console.log(
    `all together: ${round(ms / 1000)} s; CPU: node ${round((nodeCpu.user + nodeCpu.system) / 1e6)} s, ` +
      `its Postgres backends ${round(backendCpu)} s (less noisy than the wall time on a shared machine); ` +
      `event-loop delay p50 ${round(stalls.percentile(50) / 1e6)} ms, p99 ${round(stalls.percentile(99) / 1e6)} ms, ` +
      `longest ${round(stalls.max / 1e6)} ms`,
  );
  printSpent();
  if (values.copy) {
    const copy = await measureCopy(engine, projections);
    console.log(
      `COPY of the ${copy.rows} rows: ${round(copy.ms / 1000)} s; rebuild at ${round(copy.ms / ms, 3)} of COPY speed`,
    );
  }
} finally {
  await engine.close();
}
