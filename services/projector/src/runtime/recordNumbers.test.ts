import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { customersProjection } from '../contacts/customers/projection.ts';
import { resetProjection } from './checkpoints.ts';
import { migratedDatabase, project, storedEvents } from './projectForTest.ts';
import { recordCount } from './recordNumbers.ts';

const occurredAt = '2026-03-04T05:06:07.000Z';
const created = (customerId: string, publisherId: string): DomainEvent => ({
  type: 'CustomerCreated',
  data: {
    customerId,
    publisherId,
    firstName: customerId,
    lastName: '',
    company: '',
    outOfBusiness: false,
    paymentTermId: null,
    customerClassId: null,
    adminNotes: '',
  },
});
const deleted = (customerId: string): DomainEvent => ({ type: 'CustomerDeleted', data: { customerId } });

/** Two publishers' customers interleaved, one deleted before the next one is made. */
const events = storedEvents(
  [
    created('a1', 'A'),
    created('b1', 'B'),
    created('a2', 'A'),
    deleted('a2'),
    created('a3', 'A'),
    created('b2', 'B'),
    created('a4', 'A'),
  ].map((event) => ({
    event,
    streamId: `customer-${(event.data as { customerId: string }).customerId}`,
    occurredAt,
  })),
);

/**
 * The same log with each event's publisher in its metadata, as the command bus writes it, and more
 * deletions: one of them without a publisher in its metadata (the count then reads the row's).
 */
const withPublishers = [...events, ...storedEvents([{ event: deleted('b1'), streamId: 'customer-b1', occurredAt }], 8)]
  .map((event, index) => ({
    ...event,
    metadata: {
      ...event.metadata,
      publisherId: index === 3 ? null : ((event.data as { publisherId?: string }).publisherId ?? 'B'),
    },
  }))
  .concat(storedEvents([{ event: created('a5', 'A'), streamId: 'customer-a5', occurredAt }], 9));

const numbers = async (db: Knex) =>
  Object.fromEntries(
    (await db('customers').orderBy('id').select('id', 'number')).map((row: { id: string; number: number }) => [
      row.id,
      row.number,
    ]),
  );

describe('record numbers', () => {
  let db: Knex;
  beforeAll(async () => {
    db = await migratedDatabase();
  });
  afterAll(() => db.destroy());

  it('numbers each publisher’s records from 1 in event order, never giving a deleted record’s number again', async () => {
    await project(db, customersProjection, events, 1);
    expect(await numbers(db)).toEqual({ a1: 1, a3: 3, a4: 4, b1: 1, b2: 2 });
  });

  it('gives every record the same number after a rebuild, however the events are batched', async () => {
    for (const batchSize of [100, 2, 3]) {
      await resetProjection(db, customersProjection);
      await project(db, customersProjection, events, batchSize);
      expect(await numbers(db)).toEqual({ a1: 1, a3: 3, a4: 4, b1: 1, b2: 2 });
    }
  });

  it('counts each publisher’s records as they stand, created and deleted, however the events are batched', async () => {
    for (const batchSize of [1, 2, 100]) {
      await resetProjection(db, customersProjection);
      await project(db, customersProjection, withPublishers, batchSize);
      const counted = await db('customers')
        .groupBy('publisher_id')
        .select('publisher_id', db.raw('count(*)::int as n'));
      expect(
        Object.fromEntries(counted.map((row: { publisher_id: string; n: number }) => [row.publisher_id, row.n])),
      ).toEqual({ A: 4, B: 1 });
      for (const publisherId of ['A', 'B', 'C']) {
        expect(await recordCount(db, 'customer_number_counters', publisherId), publisherId).toBe(
          { A: 4, B: 1, C: 0 }[publisherId],
        );
      }
    }
  });
});
