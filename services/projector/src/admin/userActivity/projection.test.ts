import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { migratedDatabase, project, storedEvents } from '../../runtime/projectForTest.ts';
import { userActivityProjection } from './projection.ts';

const events: { event: DomainEvent; occurredAt: string; impersonatorId?: string }[] = [
  {
    event: { type: 'UserLoggedIn', data: { userId: 'u1', ipAddress: '10.0.0.1', userAgent: 'Firefox' } },
    occurredAt: '2026-04-01T09:00:00Z',
  },
  {
    event: {
      type: 'CustomerCreated',
      data: {
        customerId: 'c1',
        publisherId: 'p1',
        firstName: 'Ann',
        lastName: 'Lee',
        company: '',
        outOfBusiness: false,
        paymentTermId: null,
        customerClassId: null,
        adminNotes: '',
      },
    },
    occurredAt: '2026-04-01T09:05:00Z',
  },
  {
    event: {
      type: 'ExpenseCreated',
      data: {
        expenseId: 'e1',
        publisherId: 'p1',
        productId: null,
        categoryId: null,
        amountCents: 12_050,
        expenseDate: '2026-03-31',
        adminNotes: '',
      },
    },
    occurredAt: '2026-04-01T09:10:00Z',
    impersonatorId: 'staff',
  },
  {
    event: {
      type: 'RoyaltyPaymentRecorded',
      data: {
        paymentId: 'rp1',
        royaltyId: 'r1',
        publisherId: 'p1',
        amountCents: 5_000,
        methodId: 'm1',
        sentDate: '2026-04-01',
      },
    },
    occurredAt: '2026-04-01T09:12:00Z',
  },
  {
    event: { type: 'PublisherPlanChanged', data: { publisherId: 'p1', plan: 'grow', maxProducts: 100 } },
    occurredAt: '2026-04-01T09:15:00Z',
  },
];

describe('user activity read model', () => {
  const databases: Knex[] = [];
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it.each([1, 10])('records who did what, when, from where and as whom, in batches of %i', async (size) => {
    const db = await migratedDatabase();
    databases.push(db);
    const stored = storedEvents(events.map(({ event, occurredAt }) => ({ event, occurredAt, streamId: 's' }))).map(
      (event, index) => ({
        ...event,
        metadata: {
          ...event.metadata,
          publisherId: events[index]!.event.type === 'UserLoggedIn' ? null : 'p1',
          ...(events[index]!.impersonatorId ? { impersonatorId: events[index]!.impersonatorId } : {}),
        },
      }),
    );
    await project(db, userActivityProjection, stored, size);

    const activity = await db('user_activity')
      .orderBy('created_at')
      .select('user_id', 'publisher_id', 'action_type', 'action_details', 'ip_address', 'impersonator_id');
    expect(activity).toEqual([
      {
        user_id: 'u1',
        publisher_id: null,
        action_type: 'login',
        action_details: 'Logged in',
        ip_address: '10.0.0.1',
        impersonator_id: null,
      },
      {
        user_id: 'u1',
        publisher_id: 'p1',
        action_type: 'customer_created',
        action_details: 'Ann Lee',
        ip_address: null,
        impersonator_id: null,
      },
      {
        user_id: 'u1',
        publisher_id: 'p1',
        action_type: 'expense_created',
        action_details: '120.50 on 2026-03-31',
        ip_address: null,
        impersonator_id: 'staff',
      },
      {
        user_id: 'u1',
        publisher_id: 'p1',
        action_type: 'royalty_payment_created',
        action_details: '50.00 sent 2026-04-01',
        ip_address: null,
        impersonator_id: null,
      },
    ]);
    expect(await db('publisher_activity').select('publisher_id', 'last_activity_type')).toEqual([
      { publisher_id: 'p1', last_activity_type: 'royalty_payment_created' },
    ]);
    expect(await db('plan_changes').select('publisher_id', 'plan', 'max_products')).toEqual([
      { publisher_id: 'p1', plan: 'grow', max_products: 100 },
    ]);
  });
});
