import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { round } from './stats.ts';
import type { BenchResults, EngineResults } from './suite.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value} ms`;

function appendRows(engine: EngineResults): string[] {
  const { ours, emmett, ratio } = engine.append;
  const row = (label: string, key: 'single' | 'concurrent') => {
    const figures = ours[key];
    const peer = emmett?.[key];
    return `| append, ${label} (${figures.clients} client${figures.clients > 1 ? 's' : ''}) | ${figures.perSecond} commands/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)} | Emmett: ${peer ? `${peer.perSecond} commands/s, p50 ${ms(peer.p50Ms)}, p99 ${ms(peer.p99Ms)}` : 'N/A on PGlite'} | ${ratio ? `${ratio[key]}× (us/Emmett)` : 'N/A'} |`;
  };
  return [row('single client', 'single'), row('concurrent', 'concurrent')];
}

/** The results as a Markdown table per engine, with the machine it ran on. */
export function formatReport(results: BenchResults): string {
  const { machine } = results;
  const lines = [
    `## Run of ${results.date}, size ${results.size} (seed ${results.seed})`,
    '',
    `Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGb} GB memory, Node ${machine.node}, ${machine.os}.`,
    '',
  ];
  for (const engine of results.engines) {
    const { generation, rebuild, lag, queries } = engine;
    lines.push(
      `### ${engine.engine === 'pglite' ? 'PGlite (embedded)' : 'Postgres'} ${engine.serverVersion}`,
      '',
      `Generated ${generation.events} events (${Object.entries(generation.eventsByContext)
        .map(([context, count]) => `${context} ${count}`)
        .join(', ')}) in ${generation.seconds} s (${generation.eventsPerSecond} events/s).`,
      '',
      '| Measurement | Figures | Reference in the same run | Ratio |',
      '| --- | --- | --- | --- |',
      ...appendRows(engine),
      `| rebuild of all projections from 0 | ${rebuild.events} events in ${rebuild.seconds} s = ${rebuild.eventsPerSecond} events/s | COPY of the ${rebuild.copy.rows} final rows: ${rebuild.copy.seconds} s | ${rebuild.ratio} of COPY speed |`,
      `| projection lag, append → read model (${lag.commandsPerSecond} commands/s) | p50 ${ms(lag.p50Ms)}, p99 ${ms(lag.p99Ms)} | — | — |`,
      ...queries.lists.map(
        (list) =>
          `| ${list.name} | GraphQL/HTTP p50 ${ms(list.graphql.p50Ms)}, p95 ${ms(list.graphql.p95Ms)} | same ${list.sql.statements} SQL statement(s) direct: p50 ${ms(list.sql.p50Ms)}, p95 ${ms(list.sql.p95Ms)} | ${list.ratio}×, fixed cost ${ms(round(list.graphql.p50Ms - list.sql.p50Ms))} |`,
      ),
      // Runs before 2026-11-25 measured one page under load (an object, not a list).
      ...[queries.load]
        .flat()
        .map(
          (load) =>
            `| load: ${load.name} (autocannon, ${load.connections} connections, ${load.seconds} s) | ${load.requestsPerSecond} requests/s, p99 ${ms(load.p99Ms)}, ${load.errors} errors | — | — |`,
        ),
      '',
    );
  }
  lines.push(
    '### Web app',
    '',
    `Initial load (gzip): JS ${kib(results.web.initialJsGzipBytes)}, CSS ${kib(results.web.initialCssGzipBytes)} (${results.web.files.join(', ')}).`,
    '',
  );
  return lines.join('\n');
}

/** Writes `<resultsDir>/<date>.json` and returns its path. */
export async function saveResults(results: BenchResults, resultsDir: string): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const path = join(resultsDir, `${results.date}.json`);
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}

/** One run of `npm run bench:reports`: each report query's timings and the SQL it sends. */
export interface ReportQueryResults {
  date: string;
  size: string;
  events: number;
  serverVersion: string;
  /** Load average of the machine (1, 5, 15 minutes) when the queries started and ended. */
  loadAverage: { start: number[]; end: number[] };
  rebuildSeconds: number | null;
  publisherSalesDailyRows: number;
  rows: Record<string, number>;
  samples: number;
  targetMs: number;
  figures: { name: string; p50Ms: number; p95Ms: number; sql: { sql: string; bindings: unknown[] }[] }[];
}

