import { describe, expect, it } from 'vitest';

import {
  applyRate,
  balanceBadgeColour,
  balanceCents,
  nextTierStart,
  royaltyForPeriod,
  type RoyaltyTerm,
  type RoyaltyTiers,
  type Sale,
  shareByWeight,
  termsOfTierSet,
  tierFigures,
  tierProblems,
} from './engine.ts';
import { sampleSimulationInput, simulateRoyalty } from './simulation.ts';

const tier = (start: number, percent: number, term: RoyaltyTerm) => ({ start, rateBasisPoints: percent * 100, term });
const regular = (...tiers: ReturnType<typeof tier>[]): RoyaltyTiers => ({ regular: tiers, discountSets: [] });
const sale = (units: number, listPrice: number, unitPrice: number, discountPercent = 0, date = '2026-03-01'): Sale => ({
  date,
  units,
  listPriceCents: listPrice * 100,
  receiptsCents: Math.round(units * unitPrice * 100),
  discountBasisPoints: discountPercent * 100,
});
const credit = (figures: { creditCents: number }[]) => figures.reduce((sum, figure) => sum + figure.creditCents, 0);
const debit = (figures: { debitCents: number }[]) => figures.reduce((sum, figure) => sum + figure.debitCents, 0);

describe('the royalty engine (docs/royalties.md worked examples)', () => {
  it('list price ignores the discount', () => {
    expect(credit(tierFigures(regular(tier(0, 10, 1)), 0, [sale(30, 20, 12)], 0))).toBe(6000);
  });

  it('a period straddling a threshold', () => {
    const figures = tierFigures(regular(tier(0, 10, 2), tier(100, 15, 2)), 80, [sale(50, 20, 10)], 0);
    expect(figures.map(({ units, revenueCents, creditCents }) => ({ units, revenueCents, creditCents }))).toEqual([
      { units: 20, revenueCents: 20_000, creditCents: 2000 },
      { units: 30, revenueCents: 30_000, creditCents: 4500 },
    ]);
    expect(credit(figures)).toBe(6500);
  });

  it('puts unit index 100 (the 101st unit) in the tier that starts at 100', () => {
    const [first, second] = tierFigures(regular(tier(0, 10, 2), tier(100, 15, 2)), 99, [sale(2, 10, 10)], 0);
    expect([first!.units, second!.units]).toEqual([1, 1]);
  });

  it('expenses shared across tiers', () => {
    const figures = tierFigures(regular(tier(0, 10, 3), tier(100, 20, 3)), 90, [sale(20, 20, 10)], 6000);
    expect(figures.map((figure) => [figure.expensesCents, figure.creditCents])).toEqual([
      [3000, 700],
      [3000, 1400],
    ]);
  });

  it('net profits below zero give a debit', () => {
    const figures = tierFigures(regular(tier(0, 20, 3)), 0, [sale(10, 20, 10)], 25_000);
    expect([credit(figures), debit(figures)]).toEqual([0, 3000]);
  });

  it('expenses with nothing sold are a debit in the current tier', () => {
    const figures = tierFigures(regular(tier(0, 10, 3), tier(100, 20, 3)), 150, [], 5000);
    expect(figures.map((figure) => [figure.tier.start, figure.debitCents])).toEqual([[100, 1000]]);
  });

  it('true profits', () => {
    expect(credit(tierFigures(regular(tier(0, 50, 4)), 0, [sale(100, 20, 10)], 20_000))).toBe(21_200);
  });

  it('discount tier sets', () => {
    const tiers: RoyaltyTiers = {
      regular: [tier(0, 10, 1)],
      discountSets: [{ discountBasisPoints: 5000, tiers: [tier(0, 5, 1)] }],
    };
    const figures = tierFigures(tiers, 0, [sale(10, 20, 20, 0), sale(10, 20, 9, 55), sale(10, 20, 12, 40)], 0);
    expect(credit(figures)).toBe(5000);
    expect(figures.find((figure) => figure.discountBasisPoints === 5000)?.creditCents).toBe(1000);
  });

  it('rounding', () => {
    expect(applyRate(1001, 1250)).toBe(125);
    expect(applyRate(1004, 1250)).toBe(126);
    expect(applyRate(-1004, 1250)).toBe(-126);
    expect(
      credit(
        tierFigures(
          regular({ start: 0, rateBasisPoints: 1250, term: 2 }),
          0,
          [{ ...sale(3, 5, 0), receiptsCents: 1001 }],
          0,
        ),
      ),
    ).toBe(125);
  });

  it("the calculator's sample", () => {
    const { summary, tierBreakdown } = simulateRoyalty(sampleSimulationInput);
    expect(summary).toMatchObject({
      creditCents: 11_993,
      debitCents: 0,
      previousPaymentsCents: 5000,
      netAmountCents: 6993,
      units: 75,
      totalRevenueCents: 119_925,
    });
    expect(tierBreakdown.map((row) => [row.threshold, row.nextThreshold, row.unitsInTier, row.applicable])).toEqual([
      [0, 100, 75, true],
      [100, 200, 0, false],
      [200, null, 0, false],
    ]);
  });

  it('balance and badge', () => {
    const life = { creditCents: 6500, debitCents: 0 };
    expect(balanceCents(life, 4000)).toBe(2500);
    expect(balanceBadgeColour(2500)).toBe('neutral');
    expect(balanceCents(life, 7000)).toBe(-500);
    expect(balanceBadgeColour(-500)).toBe('green');
    expect(balanceBadgeColour(balanceCents({ creditCents: 15_000, debitCents: 0 }, 0))).toBe('red');
  });
});

