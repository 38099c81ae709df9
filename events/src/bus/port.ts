import type { Position } from '../position.ts';

/**
 * Sign-ins that no longer resolve as before: sessions ended (logout, a password reset, the end of
 * an impersonation), or users whose memberships, roles or staff rights changed.
 */
export interface CallersChanged {
  tokenHashes?: readonly string[];
  userIds?: readonly string[];
  everyone?: boolean;
}

/**
 * Wake-up signals between services. Never the source of truth: a lost message only delays a
 * reader until its next poll, because readers always go back to the event store. The one
 * exception is `CallersChanged`, which a cache of signed-in callers relies on: such a cache is
 * used only while `hearsCallerChanges()` says every announcement reaches this process.
 */
export interface Bus {
  /** The command side wrote events up to this position. */
  announceAppended(position: Position): Promise<void>;
  onAppended(listener: (position: Position) => void): () => void;
  /** Resolves once the announcement has left this process for every listener (NATS: the server has it). */
  announceCallersChanged(change: CallersChanged): Promise<void>;
  onCallersChanged(listener: (change: CallersChanged) => void): () => void;
  /** Whether every `CallersChanged` announced from now on reaches this process's listeners. */
  hearsCallerChanges(): boolean;
  close(): Promise<void>;
}
