import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
          `| ${list.name} | GraphQL/HTTP p50 ${ms(list.graphql.p50Ms)}, p95 ${ms(list.graphql.p95Ms)} | same ${list.sql.statements} SQL statement(s) direct: p50 ${ms(list.sql.p50Ms)}, p95 ${ms(list.sql.p95Ms)} | ${list.ratio}× |`,
      ),
      `| load: ${queries.load.name} (autocannon, ${queries.load.connections} connections, ${queries.load.seconds} s) | ${queries.load.requestsPerSecond} requests/s, p99 ${ms(queries.load.p99Ms)}, ${queries.load.errors} errors | — | — |`,
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

/** RESULTS.md: what the suite measures, how to read it, and the latest run's table. */
export async function writeResultsPage(results: BenchResults, path: string, notes: string): Promise<void> {
  await writeFile(path, `# Benchmark results\n\n${notes.trim()}\n\n${formatReport(results)}`);
}
