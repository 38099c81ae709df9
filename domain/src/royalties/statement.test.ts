import { describe, expect, it } from 'vitest';

import type { RoyaltyTerm, RoyaltyTiers, Sale } from './engine.ts';
import {
  differingFigures,
  differingLedgerFigures,
  type RoyaltyFacts,
  royaltyListFigures,
  statementFigures,
  statementLineFigures,
  statementTotals,
} from './statement.ts';
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

describe('the royalty list applies the statement ledger', () => {
  // 1,000 units earning 1.00 each in the first quarter, stated; a 10 % reserve released after two periods.
  const facts: RoyaltyFacts = {
    tiers: regular(tier(0, 10, 2)),
    sales: [sale('2026-02-01', 1000, 10)],
    expenses: [],
    payments: [{ sentDate: '2026-04-10', amountCents: 40_000 }],
    reserve: { percentBasisPoints: 1000, capBasisPoints: 2000, release: { kind: 'full', afterPeriods: 2 } },
    statementEnds: ['2026-03-31'],
  };
  const advance = { advanceId: 'a1', name: '2026 contract', amountCents: 50_000, royaltyIds: ['r1'], instalments: [] };

  it('takes the reserve still held and the advance recouped off owed, paid off the balance', () => {
    expect(royaltyListFigures([{ royaltyId: 'r1', facts }], [advance])).toEqual(
      new Map([['r1', { owedCents: 40_000, balanceCents: 0 }]]),
    );
    // A sale since the last statement: the open period holds 10 % of it, the first hold is not yet due.
    const later = { ...facts, sales: [...facts.sales, sale('2026-05-01', 500, 10)] };
    expect(royaltyListFigures([{ royaltyId: 'r1', facts: later }], [advance]).get('r1')).toEqual({
      owedCents: 150_000 - 15_000 - 50_000,
      balanceCents: 150_000 - 15_000 - 50_000 - 40_000,
    });
  });

  it('is the life balance for a royalty with neither', () => {
    const plain = { ...facts, reserve: null };
    expect(royaltyListFigures([{ royaltyId: 'r1', facts: plain }], []).get('r1')).toEqual({
      owedCents: 100_000,
      balanceCents: 60_000,
    });
  });

  it('names the advance and payout figures a replay computed otherwise than sent', () => {
    const period = { start: '2026-01-01', end: '2026-03-31' };
    const input = { royalties: [{ royaltyId: 'r1', facts }], lineRoyaltyIds: ['r1'], minimumPayoutCents: 0 };
    const sent = statementFigures({ ...input, advances: [advance] }, period);
    expect(differingLedgerFigures(sent, sent)).toEqual([]);
    const otherwise = statementFigures({ ...input, advances: [{ ...advance, amountCents: 60_000 }] }, period);
    expect(differingLedgerFigures(sent, otherwise)).toEqual([
      'advance "2026 contract": amountCents',
      'advance "2026 contract": recoupedCents',
      'advance "2026 contract": recoupedLifeCents',
      'payout: balanceCents',
      'payout: payableCents',
    ]);
    expect(differingLedgerFigures(sent, statementFigures({ ...input, advances: [] }, period))).toEqual([
      'advance "2026 contract": not recomputed',
      'payout: balanceCents',
      'payout: payableCents',
    ]);
  });
});
