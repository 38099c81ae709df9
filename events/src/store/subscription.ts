import type { Bus } from '../bus/port.ts';
import { comparePositions, type Position } from '../position.ts';
import type { EventStore, StoredEvent } from './port.ts';

export interface SubscriptionOptions {
  after: Position;
  batchSize: number;
  /** How long to sleep when caught up and no wake-up arrives. */
  pollIntervalMs: number;
  /** Handles one batch; the subscription continues after the batch's last event. */
  onBatch(events: StoredEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * Catch-up then live: reads batches until the log is exhausted, then waits for a bus wake-up or
 * the poll interval, whichever comes first. A stopped bus only slows delivery to the poll rate.
 */
export function subscribeToAll(store: EventStore, bus: Bus | null, options: SubscriptionOptions): Subscription {
  let position = options.after;
  let stopped = false;
  let wake: (() => void) | null = null;
  // A wake-up that arrives while a batch is being read must not be lost until the next poll.
  let wokenWhileBusy = false;
  const unsubscribe = bus?.onAppended((announced) => {
    if (comparePositions(announced, position) <= 0) return;
    if (wake) wake();
    else wokenWhileBusy = true;
  });

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (wokenWhileBusy) {
        wokenWhileBusy = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, options.pollIntervalMs);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      wokenWhileBusy = false;
      try {
        const events = await store.readAll(position, options.batchSize);
        if (stopped) break;
        if (events.length > 0) {
          await options.onBatch(events);
          position = events.at(-1)!.position;
          if (events.length === options.batchSize) continue;
        }
      } catch (error) {
        options.onError?.(error);
      }
      if (!stopped) await sleep();
    }
  })();

  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      wake?.();
      await loop;
    },
  };
}
