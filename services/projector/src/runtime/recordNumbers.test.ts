import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { customersProjection } from '../contacts/customers/projection.ts';
import { resetProjection } from './checkpoints.ts';
import { migratedDatabase, project, storedEvents } from './projectForTest.ts';

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
      await resetProjection(db, customersProjection.name, customersProjection.tables);
      await project(db, customersProjection, events, batchSize);
      expect(await numbers(db)).toEqual({ a1: 1, a3: 3, a4: 4, b1: 1, b2: 2 });
    }
  });
});
