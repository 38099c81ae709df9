import { randomUUID } from 'node:crypto';

import {
  type Bus,
  createDatabase,
  createPostgresEventStore,
  type EventStore,
  migrateEventStore,
  type NewEvent,
  type Position,
  type StoredEvent,
  subscribeToAll,
  type Subscription,
} from '@colophon/events';

/** Test event types; one at version 2 proves the adapter stores what the catalogue says. */
export const schemaVersionOf = (type: string): number => (type === 'NoteRewritten' ? 2 : 1);

/** Stream ids unique to one test, so tests sharing a log (KurrentDB, a Postgres schema) never meet. */
export const uniqueStreamId = (label: string): string => `${label}-${randomUUID()}`;

export function newEvent(data: Record<string, unknown> = {}, type = 'NoteAdded'): NewEvent {
  return {
    type,
    data,
    metadata: {
      publisherId: 'publisher-1',
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2025-03-01T10:00:00.000Z',
    },
  };
}

export interface OpenedStore {
  store: EventStore;
  close(): Promise<void>;
}

export async function openPgliteStore(): Promise<OpenedStore> {
  const db = createDatabase({ dataDir: null });
  await migrateEventStore(db);
  const store = createPostgresEventStore(db, schemaVersionOf);
  return { store, close: () => db.destroy() };
}

export interface CollectingSubscription {
  received: StoredEvent[];
  subscription: Subscription;
}

/** Subscribes to the whole log and keeps what it delivers. */
export function collectFromSubscription(
  store: EventStore,
  bus: Bus | null,
  after: Position,
  pollIntervalMs: number,
): CollectingSubscription {
  const received: StoredEvent[] = [];
  const subscription = subscribeToAll(store, bus, {
    after,
    batchSize: 100,
    pollIntervalMs,
    async onBatch(events) {
      received.push(...events);
    },
  });
  return { received, subscription };
}
