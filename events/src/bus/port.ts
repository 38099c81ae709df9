import type { Position } from '../position.ts';

/**
 * Wake-up signals between services. Never the source of truth: a lost message only delays a
 * reader until its next poll, because readers always go back to the event store.
 */
export interface Bus {
  /** The command side wrote events up to this position. */
  announceAppended(position: Position): Promise<void>;
  onAppended(listener: (position: Position) => void): () => void;
  close(): Promise<void>;
}
