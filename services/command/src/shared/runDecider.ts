import type { DomainEvent, EventStore, Position } from '@colophon/events';
import { ConcurrencyError } from '@colophon/events';

import { metadataOf } from './context.ts';
import { type Decider, type LoadedStream, loadStream } from './decider.ts';
import { DomainError } from './errors.ts';
import { decideLinks, type LinkChange } from './links.ts';
import type { StreamDecision } from './multiStream.ts';

export interface NewStream {
  streamId: string;
  events: DomainEvent[];
}

export interface DecisionResult<State> {
  /** Null when the command changed nothing. */
  position: Position | null;
  before: LoadedStream<State>;
}

/**
 * Load, decide, append with the revision that was read: a concurrent writer makes the append fail
 * instead of being overwritten, and the command is decided again on the newer state.
 */
export async function runDecider<State, Command>(
  store: EventStore,
  context: Parameters<typeof metadataOf>[0],
  streamId: string,
  decider: Decider<State, Command>,
  command: Command,
  check: (loaded: LoadedStream<State>) => Promise<void> | void = () => {},
  /** References the events make or end, appended with them to the records' links streams. */
  linkChangesOf: (state: State, events: DomainEvent[]) => LinkChange[] = () => [],
  /** New streams written in the same append, e.g. the mail a decision sends (`MailRequested`). */
  newStreamsOf: (state: State, events: DomainEvent[]) => NewStream[] = () => [],
): Promise<DecisionResult<State>> {
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStream(store, streamId, decider);
    await check(loaded);
    const events = decider.decide(command, loaded.state);
    if (events.length === 0) return { position: null, before: loaded };
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
    try {
      const result = await store.append(
        [own, ...links.filter((link) => link.events.length > 0), ...created].map((decision) => ({
          streamId: decision.streamId,
          expectedRevision: decision.expectedRevision,
          events: decision.events.map((event) => ({ ...event, metadata })),
        })),
      );
      return { position: result.position, before: loaded };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}

/** Refuses a save started from an older revision, naming who changed the record since. */
export function ensureRevision(
  loaded: LoadedStream<unknown>,
  expectedRevision: number | null | undefined,
  lastEditorName: string,
): void {
  if (expectedRevision === null || expectedRevision === undefined || loaded.revision === expectedRevision) return;
  throw new DomainError(
    'CONFLICT',
    `${lastEditorName} changed this record after you started editing. Your changes were not saved; the latest version has been loaded.`,
  );
}
