import { describe, expect, it } from 'vitest';

import { defaultDraft, sampleDraft, simulationRequestOf, withTierAdded, withTierRemoved } from './calculatorDraft.ts';

describe('the calculator draft', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('starts with the last 30 days and one tier from 0 at 10 % of list price', () => {
    expect(defaultDraft(now)).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      tiers: [{ threshold: 0, rate: 10, type: 1 }],
    });
  });

  it('adds a tier 100 units above the last, 2 points more, of the same type', () => {
    expect(withTierAdded(sampleDraft(now).tiers).at(-1)).toEqual({ threshold: 300, rate: 20, type: 2 });
  });

  it('always keeps one tier', () => {
    const one = defaultDraft(now).tiers;
    expect(withTierRemoved(one, 0)).toEqual(one);
    expect(withTierRemoved(sampleDraft(now).tiers, 1).map((tier) => tier.threshold)).toEqual([0, 200]);
  });

  it('sends the tiers sorted by threshold', () => {
    const draft = { ...sampleDraft(now), tiers: [...sampleDraft(now).tiers].reverse() };
    expect(simulationRequestOf(draft).tiers.map((tier) => tier.threshold)).toEqual([0, 100, 200]);
  });

  it('sends an advance and a reserve only when given', () => {
    expect(simulationRequestOf(sampleDraft(now))).not.toHaveProperty('advance');
    expect(simulationRequestOf(sampleDraft(now))).not.toHaveProperty('reserve');
    expect(simulationRequestOf({ ...sampleDraft(now), advance: 500, reserve: 10 })).toMatchObject({
      advance: 500,
      reserve: 10,
    });
  });
});
