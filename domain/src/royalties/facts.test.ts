import { describe, expect, it } from 'vitest';

import { royaltyFacts } from './facts.ts';
import type { RoyaltyOrderLine } from './sales.ts';

const line = (lineId: string, country: string | null, paidDate: string | null = '2026-03-01'): RoyaltyOrderLine => ({
  lineId,
  quantity: 1,
  retailPriceCents: 2000,
  unitPriceCents: 1000,
  discountBasisPoints: 0,
  paidDate,
  shipDate: null,
  country,
});
const tiers = [{ tierId: 't1', discountBasisPoints: null, start: 0, rateBasisPoints: 1000, term: 2 as const }];
const lines = [line('a', 'FR'), line('b', 'US'), line('c', null), line('d', 'FR', null)];
const byRegion = (regions: [string, string[]][]) => ({
  accountingMethod: 'paid' as const,
  salesByRegion: true,
  regions: new Map(regions),
});
const unitsOf = (regionId: string | null, regions: [string, string[]][]) =>
  royaltyFacts({ tiers, regionId }, byRegion(regions), lines, [], []).sales.length;

describe('royaltyFacts', () => {
  it('counts a region’s dated lines for its royalty and the other countries for Rest of World', () => {
    expect(unitsOf('europe', [['europe', ['FR', 'DE']]])).toBe(1);
    expect(unitsOf(null, [['europe', ['FR', 'DE']]])).toBe(2);
  });

  it('counts no country for a royalty whose region was deleted', () => {
    expect(unitsOf('europe', [['americas', ['US']]])).toBe(0);
  });

  it('keeps the expenses and payments it is given, and reads the tiers as the engine takes them', () => {
    const facts = royaltyFacts(
      { tiers, regionId: null },
      { accountingMethod: 'paid', salesByRegion: false, regions: new Map() },
      lines,
      [{ date: '2026-03-02', amountCents: 500 }],
      [{ sentDate: '2026-03-03', amountCents: 100 }],
    );
    expect(facts.sales.map((sale) => sale.receiptsCents)).toEqual([1000, 1000, 1000]);
    expect(facts.expenses).toEqual([{ date: '2026-03-02', amountCents: 500 }]);
    expect(facts.payments).toEqual([{ sentDate: '2026-03-03', amountCents: 100 }]);
    expect(facts.tiers.regular).toHaveLength(1);
  });
});
