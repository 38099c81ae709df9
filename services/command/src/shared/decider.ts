import type { DomainEvent, EventStore, RecordedDomainEvent } from '@colophon/events';
import { decodeEvent } from '@colophon/events';

/** An aggregate's pure rules: fold its events into state, decide a command into new events. */
export interface Decider<State, Command> {
  initialState: State;
  evolve(state: State, event: DomainEvent): State;
  decide(command: Command, state: State): DomainEvent[];
}

/** A fact recorded once on a stream of its own (a support request, a message from staff): nothing to decide. */
export const appendOnceDecider: Decider<null, DomainEvent> = {
  initialState: null,
  evolve: (state) => state,
  decide: (event) => [event],
};

export interface LoadedStream<State> {
  state: State;
  /** Revision of the last event, or null when the stream does not exist. */
  revision: number | null;
  events: RecordedDomainEvent[];
}

export async function loadStream<State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>,
): Promise<LoadedStream<State>> {
  const events = (await store.readStream(streamId)).map((stored) => decodeEvent(stored));
  const state = events.reduce(decider.evolve, decider.initialState);
  return { state, revision: events.at(-1)?.revision ?? null, events };
}

/** Folded states by store, decider and stream: a stream's events never change once appended. */
const foldedStates = new WeakMap<EventStore, WeakMap<object, Map<string, { state: unknown; revision: number }>>>();
/** Streams whose folded state a store keeps (the least recently used go first). */
const maxFoldedStreams = 20_000;

/**
 * A stream's state and revision, reading only the events appended since this process last folded
 * it: a long stream (a publisher's plan ledger grows with every format) is not read and folded
 * again for every command.
 */
export async function loadState<State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: number | null }> {
  let byDecider = foldedStates.get(store);
  if (!byDecider) foldedStates.set(store, (byDecider = new WeakMap()));
  let folded = byDecider.get(decider);
  if (!folded) byDecider.set(decider, (folded = new Map()));
  const cached = folded.get(streamId) as { state: State; revision: number } | undefined;
  const newer = (await store.readStream(streamId, cached ? { fromRevision: cached.revision + 1 } : {})).map((stored) =>
    decodeEvent(stored),
  );
  const state = newer.reduce(decider.evolve, cached?.state ?? decider.initialState);
  const revision = newer.at(-1)?.revision ?? cached?.revision ?? null;
  folded.delete(streamId);
  if (revision !== null) folded.set(streamId, { state, revision });
  if (folded.size > maxFoldedStreams) folded.delete(folded.keys().next().value!);
  return { state, revision };
}
