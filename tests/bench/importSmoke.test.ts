import { formatImportReport, type ImportBenchResults, runImportBench } from '@colophon/bench/imports';
import { describe, expect, it } from 'vitest';

// The import benchmark at a tiny size, as CI runs it: every figure produced, every row written.
// No timing assertions: the machine is shared and noisy.
describe('import benchmark at 60 rows', () => {
  it('uploads, validates and imports a products file and an order-lines file, and reports each phase', async () => {
    const results: ImportBenchResults[] = [await runImportBench({ engine: 'pglite', rows: 60 })];
    if (process.env.DATABASE_URL)
      results.push(await runImportBench({ engine: 'postgres', rows: 60, databaseUrl: process.env.DATABASE_URL }));
    for (const result of results) {
      expect(result.runs.map((run) => run.entity)).toEqual(['product', 'order']);
      for (const run of result.runs) {
        expect(run, `${result.engine} ${run.entity}`).toMatchObject({ rows: 60, errors: 0 });
        // Every row written: a format each, or a line of one of 12 orders.
        expect(run.created).toBe(60);
        expect(run.importSeconds).toBeGreaterThan(0);
        expect(run.rowsPerSecond).toBeGreaterThan(0);
        expect(run.cpuSeconds).toBeGreaterThan(0);
        expect(run.longestStallMs).toBeGreaterThanOrEqual(0);
      }
    }
    expect(formatImportReport(results)).toContain('| pglite | order lines | 60 |');
  }, 240_000);
});
