import type { Caller, CommandBus } from '@colophon/command';
import type { EventStore, Position } from '@colophon/events';
import type { Knex } from 'knex';

import type { Loaders } from './shared/loaders.ts';

/** What every resolver gets: the caller it must scope to, the read models and the command bus. */
export interface QueryContext {
  db: Knex;
  /** The event store, for what only the events can tell (a statement's audit replay). */
  store: Pick<EventStore, 'readStream' | 'readStreams' | 'headPosition'>;
  caller: Caller;
  commandBus: CommandBus;
  correlationId: string;
  loaders: Loaders;
  /** Read models stopped at a failed event before the position this request asked to read. */
  readModelsBehind: string[];
  /** Where links in mail lead: the app this request came to (or APP_URL). */
  appUrl: string;
  /** The staff area's figures of this replica: the log's head, and its buffered operation timings written out. */
  monitoring: { headPosition(): Promise<Position>; flushTimings(): Promise<void> };
}
