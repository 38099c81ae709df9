import { createDatabase, type DomainEvent, type ProductFields, startOfLog, type StoredEvent } from '@colophon/events';
import type { Knex } from 'knex';

import { migrateReadModels } from '../index.ts';
import type { Projection } from './projection.ts';
import { applyBatch } from './projector.ts';

/** An event as it would be read from the store: at `occurredAt`, by publisher p1. */
export interface TimedEvent {
  event: DomainEvent;
  streamId: string;
  occurredAt: string;
}

/** Events given positions in the order given, as the store would hand them over. */
export const storedEvents = (events: readonly TimedEvent[], firstPosition = 1): StoredEvent[] =>
  events.map(({ event, streamId, occurredAt }, index) => ({
    ...event,
    streamId,
    revision: index,
    schemaVersion: 1,
    position: { major: BigInt(firstPosition + index), minor: 0n },
    metadata: { publisherId: 'p1', userId: 'u1', correlationId: 'c', causationId: null, occurredAt },
  }));

/** A fresh in-memory database with every read model's tables. */
export async function migratedDatabase(): Promise<Knex> {
  const db = createDatabase({ dataDir: null });
  await migrateReadModels(db);
  return db;
}

/** Applies the events to the projection in batches of `batchSize`, from the start of the log. */
export async function project(db: Knex, projection: Projection, events: readonly StoredEvent[], batchSize: number) {
  let position = startOfLog;
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    if (!(await applyBatch(db, projection, position, batch))) throw new Error('batch refused');
    position = batch.at(-1)!.position;
  }
}

/** A log projected as it grows: each call appends the events after the last ones and applies them as one batch. */
export function growingLog(db: Knex, projection: Projection) {
  let position = startOfLog;
  let appended = 0;
  return async (events: readonly TimedEvent[]) => {
    const batch = storedEvents(events, appended + 1);
    appended += events.length;
    if (!(await applyBatch(db, projection, position, batch))) throw new Error('batch refused');
    position = batch.at(-1)!.position;
  };
}

/** A format's fields as a test's ProductCreated gives them: only the format code and ISBN vary. */
export const format = (formatCode: string, isbn = ''): ProductFields => ({
  isbn,
  formatCode,
  formatDetailCode: null,
  statusCode: '04',
  subtitle: '',
  edition: '',
  volume: '',
  publicationDate: null,
  shipDate: null,
  retailPriceCents: 1000,
  wholesalePriceCents: null,
  inventoryQuantity: 0,
  cartonQuantity: null,
  weight: null,
  width: null,
  height: null,
  thickness: null,
  pageCount: null,
  adminNotes: '',
  coverImage: '',
  interiorImages: [],
  audienceCode: null,
  audienceDetails: '',
  keySellingPoints: '',
  marketing: '',
  bisac: [],
  tags: '',
  comps: '',
  outOfPrint: false,
  digital: false,
  hasShippingCharges: true,
});
