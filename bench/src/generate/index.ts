import { hash } from '@node-rs/argon2';

import { seededRandom } from '../random.ts';
import { accountGenerator, benchPassword } from './account.ts';
import { catalogueGenerator } from './catalogue.ts';
import { creatorsGenerator, customersGenerator } from './contacts.ts';
import { DecidedLog, type GeneratedEvent } from './decidedLog.ts';
import { expensesGenerator } from './expenses.ts';
import { ordersGenerator } from './orders.ts';
import { royaltiesGenerator } from './royalties.ts';
import type { ContextGenerator, World } from './world.ts';

export const sizes = { S: 10_000, M: 100_000, L: 1_000_000 } as const;
export type Size = keyof typeof sizes;

/** The simulated years: five calendar years of a publisher's activity. */
const firstMonth = new Date('2021-01-01T00:00:00Z');
const months = 60;
const eventsPerWrite = 20_000;

export interface GeneratedData {
  events: number;
  eventsByContext: Record<string, number>;
  world: World;
}

/** Every bounded context that generates data; a new context adds its generator here. */
export async function contextGenerators(): Promise<ContextGenerator[]> {
  // A fixed salt keeps the generated log identical run after run.
  const passwordHash = await hash(benchPassword, { salt: new TextEncoder().encode('colophon-bench-salt') });
  return [
    accountGenerator(passwordHash),
    catalogueGenerator,
    creatorsGenerator,
    customersGenerator,
    ordersGenerator,
    expensesGenerator,
    royaltiesGenerator,
  ];
}

/** Takes generated events in log order, a few thousand at a time (the bulk writer, or a test). */
export type EventSink = (events: GeneratedEvent[]) => Promise<void>;

/**
 * A deterministic publisher of the given size: every command decided by the real deciders at a
 * simulated time, month after month, contexts interleaved by weight; handed to `sink` as it goes.
 */
export async function generate(sink: EventSink, size: Size, seed = 42): Promise<GeneratedData> {
  const random = seededRandom(seed);
  const generators = await contextGenerators();
  let now = firstMonth;
  const world: World = {
    random,
    log: new DecidedLog(),
    publishers: [],
    references: new Map(),
    now: () => now,
    newId: () => random.uuid(),
    metadataFor: (publisher) => ({
      publisherId: publisher.publisherId,
      userId: publisher.ownerId,
      correlationId: random.uuid(),
      causationId: null,
      occurredAt: now.toISOString(),
    }),
    pickPublisher() {
      let roll = random.next() * world.publishers.reduce((sum, publisher) => sum + publisher.weight, 0);
      for (const publisher of world.publishers) if ((roll -= publisher.weight) < 0) return publisher;
      return world.publishers.at(-1)!;
    },
  };
  for (const generator of generators) generator.setup?.(world);

  const active = generators.filter((generator) => generator.step && generator.weight > 0);
  const totalWeight = active.reduce((sum, generator) => sum + generator.weight, 0);
  const monthlyBudget = (sizes[size] - world.log.totalCount) / months;
  for (let month = 0; month < months; month++) {
    const monthStart = Date.UTC(2021, month, 1);
    const monthLength = Date.UTC(2021, month + 1, 1) - monthStart;
    const targets = new Map(
      active.map((generator) => [
        generator,
        countOf(world, generator) + (monthlyBudget * generator.weight) / totalWeight,
      ]),
    );
    const startCount = world.log.totalCount;
    for (;;) {
      const behind = active.filter((generator) => countOf(world, generator) < targets.get(generator)!);
      if (behind.length === 0) break;
      // Time moves with the month's share of events, so the log reads in date order.
      now = new Date(monthStart + monthLength * Math.min(1, (world.log.totalCount - startCount) / monthlyBudget));
      world.random.pick(behind).step!(world);
      if (world.log.pendingCount >= eventsPerWrite) await sink(world.log.takePending());
    }
  }
  await sink(world.log.takePending());
  world.log.forgetStates();
  return { events: world.log.totalCount, eventsByContext: { ...world.log.countsByContext }, world };
}

const countOf = (world: World, generator: ContextGenerator) => world.log.countsByContext[generator.name] ?? 0;
