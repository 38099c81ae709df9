import { describe, expect, it } from 'vitest';

import { lifeFigures, owedCents, royaltyForPeriod } from './engine.ts';
import { type RoyaltyOrderLine, royaltySales, type RoyaltyScope } from './sales.ts';
import { engineTiers } from './tiers.ts';

let lineCount = 0;
const line = (overrides: Partial<RoyaltyOrderLine>): RoyaltyOrderLine => ({
  lineId: `line-${++lineCount}`,
  quantity: 10,
  retailPriceCents: 2000,
  unitPriceCents: 1000,
  discountBasisPoints: 5000,
  paidDate: '2026-03-01',
  shipDate: null,
  country: 'US',
  ...overrides,
});
const scope = (overrides: Partial<RoyaltyScope> = {}): RoyaltyScope => ({
  accountingMethod: 'paid',
  salesByRegion: false,
  regionCountries: null,
  countriesInRegions: [],
  ...overrides,
});
const tenPercentOfReceipts = engineTiers([
  { tierId: 't1', discountBasisPoints: null, start: 0, rateBasisPoints: 1000, term: 2 },
]);
const owed = (lines: RoyaltyOrderLine[], royaltyScope: RoyaltyScope) =>
  owedCents(lifeFigures(tenPercentOfReceipts, royaltySales(lines, royaltyScope), []));

describe('what counts as a sale (docs/royalties.md worked examples)', () => {
  it('paid or shipped date', () => {
    const lines = [
      line({ paidDate: '2026-03-01', shipDate: null }),
      line({ paidDate: null, shipDate: '2026-03-02', quantity: 5 }),
    ];
    expect(owed(lines, scope())).toBe(1000);
    expect(owed(lines, scope({ accountingMethod: 'shipped' }))).toBe(500);
    expect(royaltySales(lines, scope({ accountingMethod: 'shipped' }))[0]!.date).toBe('2026-03-02');
  });

  it('counts a day’s sales in the order of their line ids', () => {
    // Two sales on one day cross the 100-unit threshold: the line with the smaller id comes first.
    const tiers = engineTiers([
      { tierId: 't1', discountBasisPoints: null, start: 0, rateBasisPoints: 1000, term: 2 },
      { tierId: 't2', discountBasisPoints: null, start: 100, rateBasisPoints: 2000, term: 2 },
    ]);
    const cheap = line({ lineId: 'b', quantity: 100, unitPriceCents: 100 });
    const dear = line({ lineId: 'a', quantity: 100, unitPriceCents: 1000 });
    const figures = (lines: RoyaltyOrderLine[]) => lifeFigures(tiers, royaltySales(lines, scope()), []);
    // 'a' (10.00 a unit) fills the 10 % tier, 'b' (1.00) the 20 % one: 100.00 + 20.00, given in either order.
    expect(figures([cheap, dear]).creditCents).toBe(12_000);
    expect(figures([dear, cheap]).creditCents).toBe(12_000);
  });

  it('sales by region', () => {
    const lines = [
      line({ country: 'GB' }),
      line({ country: ' fr ', quantity: 5 }),
      line({ country: null, quantity: 2 }),
    ];
    const regions = { salesByRegion: true, countriesInRegions: ['GB', 'IE', 'FR'] };
    expect(owed(lines, scope({ ...regions, regionCountries: ['GB', 'IE'] }))).toBe(1000);
    // A deleted region holds no country.
    expect(owed(lines, scope({ ...regions, regionCountries: [] }))).toBe(0);
    expect(owed(lines, scope({ ...regions, regionCountries: ['FR'] }))).toBe(500);
    // Rest of World: the countries in no region, and orders without an address.
    expect(owed(lines, scope({ ...regions, regionCountries: null }))).toBe(200);
    // Sales by region off: every order counts, whatever the royalty's region.
    expect(owed(lines, scope({ regionCountries: ['FR'] }))).toBe(1700);
    expect(owed(lines, scope({ regionCountries: null }))).toBe(1700);
  });
});

describe('returns count as negative units in the period they come back', () => {
  it('on the return day, by the method, and never before the sale counts', () => {
    const sold = line({ lineId: 'r-line', quantity: 10, paidDate: '2026-03-01', shipDate: '2026-02-20' });
    const returned = { ...sold, returns: [{ date: '2026-02-25', quantity: 4 }] };
    // Paid method: the sale counts on 03-01, so a return that came back on 02-25 counts then too.
    expect(royaltySales([returned], scope()).map((sale) => [sale.date, sale.units, sale.receiptsCents])).toEqual([
      ['2026-03-01', 10, 10000],
      ['2026-03-01', -4, -4000],
    ]);
    // Shipped method: the return counts on its own day.
    expect(royaltySales([returned], scope({ accountingMethod: 'shipped' })).map((sale) => sale.date)).toEqual([
      '2026-02-20',
      '2026-02-25',
    ]);
    // Not counted at all while the sale does not count (not paid under the paid method).
    expect(royaltySales([{ ...returned, paidDate: null }], scope())).toEqual([]);
  });

  it('a period with more returns than sales is a debit', () => {
    const march = line({ quantity: 10, paidDate: '2026-03-01', returns: [{ date: '2026-04-02', quantity: 6 }] });
    const april = line({ quantity: 2, paidDate: '2026-04-01' });
    const aprilPeriod = royaltyForPeriod(tenPercentOfReceipts, royaltySales([march, april], scope()), [], {
      start: '2026-04-01',
      end: '2026-04-30',
    }).period;
    expect([aprilPeriod.units, aprilPeriod.revenueCents, aprilPeriod.creditCents, aprilPeriod.debitCents]).toEqual([
      -4, -4000, 0, 400,
    ]);
  });
});
