import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { format, migratedDatabase, project, storedEvents } from '../../runtime/projectForTest.ts';
import { royaltiesProjection } from './projection.ts';

const creator = (creatorId: string, displayName: string, paymentName: string): DomainEvent => ({
  type: 'CreatorCreated',
  data: {
    creatorId,
    publisherId: 'p1',
    displayName,
    paymentName,
    paymentTypeId: 'check',
    biography: '',
    website: '',
    residence: '',
    photoUrl: '',
  },
});

// A royalty and a payment, then the creator, title and ISBN renamed after them.
const history: DomainEvent[] = [
  creator('c1', 'Ann Lee', 'A. Lee'),
  {
    type: 'ProductWorkCreated',
    data: {
      productWorkId: 'w1',
      publisherId: 'p1',
      title: 'Harbour Lights',
      description: '',
      imprintId: null,
      seriesId: null,
    },
  },
  {
    type: 'ProductCreated',
    data: { productId: 'b1', productWorkId: 'w1', publisherId: 'p1', ...format('BC', '978-0-00-000001-1') },
  },
  {
    type: 'RoyaltyCreated',
    data: {
      royaltyId: 'r1',
      publisherId: 'p1',
      creatorId: 'c1',
      productId: 'b1',
      regionId: null,
      tiers: [],
      adminNotes: '',
    },
  },
  {
    type: 'RoyaltyPaymentRecorded',
    data: {
      paymentId: 'pay1',
      royaltyId: 'r1',
      publisherId: 'p1',
      amountCents: 500,
      methodId: 'check',
      sentDate: '2026-04-02',
    },
  },
  { type: 'CreatorUpdated', data: { creatorId: 'c1', changes: { displayName: 'Ann Lee-Ward' } } },
  { type: 'ProductWorkUpdated', data: { productWorkId: 'w1', changes: { title: 'Harbour Nights' } } },
  { type: 'ProductUpdated', data: { productId: 'b1', changes: { isbn: '978-0-00-000002-2' } } },
];
const events = storedEvents(history.map((event) => ({ event, streamId: 'log', occurredAt: '2026-04-01T10:00:00Z' })));

const names = async (db: Knex) => ({
  royalty: await db('royalties')
    .where({ id: 'r1' })
    .first('display_name', 'payment_name', 'payment_type_id', 'isbn', 'product_work_id', 'title'),
  payment: await db('royalty_payments')
    .where({ id: 'pay1' })
    .first('creator_id', 'display_name', 'payment_name', 'title'),
});

describe('royalty list names', () => {
  const databases: Knex[] = [];
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it("carry the creator's names, the ISBN and the title through renames, one event per batch as in one batch", async () => {
    // One after the other: two PGlite migrations at once wait too long for a core on a busy machine.
    const together = await migratedDatabase();
    const oneByOne = await migratedDatabase();
    databases.push(together, oneByOne);
    await project(together, royaltiesProjection, events, 1000);
    await project(oneByOne, royaltiesProjection, events, 1);
    const expected = {
      royalty: {
        display_name: 'Ann Lee-Ward',
        payment_name: 'A. Lee',
        payment_type_id: 'check',
        isbn: '978-0-00-000002-2',
        product_work_id: 'w1',
        title: 'Harbour Nights',
      },
      payment: { creator_id: 'c1', display_name: 'Ann Lee-Ward', payment_name: 'A. Lee', title: 'Harbour Nights' },
    };
    expect(await names(together)).toEqual(expected);
    expect(await names(oneByOne)).toEqual(expected);
  });
});