describe('a royalty over a period', () => {
  const tiers = regular(tier(0, 10, 2), tier(100, 15, 2));
  const sales = [
    sale(80, 20, 10, 0, '2026-01-15'),
    sale(50, 20, 10, 0, '2026-02-10'),
    sale(5, 20, 10, 0, '2026-04-01'),
  ];

  it('counts earlier sales toward the tiers and only the period toward its figures, life up to its end', () => {
    const line = royaltyForPeriod(tiers, sales, [], { start: '2026-02-01', end: '2026-02-28' });
    expect(line.period).toMatchObject({ units: 50, revenueCents: 50_000, creditCents: 6500 });
    expect(line.life).toMatchObject({ units: 130, revenueCents: 130_000, creditCents: 8000 + 2000 + 4500 });
  });

  it('takes a return off the highest tier reached', () => {
    const line = royaltyForPeriod(tiers, [...sales, sale(-10, 20, 10, 0, '2026-02-20')], [], {
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(line.period).toMatchObject({ units: 40, creditCents: 6500 - 1500 });
  });
});

describe('tier rules', () => {
  it("refuses a start that is not above the previous one with the spec's message", () => {
    expect(tierProblems([tier(0, 10, 1), tier(100, 12, 1), tier(100, 15, 1)])).toEqual([
      { index: 2, message: 'Tier start too low.' },
    ]);
    expect(tierProblems([tier(5, 10, 1)])).toEqual([{ index: 0, message: 'Tier start too low.' }]);
  });

  it('offers the four terms to regular tiers, list price and net receipts to discount sets', () => {
    expect(termsOfTierSet('regular')).toEqual([1, 2, 3, 4]);
    expect(termsOfTierSet('discount')).toEqual([1, 2]);
  });

  it('starts a new tier 100 above the last', () => {
    expect(nextTierStart([])).toBe(0);
    expect(nextTierStart([tier(0, 10, 1), tier(250, 12, 1)])).toBe(350);
  });

  it('shares whole cents that add up exactly', () => {
    expect(shareByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByWeight(-100, [1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(-100);
    expect(shareByWeight(7, [0, 0])).toEqual([7, 0]);
  });
});
