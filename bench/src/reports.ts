import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { regionOfCountry } from '@colophon/domain';
import { allProjections, rebuildProjections } from '@colophon/projector';
import * as reports from '@colophon/query/reporting/reportRows';
import { pino } from 'pino';

import { keptDatabase, openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate, type Size } from './generate/index.ts';
import {
  formatReportQueries,
  newestResults,
  type ReportQueryResults,
  reportQueryResultsFile,
  withReportQueriesSection,
} from './report.ts';
import { percentile, round, timed } from './stats.ts';

/**
 * npm run bench:reports -- --size L: every report and dashboard query of the query service
 * (`services/query/src/reporting/reportRows.ts`), run against the daily read models of a generated
 * publisher on the Postgres of DATABASE_URL, as its resolver runs it (SQL and assembly, no HTTP).
 * Prints p50/p95 per query and the SQL it sends, and saves them to bench/results/reports-<date>.json.
 * `--keep <name>` generates into database <name> on that server and keeps it; a later run with the
 * same name finds the log there, skips generating and only rebuilds the read models (for iterating);
 * `--keep <name> --no-rebuild` also keeps its read models as they are (migrations still run).
 */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'S' },
    samples: { type: 'string', default: '50' },
    keep: { type: 'string' },
    'no-rebuild': { type: 'boolean', default: false },
  },
});
const size = values.size as Size;
const samples = Number(values.samples);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the Postgres server to make a scratch database on');
const log = (message: string) => console.log(`… ${message}`);

