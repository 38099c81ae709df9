import type { DomainEvent, EventStore, Position, StreamAppend } from '@colophon/events';
import { ConcurrencyError } from '@colophon/events';
import type { Knex } from 'knex';

import { metadataOf } from './context.ts';
import { type Decider, keepState, keptState, loadState, loadStream, type StreamState } from './decider.ts';
import { DomainError } from './errors.ts';
import { decideLinks, type LinkChange } from './links.ts';
import type { StreamDecision } from './multiStream.ts';
import { userDisplayName } from './readModels.ts';

export interface NewStream {
  streamId: string;
  events: DomainEvent[];
}

/** Other streams' states a command is built from (a publisher's payment types). */
export interface ProvenReads {
  state<State>(streamId: string, decider: Pick<Decider<State, unknown>, 'initialState' | 'evolve'>): Promise<State>;
}

/**
 * A command built from other streams' states. The append expects each read stream at the revision
 * its state was read at, so a state this process kept is used without reading it again: the append
 * proves it current, or fails and the command is built again on states read anew.
 */
export class BuiltFromReads<Command> {
  constructor(readonly build: (reads: ProvenReads) => Promise<Command>) {}
}

export interface DecisionResult {
  /** Null when the command changed nothing. */
  position: Position | null;
}

/**
 * Load, decide, append with the revision that was read: a concurrent writer makes the append fail
 * instead of being overwritten, and the command is decided again on the newer state.
 *
 * The first try skips the read: it decides on the state this process kept for the stream (the one
 * it last read or wrote) or, when it keeps none, on an empty stream, and appends at that revision,
 * so the append itself proves the guess current, in one round trip. When the guess cannot be
 * proven (the append finds the stream, or one the command was built from, moved on or existing, or
 * the decision on the guess refused, or changed nothing) the stream is read whole, the streams the
 * command was built from read anew, and the command decided on what they hold.
 */
export async function runDecider<State, Command>(
  store: EventStore,
  context: Parameters<typeof metadataOf>[0],
  streamId: string,
  decider: Decider<State, Command>,
  command: Command | BuiltFromReads<Command>,
  check: (loaded: StreamState<State>) => Promise<void> | void = () => {},
  /** References the events make or end, appended with them to the records' links streams. */
  linkChangesOf: (state: State, events: DomainEvent[]) => LinkChange[] = () => [],
  /** New streams written in the same append, e.g. the mail a decision sends (`MailRequested`). */
  newStreamsOf: (state: State, events: DomainEvent[]) => NewStream[] = () => [],
): Promise<DecisionResult> {
  let appending = false;
  /** The command, and the streams it was built from at the revisions read. */
  async function built(readAnew: boolean): Promise<{ command: Command; reads: StreamAppend[] }> {
    if (!(command instanceof BuiltFromReads)) return { command, reads: [] };
    const reads: StreamAppend[] = [];
    const provenReads: ProvenReads = {
      async state<Read>(readId: string, readDecider: Pick<Decider<Read, unknown>, 'initialState' | 'evolve'>) {
        const read =
          (!readAnew && keptState<Read>(store, readId, readDecider)) || (await loadState(store, readId, readDecider));
        reads.push({ streamId: readId, expectedRevision: read.revision ?? 'no_stream', events: [] });
        return read.state;
      },
    };
    return { command: await command.build(provenReads), reads };
  }
  /** Decides on `loaded` and appends at its revision; null when the decision changed nothing. */
  async function decideAndAppend(loaded: StreamState<State>, readAnew: boolean) {
    appending = false;
    await check(loaded);
    const { command, reads } = await built(readAnew);
    const events = decider.decide(command, loaded.state);
    if (events.length === 0) return null;
    const links = await decideLinks(store, linkChangesOf(loaded.state, events));
    const own: Pick<StreamDecision, 'streamId' | 'expectedRevision' | 'events'> = {
      streamId,
      expectedRevision: loaded.revision ?? 'no_stream',
      events,
    };
    const metadata = metadataOf(context);
    const created = newStreamsOf(loaded.state, events).map((stream) => ({
      ...stream,
      expectedRevision: 'no_stream' as const,
    }));
    appending = true;
    const result = await store.append([
      ...[own, ...links.filter((link) => link.events.length > 0), ...created].map((decision) => ({
        streamId: decision.streamId,
        expectedRevision: decision.expectedRevision,
        events: decision.events.map((event) => ({ ...event, metadata })),
      })),
      ...reads,
    ]);
    // The state after the append, folded from the events as the store keeps them (JSON).
    keepState(store, streamId, decider, {
      state: events.reduce(
        (state, event) => decider.evolve(state, { ...event, data: JSON.parse(JSON.stringify(event.data)) }),
        loaded.state,
      ),
      revision: result.revisions[streamId] ?? null,
      lastUserId: metadata.userId,
    });
    return { position: result.position };
  }

  const guess = keptState<State>(store, streamId, decider) ?? {
    state: decider.initialState,
    revision: null,
    lastUserId: null,
  };
  let appended: DecisionResult | null = null;
  try {
    appended = await decideAndAppend(guess, false);
  } catch (error) {
    // Decided on a guess, so refused for nothing, or the append's revision check: nothing was
    // appended. An append that failed otherwise may have been written: not tried again.
    if (appending && !(error instanceof ConcurrencyError)) throw error;
  }
  if (appended) return appended;
  keepState(store, streamId, decider, null);
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStream(store, streamId, decider);
    keepState(store, streamId, decider, loaded);
    try {
      return (await decideAndAppend(loaded, true)) ?? { position: null };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}

/** Refuses a save started from an older revision, naming who changed the record since. */
export async function ensureRevision(
  db: Knex,
  loaded: Pick<StreamState<unknown>, 'revision' | 'lastUserId'>,
  expectedRevision: number | null | undefined,
): Promise<void> {
  if (expectedRevision === null || expectedRevision === undefined || loaded.revision === expectedRevision) return;
  throw new DomainError(
    'CONFLICT',
    `${await userDisplayName(db, loaded.lastUserId)} changed this record after you started editing. Your changes were not saved; the latest version has been loaded.`,
  );
}
