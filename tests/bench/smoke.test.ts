import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { formatReport, saveResults } from '@colophon/bench/report';
import { type BenchResults, runSuite } from '@colophon/bench/suite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The benchmark suite at size S, as CI runs it: every figure produced and saved. No timing
// assertions: the machine is shared and noisy.
describe('benchmark suite at size S', () => {
  let results: BenchResults;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'colophon-bench-'));
    results = await runSuite({ size: 'S', databaseUrl: process.env.DATABASE_URL });
  }, 240_000);

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('measures every engine available', () => {
    expect(results.engines.map((engine) => engine.engine)).toEqual(
      process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'],
    );
  });

  it('produces every figure and ratio', () => {
    const positive = (value: number, label: string) => expect(value, label).toBeGreaterThan(0);
    for (const engine of results.engines) {
      const label = (name: string) => `${engine.engine}: ${name}`;
      positive(engine.generation.events, label('generated events'));
      for (const run of [engine.append.ours.single, engine.append.ours.concurrent]) {
        positive(run.perSecond, label('commands/s'));
        positive(run.p99Ms, label('append p99'));
      }
      if (engine.engine === 'postgres') {
        positive(engine.append.emmett!.single.perSecond, label('Emmett commands/s'));
        positive(engine.append.ratio!.concurrent, label('us/Emmett'));
      } else {
        expect(engine.append.ratio).toBeNull();
      }
      positive(engine.rebuild.eventsPerSecond, label('rebuild events/s'));
      positive(engine.rebuild.copy.rows, label('COPY rows'));
      positive(engine.rebuild.ratio, label('rebuild/COPY'));
      positive(engine.lag.p99Ms, label('lag p99'));
      expect(engine.queries.lists.length).toBeGreaterThan(0);
      for (const list of engine.queries.lists) {
        positive(list.graphql.p95Ms, label(list.name));
        positive(list.sql.statements, label(`${list.name}: statements`));
        positive(list.ratio, label(`${list.name}: ratio`));
      }
      expect(engine.queries.load.map((load) => load.name)).toEqual([
        'creators: first page by display name',
        "creators: first page by display name (client in the server's process)",
        'orders: newest first',
        "orders: newest first (client in the server's process)",
      ]);
      for (const load of engine.queries.load) {
        positive(load.requestsPerSecond, label(`${load.name}: requests/s`));
        expect(load.errors, label(`${load.name}: load errors`)).toBe(0);
      }
    }
    positive(results.web.initialJsGzipBytes, 'web JS');
    positive(results.web.initialCssGzipBytes, 'web CSS');
  });

  it('writes the results file and a report', async () => {
    const path = await saveResults(results, folder);
    expect(existsSync(path)).toBe(true);
    expect(JSON.parse(await readFile(path, 'utf8')).engines).toHaveLength(results.engines.length);
    expect(formatReport(results)).toContain('Emmett');
  });
});
