import type { EventMetadata, LookupKind } from '@colophon/events';

import type { Random } from '../random.ts';
import type { DecidedLog } from './decidedLog.ts';

export interface GeneratedPublisher {
  publisherId: string;
  ownerId: string;
  /** Ids of the lookup values of each kind, for generators that refer to them. */
  lookups: Partial<Record<LookupKind, string[]>>;
  /** Share of the activity this publisher gets; the first publisher is the large one. */
  weight: number;
}

/**
 * What every context generator shares: the random source, the simulated clock, the publishers,
 * and the log the deciders write to. Contexts also publish what others may refer to here.
 */
export interface World {
  random: Random;
  log: DecidedLog;
  publishers: GeneratedPublisher[];
  now(): Date;
  /** Metadata of a command by the publisher's owner at the current simulated time. */
  metadataFor(publisher: GeneratedPublisher): EventMetadata;
  pickPublisher(): GeneratedPublisher;
  newId(): string;
  /** Ids of records other contexts may link to (creators, products, customers...), by publisher. */
  references: Map<string, Record<string, string[]>>;
}

export function referencesOf(world: World, publisher: GeneratedPublisher, kind: string): string[] {
  let byKind = world.references.get(publisher.publisherId);
  if (!byKind) world.references.set(publisher.publisherId, (byKind = {}));
  return (byKind[kind] ??= []);
}

/**
 * One bounded context's part of the simulated years. The generator interleaves contexts in
 * proportion to their weights and advances the clock as events accumulate.
 */
export interface ContextGenerator {
  /** What it generates ("creators", "orders"); events are counted under this name. */
  name: string;
  /** Relative share of the size's event budget; 0 for a context that only sets up. */
  weight: number;
  /** Runs once before the first month (publishers, lookup lists...). */
  setup?(world: World): void;
  /** Decides one business action (a few commands) at the world's current time. */
  step?(world: World): void;
}
