import { onboardingStep, unreadInboxItems } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { publisherHomeDecider } from './publisherHome.ts';

const created: DomainEvent = {
  type: 'PublisherCreated',
  data: {
    publisherId: 'p1',
    name: 'Fern Press',
    plan: 'Free',
    maxProducts: 10,
    currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
    accountingMethod: 'paid',
  },
};

describe('inbox and onboarding', () => {
  it('marks the inbox read up to tomorrow, once a day', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    const read = given(publisherHomeDecider, created)({ type: 'MarkInboxRead', publisherId: 'p1', now });
    expect(read).toEqual([{ type: 'PublisherInboxRead', data: { publisherId: 'p1', inboxDate: '2026-11-25' } }]);
    expect(given(publisherHomeDecider, created, ...read)({ type: 'MarkInboxRead', publisherId: 'p1', now })).toEqual(
      [],
    );
  });

  it('counts as unread only what is dated after the inbox date', () => {
    const items = [
      { date: '2026-11-20', title: 'a', message: '' },
      { date: '2026-11-26', title: 'b', message: '' },
    ];
    expect(unreadInboxItems(null, items)).toHaveLength(2);
    expect(unreadInboxItems('2026-11-25', items).map((item) => item.title)).toEqual(['b']);
    expect(unreadInboxItems('2026-11-26', items)).toEqual([]);
  });

  it('completes onboarding once, and steps follow what exists', () => {
    const completed = given(publisherHomeDecider, created)({ type: 'CompleteOnboarding', publisherId: 'p1' });
    expect(completed).toEqual([{ type: 'PublisherOnboardingCompleted', data: { publisherId: 'p1' } }]);
    expect(
      given(publisherHomeDecider, created, ...completed)({ type: 'CompleteOnboarding', publisherId: 'p1' }),
    ).toEqual([]);
    const none = { creator: false, product: false, customer: false, order: false };
    expect(onboardingStep(none)).toBe(1);
    expect(onboardingStep({ ...none, creator: true })).toBe(2);
    expect(onboardingStep({ ...none, creator: true, product: true, customer: true })).toBe(4);
    expect(onboardingStep({ creator: true, product: true, customer: true, order: true })).toBe(5);
  });
});
