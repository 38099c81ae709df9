import { describe, expect, it } from 'vitest';

import { royaltyMessages } from './messages.ts';
import {
  engineTiers,
  formatRate,
  parsePercent,
  type RoyaltyTier,
  royaltyTierProblems,
  sortedTiers,
  termsSummary,
} from './tiers.ts';

const tier = (tierId: string, start: number, percent: number, discount: number | null = null, term = 2) =>
  ({ tierId, discountBasisPoints: discount, start, rateBasisPoints: percent * 100, term }) as RoyaltyTier;

describe('a royalty’s tiers', () => {
  it('tier rules', () => {
    expect(royaltyTierProblems([tier('a', 0, 10), tier('b', 100, 15), tier('d', 0, 5, 5000, 1)])).toEqual([]);
    expect(royaltyTierProblems([])).toEqual([{ tierId: null, message: royaltyMessages.tierRequired }]);
    // The first tier of every group starts at 0; each later start is above the one before.
    expect(royaltyTierProblems([tier('a', 10, 10)])).toEqual([{ tierId: 'a', message: 'Tier start too low.' }]);
    expect(royaltyTierProblems([tier('a', 0, 10), tier('b', 100, 15), tier('c', 100, 18)])).toEqual([
      { tierId: 'c', message: 'Tier start too low.' },
    ]);
    expect(royaltyTierProblems([tier('a', 0, 10), tier('d', 50, 5, 5000, 1)])).toEqual([
      { tierId: 'd', message: 'Tier start too low.' },
    ]);
    expect(royaltyTierProblems([tier('a', 0, 101)])).toEqual([
      { tierId: 'a', message: royaltyMessages.tierAmountInvalid },
    ]);
    expect(royaltyTierProblems([tier('a', 0, 10), tier('d', 0, 5, 5000, 3)])).toEqual([
      { tierId: 'd', message: royaltyMessages.discountTierTermInvalid },
    ]);
  });

  it('groups regular tiers and discount sets for the engine, each by start', () => {
    const tiers = [tier('d2', 100, 6, 5000, 1), tier('b', 100, 15), tier('d1', 0, 5, 5000, 1), tier('a', 0, 10)];
    expect(sortedTiers(tiers).map((kept) => kept.tierId)).toEqual(['a', 'b', 'd1', 'd2']);
    expect(engineTiers(sortedTiers(tiers))).toEqual({
      regular: [
        { start: 0, rateBasisPoints: 1000, term: 2 },
        { start: 100, rateBasisPoints: 1500, term: 2 },
      ],
      discountSets: [
        {
          discountBasisPoints: 5000,
          tiers: [
            { start: 0, rateBasisPoints: 500, term: 1 },
            { start: 100, rateBasisPoints: 600, term: 1 },
          ],
        },
      ],
    });
  });

  it('reads and shows percents', () => {
    expect([parsePercent('12.5'), parsePercent('100'), parsePercent('100.01'), parsePercent('-1')]).toEqual([
      1250,
      10_000,
      null,
      null,
    ]);
    expect([formatRate(1250), formatRate(1225), formatRate(0), formatRate(10_000)]).toEqual([
      '12.5',
      '12.3',
      '0.0',
      '100.0',
    ]);
    expect(termsSummary([tier('a', 0, 10), tier('b', 100, 15), tier('d', 0, 5, 5000, 1)])).toBe(
      '10.0% of net receipts, 15.0% of net receipts from 100 units; at 50.0% discount or more: 5.0% of list price',
    );
  });
});
