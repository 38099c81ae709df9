import type { Caller, CommandBus } from '@colophon/command';
import type { Knex } from 'knex';

import type { Loaders } from './shared/loaders.ts';

/** What every resolver gets: the caller it must scope to, the read models and the command bus. */
export interface QueryContext {
  db: Knex;
  caller: Caller;
  commandBus: CommandBus;
  correlationId: string;
  loaders: Loaders;
  /** Read models stopped at a failed event before the position this request asked to read. */
  readModelsBehind: string[];
}
