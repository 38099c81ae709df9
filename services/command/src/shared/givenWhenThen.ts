import type { DomainEvent } from '@colophon/events';

import type { Decider } from './decider.ts';

/** Given past events, when a command is decided: the new events (test helper for deciders). */
export const given =
  <State, Command>(decider: Decider<State, Command>, ...history: DomainEvent[]) =>
  (command: Command): DomainEvent[] =>
    decider.decide(command, history.reduce(decider.evolve, decider.initialState));
