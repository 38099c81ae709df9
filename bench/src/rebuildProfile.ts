import { parseArgs } from 'node:util';

import { allProjections, rebuildProjections } from '@colophon/projector';
import { pino } from 'pino';

import { keptDatabase, openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate, type Size } from './generate/index.ts';
import { round, timed } from './stats.ts';

/**
 * npm run bench:rebuild -- --size M --keep <database> [--each] [--only a,b]: the rebuild alone, on a
 * kept Postgres database (generated on first use, reused after), for iterating on the projector
 * runtime. `--each` rebuilds the projections one at a time and prints each one's seconds.
 */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'M' },
    keep: { type: 'string' },
    each: { type: 'boolean', default: false },
    only: { type: 'string' },
    batch: { type: 'string' },
  },
});
if (!process.env.DATABASE_URL || !values.keep) throw new Error('DATABASE_URL and --keep <database> are needed');

const engine = await openEngine('postgres', process.env.DATABASE_URL, await keptDatabase(values.keep));
try {
  const logged: { events: string } = await engine.db('es_messages').first(engine.db.raw('count(*)::text as events'));
  if (logged.events === '0') await generate((events) => writeInBulk(engine.db, events), values.size as Size);
  const projections = values.only
    ? allProjections.filter((projection) => values.only!.split(',').includes(projection.name))
    : allProjections;
  const logger = pino({ level: 'silent' });
  if (values.each) {
    for (const projection of projections) {
      const { ms } = await timed(() =>
        rebuildProjections({ db: engine.db, store: engine.store, projections: [projection], logger }),
      );
      console.log(`${projection.name}: ${round(ms / 1000)} s`);
    }
  }
  const { ms } = await timed(() =>
    rebuildProjections({
      db: engine.db,
      store: engine.store,
      projections,
      logger,
      batchSize: values.batch ? Number(values.batch) : undefined,
    }),
  );
  console.log(`all together: ${round(ms / 1000)} s`);
} finally {
  await engine.close();
}
