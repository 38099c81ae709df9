import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { allProjections, rebuildProjections } from '@colophon/projector';
import { pino } from 'pino';

import { keptDatabase, openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate, type Size } from './generate/index.ts';
import { measureQueries } from './measure/queries.ts';
import { round, timed } from './stats.ts';

/**
 * npm run bench:lists -- --size M --keep <name> [--engine postgres|pglite] [--no-rebuild] [--only <text>]
 *   [--samples 50] [--warm-up-rounds 200]
 * The suite's list queries and load alone, on a kept database, for iterating on one list: the first
 * run generates the log into database <name> (Postgres of DATABASE_URL) or data folder <name>
 * (PGlite) and rebuilds every read model; a later run finds the log there and rebuilds again (after
 * a projection change), or with --no-rebuild keeps the read models as they are (migrations still run).
 * Prints the figures; the suite (`npm run bench`) is what records them in RESULTS.md. The query
 * service logs a line a request here, as deployed (at LOG_LEVEL, info unless set), so a page's
 * fixed cost includes it; the suite loads the services at `warn`.
 */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'M' },
    keep: { type: 'string' },
    engine: { type: 'string', default: 'postgres' },
    samples: { type: 'string', default: '50' },
    'warm-up-rounds': { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '5' },
    'no-rebuild': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
if (!values.keep) throw new Error('--keep <name>: the database (or PGlite data folder) to generate into and keep');
const size = values.size as Size;
const log = (message: string) => console.log(`… ${message}`);
const engine =
  values.engine === 'pglite'
    ? await openEngine('pglite', undefined, undefined, values.keep)
    : await openEngine('postgres', process.env.DATABASE_URL, await keptDatabase(values.keep));
try {
  const logged: { events: string } = await engine.db('es_messages').first(engine.db.raw('count(*)::text as events'));
  const generated =
    logged.events === '0'
      ? await (log(`generating size ${size}`), timed(() => generate((events) => writeInBulk(engine.db, events), size)))
      : null;
  if (values['no-rebuild'] && !generated) log(`${logged.events} events; read models kept as they are`);
  else {
    const rebuild = await timed(() =>
      rebuildProjections({
        db: engine.db,
        store: engine.store,
        projections: allProjections,
        logger: pino({ level: 'silent' }),
      }),
    );
    log(`rebuilt in ${round(rebuild.ms / 1000)} s`);
  }
  // The publisher with the most orders (the generator's first), as its owner.
  const biggest: { publisher_id: string } = await engine
    .db('orders')
    .groupBy('publisher_id')
    .orderByRaw('count(*) desc')
    .first('publisher_id');
  const owner: { user_id: string } = await engine
    .db('publisher_members')
    .where({ publisher_id: biggest.publisher_id, role: 'owner' })
    .first('user_id');
  const data = { world: { publishers: [{ publisherId: biggest.publisher_id, ownerId: owner.user_id }] } };
  log(
    `load average ${loadavg()
      .map((load) => round(load, 1))
      .join(' ')}`,
  );
  const figures = await measureQueries(engine, data as never, {
    samples: Number(values.samples),
    warmUpRounds: Number(values['warm-up-rounds']),
    loadSeconds: Number(values['load-seconds']),
    only: values.only,
  });
  for (const list of figures.lists) {
    console.log(
      `${list.name}: GraphQL p50 ${list.graphql.p50Ms} p95 ${list.graphql.p95Ms} ms; SQL (${list.sql.statements}) p50 ${list.sql.p50Ms} p95 ${list.sql.p95Ms} ms; fixed ${round(list.graphql.p50Ms - list.sql.p50Ms)} ms`,
    );
  }
  for (const load of figures.load) {
    console.log(
      `load ${load.name}: ${load.requestsPerSecond} requests/s, p99 ${load.p99Ms} ms, ${load.errors} errors; ${load.serverCpuMsPerRequest} ms of the server process's CPU a request`,
    );
  }
  log(
    `load average ${loadavg()
      .map((load) => round(load, 1))
      .join(' ')}`,
  );
} finally {
  await engine.close();
}