const engine = await openEngine('postgres', process.env.DATABASE_URL, values.keep && (await keptDatabase(values.keep)));
try {
  const logged: { events: string } = await engine.db('es_messages').first(engine.db.raw('count(*)::text as events'));
  const generated =
    logged.events === '0'
      ? await (log(`generating size ${size}`), timed(() => generate((events) => writeInBulk(engine.db, events), size)))
      : { result: { events: Number(logged.events) }, ms: 0 };
  const needed = ['publishers', 'lookups', 'customers', 'products', 'creators', 'dailySales', 'dailyExpenses'];
  let rebuildSeconds: number | null = null;
  if (values['no-rebuild'] && generated.ms === 0)
    log(`${generated.result.events} events; read models kept as they are`);
  else {
    log(
      `${generated.result.events} events in ${round(generated.ms / 1000)} s; rebuilding the read models reports join`,
    );
    const rebuild = await timed(() =>
      rebuildProjections({
        db: engine.db,
        store: engine.store,
        projections: allProjections.filter((projection) => needed.includes(projection.name)),
        logger: pino({ level: 'silent' }),
      }),
    );
    rebuildSeconds = round(rebuild.ms / 1000);
    log(`rebuilt in ${rebuildSeconds} s`);
  }
  const { db } = engine;
  // As autovacuum leaves them after a rebuild: planner statistics, and the visibility map that lets
  // a report read the roll-ups' covering keys alone (an index-only scan).
  await db.raw(
    'vacuum (analyze) sales_rollup, expenses_rollup, product_rollup, sales_daily, expenses_daily, products, product_works',
  );
  const biggest = await db('sales_daily')
    .groupBy('publisher_id')
    .orderByRaw('count(*) desc')
    .first('publisher_id', db.raw('count(*)::int as rows'));
  const counts = await db.raw(
    `select (select count(*) from sales_daily)::int as sales_daily, (select count(*) from sales_rollup)::int as sales_rollup,
            (select count(*) from expenses_daily)::int as expenses_daily, (select count(*) from expenses_rollup)::int as expenses_rollup`,
  );
  const scope = (startDate: string, endDate: string, productIds: string[] | null = null): reports.ReportScope => ({
    publisherId: biggest.publisher_id,
    startDate,
    endDate,
    productIds,
    countedWhen: 'paid',
  });
  // The generated years end on 2025-12-31: the presets as of that day.
  const quarter = scope('2025-10-01', '2025-12-31');
  const dashboard = scope('2024-01-01', '2025-12-31');
  const allTime = scope('2000-01-01', '2025-12-31');
  const aProduct = (await db('sales_daily').where({ publisher_id: biggest.publisher_id }).first('product_id'))
    .product_id;
  const regionOf = regionOfCountry([{ name: 'Americas', countries: ['US', 'CA', 'MX', 'BR'] }]);

  const byRevenue = reports.revenueFirst;
  const byTitle = { field: 'TITLE', direction: 'ASC' } as const;
  const queries: [string, () => Promise<unknown>][] = [
    ['GrossSalesByDate (730 days)', () => reports.salesByDate(db, dashboard, 'gross')],
    ['NetSalesByDate (730 days)', () => reports.salesByDate(db, dashboard, 'net')],
    ['ExpensesByDate (730 days)', () => reports.expensesByDate(db, dashboard)],
    ['TopTenByDate (730 days)', () => reports.topTen(db, dashboard)],
    ['ProfitLoss by product, a page by revenue (QTD)', () => reports.profitLossPage(db, quarter, byRevenue, 1)],
    ['ProfitLoss by product, a page by revenue (all time)', () => reports.profitLossPage(db, allTime, byRevenue, 1)],
    ['ProfitLoss by product, page 3 by title (all time)', () => reports.profitLossPage(db, allTime, byTitle, 3)],
    [
      'ProfitLoss, one product (all time)',
      () => reports.profitLossPage(db, scope('2000-01-01', '2025-12-31', [aProduct]), byRevenue, 1),
    ],
    ['RevenueExpenses (all time)', () => reports.revenueExpenses(db, allTime, '2025-12-31')],
    ['Financial summary (all time)', () => reports.financialSummary(db, allTime)],
    ['Revenue by format (all time)', () => reports.revenueByFormat(db, allTime)],
    ['Revenue by region (all time)', () => reports.revenueByRegion(db, allTime, regionOf)],
    ['Expenses by category (all time)', () => reports.expensesByCategory(db, allTime)],
    ['Stats: top customers, products, expenses (all time)', () => reports.reportStats(db, allTime, 0)],
    ['topProductsReport (QTD)', () => reports.topProducts(db, quarter)],
  ];
  const figures: ReportQueryResults['figures'] = [];
  const loadAtStart = loadavg();
  for (const [name, query] of queries) {
    const sql: { sql: string; bindings: unknown[] }[] = [];
    const capture = (data: { sql: string; bindings: unknown[] }) =>
      sql.push({ sql: data.sql, bindings: data.bindings });
    db.on('query', capture);
    await query();
    db.removeListener('query', capture);
    const times: number[] = [];
    for (let sample = 0; sample < samples; sample++) times.push((await timed(query)).ms);
    figures.push({ name, p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), sql });
    log(`${name}: p50 ${round(percentile(times, 0.5))} ms, p95 ${round(percentile(times, 0.95))} ms`);
  }
  const results: ReportQueryResults = {
    date: new Date().toISOString().slice(0, 10),
    size,
    events: generated.result.events,
    serverVersion: engine.serverVersion,
    loadAverage: { start: loadAtStart, end: loadavg() },
    rebuildSeconds,
    publisherSalesDailyRows: biggest.rows,
    rows: counts.rows[0],
    samples,
    targetMs: 50,
    figures,
  };
  const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
  const file = join(resultsDir, `reports-${results.date}-${size}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results: ${file}`);
  // RESULTS.md shows the newest size-L run of these queries; the page's other sections stay.
  const reportQueries = await newestResults<ReportQueryResults>(resultsDir, reportQueryResultsFile);
  if (reportQueries) {
    const read = (name: string) => readFile(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');
    const page = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
    const section = formatReportQueries(reportQueries, await read('REPORT-NOTES.md'));
    await writeFile(page, withReportQueriesSection(await read('RESULTS.md'), section));
    console.log(`report: ${page}`);
  }
} finally {
  await engine.close();
}
