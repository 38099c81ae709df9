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

export type Measurement = 'rebuild' | 'queries' | 'append' | 'lag';
export const measurements: readonly Measurement[] = ['rebuild', 'queries', 'append', 'lag'];

/** The figures of a run of some measurements only (`--only`): printed, never written to the report. */
export type PartialEngineResults = Omit<EngineResults, Measurement> & Partial<Pick<EngineResults, Measurement>>;

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
  S: { pairs: 40, clients: 8, lagPerSecond: 20, lagSeconds: 3, samples: 30, warmUpRounds: 10, loadSeconds: 2 },
  M: { pairs: 200, clients: 8, lagPerSecond: 20, lagSeconds: 5, samples: 100, warmUpRounds: 200, loadSeconds: 5 },
  L: { pairs: 300, clients: 8, lagPerSecond: 20, lagSeconds: 10, samples: 100, warmUpRounds: 200, loadSeconds: 10 },
} as const;

export interface SuiteOptions {
  size: Size;
  /** The Postgres server to make a scratch database on; without it only PGlite runs. */
  databaseUrl?: string;
  buildWeb?: boolean;
  seed?: number;
  progress?: (message: string) => void;
}

/**
 * Runs some measurements on some engines, for iterating on one of them: the queries and the lag
 * need the read models, so `rebuild` runs whenever one of them is asked for (appends read only the log).
 */
export async function runSome(
  options: SuiteOptions & { engines: EngineName[]; only: readonly Measurement[] },
): Promise<PartialEngineResults[]> {
  const results: PartialEngineResults[] = [];
  for (const name of options.engines)
    results.push(await runEngine(name, options, options.seed ?? 42, options.progress ?? (() => {}), options.only));
  return results;
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
): Promise<EngineResults>;
async function runEngine(
  name: EngineName,
  options: SuiteOptions,
  seed: number,
  progress: (message: string) => void,
  only: readonly Measurement[],
): Promise<PartialEngineResults>;
async function runEngine(
  name: EngineName,
  options: SuiteOptions,
  seed: number,
  progress: (message: string) => void,
  only: readonly Measurement[] = measurements,
): Promise<PartialEngineResults> {
  const work = workBySize[options.size];
  const engine = await openEngine(name, options.databaseUrl);
  try {
    progress(`${name}: generating size ${options.size}`);
    const generated = await timed(() => generate((events) => writeInBulk(engine.db, events), options.size, seed));
    const data = generated.result;
    progress(`${name}: ${data.events} events in ${round(generated.ms / 1000, 1)} s; rebuilding projections`);
    const measureLists = async () => (only.includes('queries') ? await measureQueries(engine, data, work) : undefined);
    const { rebuild, measured: queries } = only.some((measurement) => measurement !== 'append')
      ? await measureRebuild(engine, measureLists)
      : { rebuild: undefined, measured: undefined };
    if (rebuild) progress(`${name}: rebuild ${rebuild.seconds} s (${rebuild.ratio} of COPY)`);
    const append = only.includes('append') ? await measureAppends(engine, data, work) : undefined;
    const lag = only.includes('lag')
      ? await measureProjectionLag(engine, data, { commandsPerSecond: work.lagPerSecond, seconds: work.lagSeconds })
      : undefined;
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
