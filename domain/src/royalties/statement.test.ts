import { describe, expect, it } from 'vitest';

import type { RoyaltyTerm, RoyaltyTiers, Sale } from './engine.ts';
import { differingFigures, type RoyaltyFacts, statementLineFigures, statementTotals } from './statement.ts';
import { statementBalanceText, statementEmailText, statementTable } from './statementDocument.ts';

const tier = (start: number, percent: number, term: RoyaltyTerm) => ({ start, rateBasisPoints: percent * 100, term });
const regular = (...tiers: ReturnType<typeof tier>[]): RoyaltyTiers => ({ regular: tiers, discountSets: [] });
const sale = (date: string, units: number, unitPrice: number): Sale => ({
  date,
  units,
  listPriceCents: 2000,
  receiptsCents: units * unitPrice * 100,
  discountBasisPoints: 0,
});
const february = { start: '2026-02-01', end: '2026-02-28' };

describe('statement figures (docs/royalties.md worked examples)', () => {
  it('a statement line', () => {
    const facts: RoyaltyFacts = {
      tiers: regular(tier(0, 10, 2), tier(100, 15, 2)),
      sales: [sale('2026-01-15', 80, 10), sale('2026-02-10', 50, 10), sale('2026-04-01', 5, 10)],
      expenses: [],
      payments: [
        { sentDate: '2026-02-15', amountCents: 4000 },
        { sentDate: '2026-03-05', amountCents: 1000 },
      ],
    };
    expect(statementLineFigures(facts, february)).toEqual({
      units: 50,
      revenueCents: 50_000,
      expensesCents: 0,
      creditCents: 6500,
      debitCents: 0,
      lifeUnits: 130,
      lifeRevenueCents: 130_000,
      lifeExpensesCents: 0,
      lifeCreditCents: 14_500,
      lifeDebitCents: 0,
      paidCents: 4000,
      reserveHeldCents: 0,
      reserveReleasedCents: 0,
      reserveReturnsCents: 0,
      reserveBalanceCents: 0,
      recoupedCents: 0,
      recoupedLifeCents: 0,
      balanceCents: 10_500,
    });
  });

  it('the statement balance sign rule', () => {
    const facts: RoyaltyFacts = {
      tiers: regular(tier(0, 20, 3)),
      sales: [sale('2026-02-03', 10, 10)],
      expenses: [{ date: '2026-02-04', amountCents: 25_000 }],
      payments: [{ sentDate: '2026-01-20', amountCents: 500 }],
    };
    const figures = statementLineFigures(facts, february);
    expect(figures).toMatchObject({ expensesCents: 25_000, creditCents: 0, debitCents: 3000, lifeDebitCents: 3000 });
    expect(figures.balanceCents).toBe(-3500);
    const document = {
      publisherName: 'Lee Press',
      currencySymbol: '£',
      creatorName: 'Mary Shelley',
      creatorAddress: [],
      period: february,
      sentDate: '2026-03-01',
      pubNote: 'Thank you.',
      lines: [{ royaltyId: 'r1', title: 'Frankenstein', isbn: null, format: 'Paperback', region: null, figures }],
    };
    expect(statementBalanceText(document)).toBe('-£35.00');
    expect(statementTable(document).rows[0]).toEqual([
      'Frankenstein · Paperback',
      '10',
      '£100.00',
      '£250.00',
      '£0.00',
      '£30.00',
      '£5.00',
      '-£35.00',
    ]);
    expect(statementEmailText(document)).toContain('Balance carried: -£35.00');
    expect(statementEmailText(document)).toContain('Thank you.');
  });

  it('totals add up the lines, and an audit names the figures that differ', () => {
    const facts: RoyaltyFacts = {
      tiers: regular(tier(0, 10, 2)),
      sales: [sale('2026-02-10', 3, 10)],
      expenses: [],
      payments: [],
    };
    const one = statementLineFigures(facts, february);
    const other = statementLineFigures(
      { ...facts, payments: [{ sentDate: '2026-02-11', amountCents: 100 }] },
      february,
    );
    expect(statementTotals([one, other])).toMatchObject({
      units: 6,
      creditCents: 600,
      paidCents: 100,
      balanceCents: 500,
    });
    expect(differingFigures(one, other)).toEqual(['paidCents', 'balanceCents']);
  });
});
