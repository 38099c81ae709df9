import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { readRoyaltyFactEvents } from '@colophon/command';
import { RoyaltyFactsFold } from '@colophon/command/royalties/statements/royaltyFactsFold';
import { readStatementFacts } from '@colophon/command/royalties/statements/statementFacts';
import { statementLineFigures } from '@colophon/domain';
import { allProjections, rebuildProjections, renderStatementPdf } from '@colophon/projector';
import { pino } from 'pino';

import { keptDatabase, openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate, type Size } from './generate/index.ts';
import { percentile, round, timed } from './stats.ts';

/**
 * npm run bench:statements -- --size L: a royalty statement of 50 royalties (the biggest publisher's
 * 50 with the most order lines) on the Postgres of DATABASE_URL, as createRoyaltyStatement and
 * royaltysforstatement compute it: its facts read from the royalties read model at its checkpoint,
 * every line's figures from the engine, and its PDF rendered. Also the audit replay of the same
 * statement: its events read from the store and folded. Prints p50/p95 and saves them to
 * bench/results/statements-<date>-<size>.json. Figures are printed, never asserted. The royalties
 * projection is rebuilt on its own after the read models it does not need, and its time printed.
 * `--keep <name>` generates into database <name> and keeps it (a later run with the same name skips
 * generating); `--no-rebuild` then also keeps its read models as they are. `--batch <n>` rebuilds the
 * royalties projection in batches of n events (as it follows the log: 2 000) rather than the rebuild's.
 */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'S' },
    samples: { type: 'string', default: '10' },
    keep: { type: 'string' },
    'no-rebuild': { type: 'boolean', default: false },
    batch: { type: 'string' },
  },
});
const size = values.size as Size;
const samples = Number(values.samples);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the Postgres server to make a scratch database on');
const log = (message: string) => console.log(`… ${message}`);
const statementSize = 50;
const period = { start: '2025-10-01', end: '2025-12-31' };

const engine = await openEngine('postgres', process.env.DATABASE_URL, values.keep && (await keptDatabase(values.keep)));
try {
  const logged: { events: string } = await engine.db('es_messages').first(engine.db.raw('count(*)::text as events'));
  const generated =
    logged.events === '0'
      ? await (log(`generating size ${size}`), timed(() => generate((events) => writeInBulk(engine.db, events), size)))
      : { result: { events: Number(logged.events) }, ms: 0 };
  const rebuilt = async (names: readonly string[], batchSize?: number) =>
    round(
      (
        await timed(() =>
          rebuildProjections({
            db: engine.db,
            store: engine.store,
            projections: allProjections.filter((projection) => names.includes(projection.name)),
            logger: pino({ level: 'warn' }),
            batchSize,
          }),
        )
      ).ms / 1000,
    );
  let rebuildSeconds: { others: number; royalties: number; royaltiesBatch: string } | null = null;
  if (values['no-rebuild'] && generated.ms === 0) log(`${generated.result.events} events; read models kept`);
  else {
    log(`${generated.result.events} events in ${round(generated.ms / 1000)} s; rebuilding`);
    const others = await rebuilt([
      'publishers',
      'products',
      'creators',
      'contactItems',
      'regions',
      'royaltyFactRecords',
    ]);
    const royalties = await rebuilt(['royalties'], values.batch === undefined ? undefined : Number(values.batch));
    rebuildSeconds = { others, royalties, royaltiesBatch: values.batch ?? 'rebuild default' };
    log(`rebuilt the others in ${others} s, the royalties projection alone in ${royalties} s`);
  }

  const { db } = engine;
  const biggest = await db('royalties')
    .groupBy('publisher_id')
    .orderByRaw('count(*) desc')
    .first('publisher_id', db.raw('count(*)::int as royalties'));
  const chosen: { id: string; lines: number }[] = await db('royalties as r')
    .leftJoin('royalty_sales_lines as l', 'l.product_id', 'r.product_id')
    .where('r.publisher_id', biggest.publisher_id)
    .groupBy('r.id')
    .orderByRaw('count(l.id) desc')
    .limit(statementSize)
    .select('r.id', db.raw('count(l.id)::int as lines'));
  const royaltyIds = chosen.map((royalty) => royalty.id);
  const salesLines = chosen.reduce((sum, royalty) => sum + royalty.lines, 0);
  log(`${royaltyIds.length} royalties of publisher ${biggest.publisher_id} with ${salesLines} order lines`);

  const measure = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let sample = 0; sample < samples; sample++) times.push((await timed(work)).ms);
    return { p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
  };
  const statement = async () => {
    const { royalties } = await readStatementFacts(db, biggest.publisher_id, royaltyIds);
    const lines = royalties.map((royalty) => ({
      royaltyId: royalty.royaltyId,
      title: royalty.productId,
      isbn: null,
      format: null,
      region: null,
      figures: statementLineFigures(royalty.facts, period),
    }));
    return renderStatementPdf({
      publisherName: 'Bench Press',
      currencySymbol: '$',
      creatorName: 'Bench Creator',
      creatorAddress: [],
      period,
      sentDate: period.end,
      pubNote: '',
      lines,
    });
  };
  const replay = async () => {
    const events = await readRoyaltyFactEvents(engine.store, db, biggest.publisher_id, royaltyIds);
    const fold = new RoyaltyFactsFold();
    for (const event of events) fold.apply(event);
    for (const royaltyId of royaltyIds) {
      const facts = fold.factsOf(royaltyId);
      if (facts) statementLineFigures(facts.facts, period);
    }
    return events.length;
  };
  const loadAtStart = loadavg();
  const figures = {
    factsFromReadModel: await measure(() => readStatementFacts(db, biggest.publisher_id, royaltyIds)),
    statementWithPdf: await measure(statement),
    auditReplay: await measure(replay),
    auditReplayEvents: await replay(),
  };
  console.table(figures);
  const results = {
    date: new Date().toISOString().slice(0, 10),
    size,
    events: generated.result.events,
    serverVersion: engine.serverVersion,
    loadAverage: { start: loadAtStart, end: loadavg() },
    rebuildSeconds,
    royalties: royaltyIds.length,
    salesLines,
    samples,
    figures,
  };
  const file = fileURLToPath(new URL(`../results/statements-${results.date}-${size}.json`, import.meta.url));
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results: ${file}`);
} finally {
  await engine.close();
}
