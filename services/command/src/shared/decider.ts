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

/** A stream's state as of one revision, and who wrote its last event (named when a save conflicts). */
export interface StreamState<State> {
  state: State;
  /** Revision of the last event, or null when the stream does not exist. */
  revision: number | null;
  lastUserId: string | null;
}

export interface LoadedStream<State> extends StreamState<State> {
  events: RecordedDomainEvent[];
}

export async function loadStream<State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>,
): Promise<LoadedStream<State>> {
  const events = (await store.readStream(streamId)).map((stored) => decodeEvent(stored));
  const state = events.reduce(decider.evolve, decider.initialState);
  const last = events.at(-1);
  return { state, revision: last?.revision ?? null, lastUserId: last?.metadata.userId ?? null, events };
}

type FoldedStates = Map<string, StreamState<unknown> & { revision: number }>;
/** Folded states by store, decider and stream: a stream's events never change once appended. */
const foldedStates = new WeakMap<EventStore, WeakMap<object, FoldedStates>>();
/** Streams whose folded state a store keeps (the least recently used go first). */
const maxFoldedStreams = 20_000;

function foldedStatesOf(store: EventStore, decider: object): FoldedStates {
  let byDecider = foldedStates.get(store);
  if (!byDecider) foldedStates.set(store, (byDecider = new WeakMap()));
  let folded = byDecider.get(decider);
  if (!folded) byDecider.set(decider, (folded = new Map()));
  return folded;
}

/**
 * The state this process last folded or wrote for a stream, if it keeps one. Another process may
 * have appended since: only an append at its revision proves it current.
 */
export function keptState<State>(store: EventStore, streamId: string, decider: object): StreamState<State> | undefined {
  return foldedStatesOf(store, decider).get(streamId) as StreamState<State> | undefined;
}

/** Keeps a stream's state as of `kept.revision` (most recently used last); forgets it when null. */
export function keepState(store: EventStore, streamId: string, decider: object, kept: StreamState<unknown> | null) {
  const folded = foldedStatesOf(store, decider);
  folded.delete(streamId);
  if (kept?.revision === null || kept?.revision === undefined) return;
  folded.set(streamId, kept as StreamState<unknown> & { revision: number });
  if (folded.size > maxFoldedStreams) folded.delete(folded.keys().next().value!);
}

/**
 * A stream's state and revision, reading only the events appended since this process last folded
 * it: a long stream (a publisher's plan ledger grows with every format) is not read and folded
 * again for every command.
 */
export async function loadState<State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>,
): Promise<StreamState<State>> {
  const cached = keptState<State>(store, streamId, decider);
  const newer = (
    await store.readStream(streamId, cached?.revision != null ? { fromRevision: cached.revision + 1 } : {})
  ).map((stored) => decodeEvent(stored));
  const last = newer.at(-1);
  const loaded: StreamState<State> = {
    state: newer.reduce(decider.evolve, cached?.state ?? decider.initialState),
    revision: last?.revision ?? cached?.revision ?? null,
    lastUserId: last ? (last.metadata.userId ?? null) : (cached?.lastUserId ?? null),
  };
  keepState(store, streamId, decider, loaded);
  return loaded;
}
