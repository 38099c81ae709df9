import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import type { EngineName } from './engines.ts';
import type { ReportQueryResults } from './report.ts';
import type { BenchResults, Measurement } from './suite.ts';

/**
 * npm run bench -- --size S|M|L [--build-web] [--results-dir DIR] [--report FILE]
 * Runs every measurement on PGlite, and on the Postgres of DATABASE_URL when it is set.
 * npm run bench -- --from bench/results/<date>.json rewrites the report of a saved run (after
 * editing NOTES.md) without measuring again.
 * npm run bench -- --size M --only rebuild,append [--engine postgres] runs those measurements only
 * (the read models are rebuilt whatever is asked) and prints their figures: no report is written.
 */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'S' },
    'build-web': { type: 'boolean', default: false },
    'results-dir': { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) },
    report: { type: 'string', default: fileURLToPath(new URL('../RESULTS.md', import.meta.url)) },
    from: { type: 'string' },
    only: { type: 'string' },
    engine: { type: 'string' },
  },
});
if (!['S', 'M', 'L'].includes(values.size)) throw new Error(`--size must be S, M or L, not ${values.size}`);
// Request logging at info would be measured as part of every query; load the services after this.
process.env.LOG_LEVEL ??= 'warn';
const { measurements, runSome, runSuite } = await import('./suite.ts');
if (values.only || values.engine) {
  const only = (values.only?.split(',') ?? measurements) as Measurement[];
  const unknown = only.filter((name) => !measurements.includes(name));
  if (unknown.length > 0) throw new Error(`--only takes ${measurements.join(', ')}; not ${unknown.join(', ')}`);
  const engines = (values.engine?.split(',') ??
    (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as EngineName[];
  const figures = await runSome({
    size: values.size as 'S' | 'M' | 'L',
    databaseUrl: process.env.DATABASE_URL,
    engines,
    only,
    progress: (message) => console.log(`… ${message}`),
  });
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}
const { formatReport, newestResults, reportQueryResultsFile, saveResults, writeResultsPage } =
  await import('./report.ts');

const results: BenchResults = values.from
  ? JSON.parse(await readFile(values.from, 'utf8'))
  : await runSuite({
      size: values.size as 'S' | 'M' | 'L',
      databaseUrl: process.env.DATABASE_URL,
      buildWeb: values['build-web'],
      progress: (message) => console.log(`… ${message}`),
    });
console.log(`\n${formatReport(results)}`);
if (!values.from) console.log(`results: ${await saveResults(results, values['results-dir'])}`);
const notes = await readFile(fileURLToPath(new URL('../NOTES.md', import.meta.url)), 'utf8');
const reportQueries = await newestResults<ReportQueryResults>(values['results-dir'], reportQueryResultsFile);
const reportNotes = await readFile(fileURLToPath(new URL('../REPORT-NOTES.md', import.meta.url)), 'utf8');
await writeResultsPage(results, values.report, notes, reportQueries && { results: reportQueries, notes: reportNotes });
console.log(`report: ${values.report}`);
