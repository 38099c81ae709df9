import { type Caller, createInProcessCommandBus } from '@colophon/command';
import { comparePositions, parsePosition, waitForReadModels } from '@colophon/events';
import { allProjections, readCheckpoint, startProjector } from '@colophon/projector';
import { pino } from 'pino';

import type { Engine } from '../engines.ts';
import type { GeneratedData } from '../generate/index.ts';
import { referencesOf } from '../generate/world.ts';
import { percentile, round } from '../stats.ts';

export interface LagFigures {
  commands: number;
  commandsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const silentLogger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With the projector following the log (woken by the bus), sends creator updates at a steady
 * rate and times each from its append to the moment the creators read model has it.
 */
export async function measureProjectionLag(
  engine: Engine,
  data: GeneratedData,
  options: { commandsPerSecond: number; seconds: number },
): Promise<LagFigures> {
  const { db, store } = engine;
  const projector = startProjector({ db, store, bus: engine.bus, projections: allProjections, logger: silentLogger });
  try {
    await waitForReadModels(db, await store.headPosition(), 120_000);
    const publisher = data.world.publishers[0]!;
    const caller: Caller = {
      userId: publisher.ownerId,
      publisherId: publisher.publisherId,
      role: 'owner',
      isSuperuser: false,
      token: '',
    };
    const bus = createInProcessCommandBus({ store, db, logger: silentLogger });
    const creators = referencesOf(data.world, publisher, 'creator');
    const interval = 1000 / options.commandsPerSecond;
    const total = Math.round(options.commandsPerSecond * options.seconds);
    const lags: number[] = [];
    const started = performance.now();
    for (let index = 0; index < total; index++) {
      await sleep(Math.max(0, started + index * interval - performance.now()));
      const creatorId = creators[index % creators.length]!;
      const { position } = await bus.dispatch(
        'updateCreator',
        caller,
        { id: creatorId, changed: { website: `https://bench.example/${index}` } },
        `lag-${index}`,
      );
      const appendedAt = performance.now();
      const target = parsePosition(position!)!;
      while (comparePositions(await readCheckpoint(db, 'creators'), target) < 0) await sleep(1);
      lags.push(performance.now() - appendedAt);
    }
    return {
      commands: total,
      commandsPerSecond: round(total / ((performance.now() - started) / 1000), 1),
      p50Ms: round(percentile(lags, 0.5)),
      p99Ms: round(percentile(lags, 0.99)),
    };
  } finally {
    await projector.stop();
  }
}
