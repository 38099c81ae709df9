import type { Decider } from '@colophon/command/shared/decider';
import type { DomainEvent, EventMetadata } from '@colophon/events';

/** One generated event as the store keeps it: its stream, its revision there, and its metadata. */
export interface GeneratedEvent {
  streamId: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

interface StreamState {
  state: unknown;
  revision: number;
}

/**
 * Runs commands through the real deciders and keeps each stream's state and revision, so every
 * generated stream is one its decider accepted, command by command. Events wait in `pending`
 * until the writer takes them.
 */
export class DecidedLog {
  private readonly streams = new Map<string, StreamState>();
  private pending: GeneratedEvent[] = [];
  /** Events decided so far, by bounded context. */
  readonly countsByContext: Record<string, number> = {};

  /** Decides `command` on the stream's current state; throws whatever the decider throws. */
  run<State, Command>(
    context: string,
    decider: Decider<State, Command>,
    streamId: string,
    command: Command,
    metadata: EventMetadata,
  ): DomainEvent[] {
    const stream = this.streams.get(streamId) ?? { state: decider.initialState, revision: -1 };
    const events = decider.decide(command, stream.state as State);
    this.record(context, streamId, events, metadata, stream, decider.evolve);
    return events;
  }

  /**
   * Appends events decided outside a Decider (a sign-up decides several new streams at once, a
   * plan change writes the publisher's stream); `folder` keeps the state of a stream that has one.
   */
  appendDecided(
    context: string,
    streamId: string,
    events: DomainEvent[],
    metadata: EventMetadata,
    folder: Pick<Decider<unknown, unknown>, 'initialState' | 'evolve'> = {
      initialState: null,
      evolve: (state) => state,
    },
  ): void {
    const stream = this.streams.get(streamId) ?? { state: folder.initialState, revision: -1 };
    this.record(context, streamId, events, metadata, stream, folder.evolve);
  }

  stateOf<State>(streamId: string): State | undefined {
    return this.streams.get(streamId)?.state as State | undefined;
  }

  /**
   * Drops every stream's state once generating is over. The generated world is kept for the
   * measurements that follow, and at L these states are 330 MB of V8's heap that the collector
   * would go through again and again during the rebuild measured next.
   */
  forgetStates(): void {
    this.streams.clear();
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  get totalCount(): number {
    return Object.values(this.countsByContext).reduce((sum, count) => sum + count, 0);
  }

  takePending(): GeneratedEvent[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }

  private record(
    context: string,
    streamId: string,
    events: DomainEvent[],
    metadata: EventMetadata,
    stream: StreamState,
    evolve: (state: never, event: DomainEvent) => unknown,
  ) {
    let { state, revision } = stream;
    for (const event of events) {
      state = evolve(state as never, event);
      revision += 1;
      this.pending.push({ streamId, revision, type: event.type, data: event.data, metadata });
    }
    this.streams.set(streamId, { state, revision });
    this.countsByContext[context] = (this.countsByContext[context] ?? 0) + events.length;
  }
}
