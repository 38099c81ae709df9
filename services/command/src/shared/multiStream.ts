import {
  ConcurrencyError,
  type DomainEvent,
  type EventStore,
  type ExpectedRevision,
  type Position,
} from '@colophon/events';

import { type EventContext, metadataOf } from './context.ts';
import { type Decider, loadState } from './decider.ts';
import { DomainError, throwIfAny, ValidationErrors } from './errors.ts';
import { decideLinks, type LinkChange } from './links.ts';

/** What one stream's decider decided, with the revision it read. */
export interface StreamDecision<State = unknown> {
  streamId: string;
  expectedRevision: ExpectedRevision;
  events: DomainEvent[];
  state: State;
  revision: number | null;
}

export async function decideOn<State, Command>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command>,
  command: (state: State) => Command,
): Promise<StreamDecision<State>> {
  const loaded = await loadState(store, streamId, decider);
  return {
    streamId,
    expectedRevision: loaded.revision ?? 'no_stream',
    events: decider.decide(command(loaded.state), loaded.state),
    state: loaded.state,
    revision: loaded.revision,
  };
}

/** Runs several decisions and reports every refusal of them together, not just the first. */
export async function allOrErrors<T extends readonly unknown[]>(decisions: {
  [K in keyof T]: () => Promise<T[K]>;
}): Promise<T> {
  const settled = await Promise.allSettled(decisions.map((decision) => decision()));
  const errors = settled.flatMap((result) => {
    if (result.status === 'fulfilled') return [];
    if (result.reason instanceof ValidationErrors) return result.reason.errors;
    if (result.reason instanceof DomainError) return [result.reason];
    throw result.reason;
  });
  throwIfAny(errors);
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

const maxAttempts = 12;
export const tooBusyMessage = 'Too many changes arrived at once. Please try again.';

/**
 * Decides across several streams and appends all of them in one atomic write at the revisions read
 * (reservation streams included). A racing writer makes the write fail; the decision is then made
 * again on the newer state, after a short random pause so racers spread out.
 */
export async function appendDecisions(
  store: EventStore,
  context: EventContext,
  decide: () => Promise<StreamDecision[]>,
  /** References a decision's events make or end, appended with them to the records' links streams. */
  linkChangesOf: (decision: StreamDecision) => LinkChange[] = () => [],
): Promise<Position | null> {
  for (let attempt = 1; ; attempt++) {
    const decided = (await decide()).filter((decision) => decision.events.length > 0);
    const links = await decideLinks(store, decided.flatMap(linkChangesOf));
    const decisions = [...decided, ...links.filter((link) => link.events.length > 0)];
    if (decisions.length === 0) return null;
    const metadata = metadataOf(context);
    try {
      const { position } = await store.append(
        decisions.map(({ streamId, expectedRevision, events }) => ({
          streamId,
          expectedRevision,
          events: events.map((event) => ({ ...event, metadata })),
        })),
      );
      return position;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= maxAttempts) throw new DomainError('CONFLICT', tooBusyMessage);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
