import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import type { BillingConfirmation } from './billing/port.ts';
import { publisherPlanDecider } from './publisherPlan.ts';

const created = {
  type: 'PublisherCreated',
  data: {
    publisherId: 'p1',
    name: 'Lee Press',
    plan: 'Free',
    maxProducts: 10,
    currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
    accountingMethod: 'paid',
  },
} as const;
const change = (plan: string, maxProducts: number | null) => ({
  type: 'ChangePublisherPlan' as const,
  publisherId: 'p1',
  limit: { plan, maxProducts },
});

const news = (overrides: Partial<BillingConfirmation> = {}): BillingConfirmation => ({
  sessionId: 's1',
  publisherId: 'p1',
  plan: 'Build',
  billingId: 'cus_1',
  billingActive: true,
  paidOn: '2026-01-31',
  changedAt: '2026-01-31T10:00:00.000Z',
  ...overrides,
});
const confirm = (confirmation: BillingConfirmation) => ({
  type: 'ApplyBillingConfirmation' as const,
  publisherId: 'p1',
  confirmation,
});
/** The events a confirmation records, to give as history. */
const appliedNews = (confirmation: BillingConfirmation, ...history: DomainEvent[]) =>
  given(publisherPlanDecider, created, ...history)(confirm(confirmation));

describe('a publisher plan', () => {
  it('changes to another plan once, and records nothing for the plan it already has', () => {
    expect(given(publisherPlanDecider, created)(change('Build', 50))).toEqual([
      { type: 'PublisherPlanChanged', data: { publisherId: 'p1', plan: 'Build', maxProducts: 50 } },
    ]);
    expect(given(publisherPlanDecider, created)(change('Free', 10))).toEqual([]);
  });

  it('refuses a publisher that does not exist, or was deleted', () => {
    expect(() => given(publisherPlanDecider)(change('Build', 50))).toThrow('Publisher not found');
    const deleted = { type: 'PublisherDeleted', data: { publisherId: 'p1', deletedBy: 'u1' } } as const;
    expect(() => given(publisherPlanDecider, created, deleted)(confirm(news()))).toThrow(
      'This publisher account has been deleted.',
    );
  });
});

describe("a publisher's subscription, as the billing port confirms it", () => {
  it("records a paid checkout's subscription with the plan and limit it bought", () => {
    expect(appliedNews(news())).toEqual([
      {
        type: 'PublisherBillingUpdated',
        data: {
          publisherId: 'p1',
          sessionId: 's1',
          billingId: 'cus_1',
          billingDate: '2026-01-31',
          billingActive: true,
          changedAt: '2026-01-31T10:00:00.000Z',
        },
      },
      { type: 'PublisherPlanChanged', data: { publisherId: 'p1', plan: 'Build', maxProducts: 50 } },
    ]);
  });

  it('applies a session once, and never news older than the newest applied', () => {
    const paid = appliedNews(news());
    expect(appliedNews(news(), ...paid)).toEqual([]);
    const older = news({ sessionId: 's0', plan: 'Grow', changedAt: '2026-01-30T10:00:00Z' });
    expect(appliedNews(older, ...paid)).toEqual([]);
  });

  it('keeps the billing date through a plan switch, and ends the subscription on Free when cancelled', () => {
    const paid = appliedNews(news());
    const switched = appliedNews(
      news({ sessionId: 's2', plan: 'Thrive', paidOn: null, changedAt: '2026-02-10T09:00:00Z' }),
      ...paid,
    );
    expect(switched).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ billingDate: '2026-01-31', billingActive: true }) }),
      { type: 'PublisherPlanChanged', data: { publisherId: 'p1', plan: 'Thrive', maxProducts: 250 } },
    ]);
    const cancelled = appliedNews(
      news({
        sessionId: 's3',
        plan: 'Free',
        billingId: null,
        billingActive: false,
        paidOn: null,
        changedAt: '2026-02-11T09:00:00Z',
      }),
      ...paid,
      ...switched,
    );
    expect(cancelled).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ billingId: null, billingDate: null, billingActive: false }),
      }),
      { type: 'PublisherPlanChanged', data: { publisherId: 'p1', plan: 'Free', maxProducts: 10 } },
    ]);
  });

  it('records a failed payment without changing the plan', () => {
    const paid = appliedNews(news());
    expect(
      appliedNews(
        news({ sessionId: 's4', billingActive: false, paidOn: null, changedAt: '2026-03-01T00:00:00Z' }),
        ...paid,
      ),
    ).toEqual([
      expect.objectContaining({
        type: 'PublisherBillingUpdated',
        data: expect.objectContaining({ billingId: 'cus_1', billingDate: '2026-01-31', billingActive: false }),
      }),
    ]);
  });

  it("refuses another publisher's news", () => {
    expect(() => appliedNews(news({ publisherId: 'p2' }))).toThrow('Publisher not found');
  });
});
