import { parseArgs } from 'node:util';

import {
  formatImportReport,
  type ImportBenchResults,
  resultsFolder,
  runImportBench,
  saveImportResults,
} from './imports.ts';

/**
 * npm run bench:import -- --rows 100000 [--engine pglite|postgres] [--sql-profile]: the import
 * benchmark (bench/src/imports.ts) on embedded PGlite, and on the Postgres of DATABASE_URL when it
 * is set. --sql-profile also prints the statements that took the most time in each import.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    engine: { type: 'string' },
    'sql-profile': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const engines = values.engine
  ? [values.engine as 'pglite' | 'postgres']
  : (['pglite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const);
const results: ImportBenchResults[] = [];
for (const engine of engines) {
  console.log(`… ${engine}: ${rows} product rows, then ${rows} order lines`);
  results.push(
    await runImportBench({
      engine,
      rows,
      databaseUrl: process.env.DATABASE_URL,
      profileSql: values['sql-profile'],
      log: (line) => console.log(`… ${line}`),
    }),
  );
}
console.log(formatImportReport(results));
console.log(`saved ${await saveImportResults(results, resultsFolder)}`);
process.exit(0);
