import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
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

describe('a publisher plan', () => {
  it('changes to another plan once, and records nothing for the plan it already has', () => {
    expect(given(publisherPlanDecider, created)(change('Build', 50))).toEqual([
      { type: 'PublisherPlanChanged', data: { publisherId: 'p1', plan: 'Build', maxProducts: 50 } },
    ]);
    expect(given(publisherPlanDecider, created)(change('Free', 10))).toEqual([]);
  });

  it('refuses a publisher that does not exist', () => {
    expect(() => given(publisherPlanDecider)(change('Build', 50))).toThrow('Publisher not found');
  });
});
