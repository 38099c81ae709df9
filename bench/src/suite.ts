import { cpus, platform, release, totalmem } from 'node:os';

import { type EngineName, openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate, type Size } from './generate/index.ts';
import { type AppendFigures, measureAppends } from './measure/append.ts';
import { type LagFigures, measureProjectionLag } from './measure/lag.ts';
import { measureQueries, type QueriesFigures } from './measure/queries.ts';
import { measureRebuild, type RebuildFigures } from './measure/rebuild.ts';
import { measureWeb, type WebFigures } from './measure/web.ts';
import { round, timed } from './stats.ts';

export interface EngineResults {
  engine: EngineName;
  serverVersion: string;
  generation: { events: number; eventsByContext: Record<string, number>; seconds: number; eventsPerSecond: number };
  append: AppendFigures;
  rebuild: RebuildFigures;
  lag: LagFigures;
  queries: QueriesFigures;
}

export interface BenchResults {
  date: string;
  size: Size;
  seed: number;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; os: string };
  engines: EngineResults[];
  web: WebFigures;
}

/** How much work each measurement does at each size: enough samples to trust, bounded in time. */
const workBySize = {
  S: { pairs: 40, clients: 8, lagPerSecond: 20, lagSeconds: 3, samples: 30, loadSeconds: 2 },
  M: { pairs: 200, clients: 8, lagPerSecond: 20, lagSeconds: 5, samples: 100, loadSeconds: 5 },
  L: { pairs: 300, clients: 8, lagPerSecond: 20, lagSeconds: 10, samples: 100, loadSeconds: 10 },
} as const;

export interface SuiteOptions {
  size: Size;
  /** The Postgres server to make a scratch database on; without it only PGlite runs. */
  databaseUrl?: string;
  buildWeb?: boolean;
  seed?: number;
  progress?: (message: string) => void;
}

export async function runSuite(options: SuiteOptions): Promise<BenchResults> {
  const seed = options.seed ?? 42;
  const progress = options.progress ?? (() => {});
  const engineNames: EngineName[] = options.databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  const engines: EngineResults[] = [];
  for (const name of engineNames) engines.push(await runEngine(name, options, seed, progress));
  progress('web: measuring the built app');
  return {
    date: new Date().toISOString().slice(0, 10),
    size: options.size,
    seed,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: round(totalmem() / 1024 ** 3, 1),
      node: process.version,
      os: `${platform()} ${release()}`,
    },
    engines,
    web: measureWeb({ build: options.buildWeb ?? false }),
  };
}

async function runEngine(
  name: EngineName,
  options: SuiteOptions,
  seed: number,
  progress: (message: string) => void,
): Promise<EngineResults> {
  const work = workBySize[options.size];
  const engine = await openEngine(name, options.databaseUrl);
  try {
    progress(`${name}: generating size ${options.size}`);
    const generated = await timed(() => generate((events) => writeInBulk(engine.db, events), options.size, seed));
    const data = generated.result;
    progress(`${name}: ${data.events} events in ${round(generated.ms / 1000, 1)} s; rebuilding projections`);
    const rebuild = await measureRebuild(engine);
    progress(`${name}: list queries`);
    const queries = await measureQueries(engine, data, work);
    progress(`${name}: appends`);
    const append = await measureAppends(engine, data, work);
    progress(`${name}: projection lag`);
    const lag = await measureProjectionLag(engine, data, {
      commandsPerSecond: work.lagPerSecond,
      seconds: work.lagSeconds,
    });
    return {
      engine: name,
      serverVersion: engine.serverVersion,
      generation: {
        events: data.events,
        eventsByContext: data.eventsByContext,
        seconds: round(generated.ms / 1000, 2),
        eventsPerSecond: round(data.events / (generated.ms / 1000), 0),
      },
      append,
      rebuild,
      lag,
      queries,
    };
  } finally {
    await engine.close();
  }
}
