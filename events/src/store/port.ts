import type { EventMetadata } from '../metadata.ts';
import type { Position } from '../position.ts';

/** What the writer expects of the stream: not there yet, anything, or at exactly this revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StoredEvent {
  streamId: string;
  revision: number;
  position: Position;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
}

export interface StreamAppend {
  streamId: string;
  expectedRevision: ExpectedRevision;
  events: readonly NewEvent[];
}

export interface ReadStreamOptions {
  /** The first revision to read: a reader that knows a stream's start reads only what came since. */
  fromRevision?: number;
}

export interface AppendResult {
  /** Position of the last event written. */
  position: Position;
  /** Revision of the last event written to each stream. */
  revisions: Record<string, number>;
}

export interface EventStore {
  /**
   * Appends to one or more streams atomically: every expectation holds, or nothing is written. An
   * append with no events writes nothing to its stream but its expectation must hold all the same:
   * a command decided on another stream's state (a publisher's payment types) names it so.
   */
  append(appends: readonly StreamAppend[]): Promise<AppendResult>;
  /** A stream's events in revision order, from `fromRevision` on (all of them when not given). */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** Several whole streams in one read, by stream id (a missing stream has no events). */
  readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>>;
  /** Events strictly after `after`, in log order, never skipping one that commits later. */
  readAll(after: Position, limit: number): Promise<StoredEvent[]>;
  /** Position of the newest event a reader can see now, or the start of the log. */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} was expected at ${expected} but is at ${actual}`);
  }
}

/** The schema version to store with an event: the adapter asks the catalogue. */
export type SchemaVersionOf = (type: string) => number;
