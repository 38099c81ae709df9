import type { DomainEvent, EventStore, RecordedDomainEvent } from '@colophon/events';
import { decodeEvent } from '@colophon/events';

/** An aggregate's pure rules: fold its events into state, decide a command into new events. */
export interface Decider<State, Command> {
  initialState: State;
  evolve(state: State, event: DomainEvent): State;
  decide(command: Command, state: State): DomainEvent[];
}

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