/** The report queries' table (p95 against the target), then each query's SQL as it was sent. */
export function formatReportQueries(results: ReportQueryResults, notes: string): string {
  const load = (figures: number[]) => figures.map((figure) => figure.toFixed(1)).join(' / ');
  const lines = [
    notes.trim(),
    '',
    `### Run of ${results.date}, size ${results.size} (${results.events} events), Postgres ${results.serverVersion}`,
    '',
    `The largest publisher's \`sales_daily\` holds ${results.publisherSalesDailyRows} rows; rows in all: ${Object.entries(
      results.rows,
    )
      .map(([table, count]) => `\`${table}\` ${count}`)
      .join(
        ', ',
      )}. ${results.rebuildSeconds === null ? 'Read models as they were (no rebuild).' : `Rebuild of the read models the reports read: ${results.rebuildSeconds} s.`} ${results.samples} samples a query; machine load average (1 / 5 / 15 min) ${load(results.loadAverage.start)} at the start, ${load(results.loadAverage.end)} at the end (2 cores).`,
    '',
    `| query | p50 ms | p95 ms | p95 under ${results.targetMs} ms | SQL statements |`,
    '| --- | --- | --- | --- | --- |',
    ...results.figures.map(
      (figure) =>
        `| ${figure.name} | ${figure.p50Ms} | ${figure.p95Ms} | ${figure.p95Ms < results.targetMs ? 'yes' : '**no**'} | ${figure.sql.length} |`,
    ),
    '',
    '#### The SQL of each query',
    '',
    ...results.figures.flatMap((figure) => [
      `<details><summary>${figure.name}</summary>`,
      '',
      ...figure.sql.flatMap(({ sql, bindings }) => [
        '```sql',
        sql,
        '```',
        '',
        `bindings: \`${JSON.stringify(bindings)}\``,
        '',
      ]),
      '</details>',
      '',
    ]),
  ];
  return lines.join('\n');
}

const reportQueriesHeading = '## Report and dashboard queries';

/**
 * The page with its report queries' section (from its heading to the next `## ` heading) replaced
 * by `section`, or `section` added at the end: the page's other sections stay as they are.
 */
export function withReportQueriesSection(page: string, section: string): string {
  const start = page.indexOf(reportQueriesHeading);
  if (start < 0) return `${page.trimEnd()}\n\n${section.trimEnd()}\n`;
  const next = page.indexOf('\n## ', start + reportQueriesHeading.length);
  const after = next < 0 ? '' : page.slice(next);
  return `${page.slice(0, start)}${section.trimEnd()}\n${after}`;
}

/** The newest saved results whose file name matches, parsed; null when there are none. */
export async function newestResults<Results>(resultsDir: string, pattern: RegExp): Promise<Results | null> {
  const names = (await readdir(resultsDir).catch(() => [])).filter((name) => pattern.test(name)).sort();
  const newest = names.at(-1);
  return newest ? (JSON.parse(await readFile(join(resultsDir, newest), 'utf8')) as Results) : null;
}

/** Size L first (the figures the targets speak of), then by date. */
export const reportQueryResultsFile = /^reports-\d{4}-\d{2}-\d{2}-L\.json$/;

/**
 * RESULTS.md: what the suite measures, how to read it, the latest run's table, and the report
 * queries' latest size-L run (each of the two benches rewrites the page with the other's newest).
 */
export async function writeResultsPage(
  results: BenchResults,
  path: string,
  notes: string,
  reportQueries: { results: ReportQueryResults; notes: string } | null,
): Promise<void> {
  const queries = reportQueries ? `\n${formatReportQueries(reportQueries.results, reportQueries.notes)}` : '';
  await writeFile(path, `# Benchmark results\n\n${notes.trim()}\n\n${formatReport(results)}${queries}`);
}
