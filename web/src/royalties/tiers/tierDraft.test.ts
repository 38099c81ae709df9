import { describe, expect, it } from 'vitest';

import { repeatedDiscount, tierDraftProblems, tiersDraftOf, tiersInput, tiersReady } from './tierDraft.ts';

const item = (id: string, start: number, amount: string, term: string, discount = 'None') => ({
  id,
  amount,
  thresholdStart: start,
  thresholdEnd: null,
  category: { id: discount === 'None' ? '1' : '2' },
  royaltyTerm: { id: term },
  tierDiscount: discount,
});

describe('tier drafts', () => {
  it('groups saved tiers by discount and sends them back whole, keeping their ids', () => {
    const draft = tiersDraftOf([
      item('b', 100, '12.50', '1'),
      item('d', 0, '5.00', '2', '50.00'),
      item('a', 0, '10.00', '1'),
    ]);
    expect(draft.regular.map((tier) => tier.id)).toEqual(['a', 'b']);
    expect(draft.discountSets).toHaveLength(1);
    expect(draft.discountSets[0]!.discount).toBe('50.00');
    expect(tiersReady(draft)).toBe(true);
    expect(tiersInput(draft)).toEqual([
      { id: 'a', amount: '10.00', thresholdStart: 0, royaltyTerm: 1 },
      { id: 'b', amount: '12.50', thresholdStart: 100, royaltyTerm: 1 },
      { id: 'd', amount: '5.00', thresholdStart: 0, royaltyTerm: 2, category: 2, tierDiscount: '50.00' },
    ]);
  });

  it('keeps two discount sets apart: the same discount twice is refused', () => {
    const draft = tiersDraftOf([item('a', 0, '10', '1'), item('d', 0, '5', '2', '40.00')]);
    const twice = { ...draft, discountSets: [...draft.discountSets, { ...draft.discountSets[0]!, key: 'other' }] };
    expect(tierDraftProblems(twice).discounts.get('other')).toBe(repeatedDiscount);
    expect(tiersReady(twice)).toBe(false);
  });

  it('refuses a discount set on a term beyond net receipts, and an amount over 100 %', () => {
    expect(tiersReady(tiersDraftOf([item('d', 0, '5', '3', '40.00')]))).toBe(false);
    expect(tiersReady(tiersDraftOf([item('a', 0, '100.01', '1')]))).toBe(false);
    expect(tiersReady(tiersDraftOf([item('a', 0, '100', '1')]))).toBe(true);
  });
});
