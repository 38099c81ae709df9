import { describe, expect, it } from 'vitest';

import type { RoyaltyTiers, Sale } from './engine.ts';
import { type AdvanceFacts, payoutOf, reserveAllowedOn, reserveLedger, type ReserveTerms } from './ledger.ts';
import { type RoyaltyFacts, statementFigures } from './statement.ts';

/** Every example: one tier at 10 % of net receipts, copies sold at 10.00, so each unit earns 1.00. */
const tiers: RoyaltyTiers = { regular: [{ start: 0, rateBasisPoints: 1000, term: 2 }], discountSets: [] };
const sold = (date: string, units: number): Sale => ({
  date,
  units,
  listPriceCents: 1000,
  receiptsCents: units * 1000,
  discountBasisPoints: 0,
});
const quarter = (n: 1 | 2 | 3 | 4) =>
  [
    { start: '2026-01-01', end: '2026-03-31' },
    { start: '2026-04-01', end: '2026-06-30' },
    { start: '2026-07-01', end: '2026-09-30' },
    { start: '2026-10-01', end: '2026-12-31' },
  ][n - 1]!;
const quarterEnds = ['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31'];
const tenPercentForOnePeriod: ReserveTerms = {
  percentBasisPoints: 1000,
  capBasisPoints: 2000,
  release: { kind: 'full', afterPeriods: 1 },
};

/** One royalty's statement for quarter `n`, after statements for every quarter before it. */
function statementFor(n: 1 | 2 | 3 | 4, facts: Omit<RoyaltyFacts, 'statementEnds'>, advances: AdvanceFacts[] = []) {
  const {
    lines,
    advances: advanceLines,
    payout,
  } = statementFigures(
    {
      royalties: [{ royaltyId: 'r1', facts: { ...facts, statementEnds: quarterEnds.slice(0, n - 1) } }],
      lineRoyaltyIds: ['r1'],
      advances,
      minimumPayoutCents: 0,
    },
    quarter(n),
  );
  return { line: lines[0]!.figures, advance: advanceLines[0], payout };
}

describe('advances, reserves and payouts (docs/royalties.md worked examples)', () => {
  it('an advance earned out over three periods', () => {
    const advance: AdvanceFacts = {
      advanceId: 'a1',
      name: 'Frankenstein contract',
      amountCents: 50_000,
      royaltyIds: ['r1'],
      instalments: [{ paidDate: '2026-01-05', amountCents: 50_000 }],
    };
    const facts = {
      tiers,
      sales: [sold('2026-02-01', 200), sold('2026-05-01', 200), sold('2026-08-01', 250)],
      expenses: [],
      payments: [],
    };
    const figures = ([1, 2, 3] as const).map((n) => statementFor(n, facts, [advance]));
    expect(figures.map(({ line }) => line.creditCents)).toEqual([20_000, 20_000, 25_000]);
    expect(figures.map(({ advance }) => [advance!.recoupedCents, advance!.unrecoupedCents])).toEqual([
      [20_000, 30_000],
      [20_000, 10_000],
      [10_000, 0],
    ]);
    expect(figures.map(({ line }) => line.balanceCents)).toEqual([0, 0, 15_000]);
    expect(figures[2]!.advance).toMatchObject({ amountCents: 50_000, paidCents: 50_000, recoupedLifeCents: 50_000 });
  });

  it('a 10 % reserve held one period then released with the next period’s own reserve held', () => {
    const facts = {
      tiers,
      sales: [sold('2026-02-01', 1000), sold('2026-05-01', 500)],
      expenses: [],
      payments: [{ sentDate: '2026-04-10', amountCents: 90_000 }],
      reserve: tenPercentForOnePeriod,
    };
    const first = statementFor(1, facts).line;
    expect(first).toMatchObject({ creditCents: 100_000, reserveHeldCents: 10_000, reserveBalanceCents: 10_000 });
    expect(first.balanceCents).toBe(90_000);
    const second = statementFor(2, facts).line;
    expect(second).toMatchObject({
      creditCents: 50_000,
      reserveReleasedCents: 10_000,
      reserveHeldCents: 5000,
      reserveBalanceCents: 5000,
      paidCents: 90_000,
    });
    expect(second.balanceCents).toBe(50_000 - 5000 + 10_000);
  });

  it('a release reduced by actual returns', () => {
    const facts = {
      tiers,
      sales: [sold('2026-02-01', 1000), sold('2026-05-01', 500), sold('2026-05-20', -60)],
      expenses: [],
      payments: [{ sentDate: '2026-04-10', amountCents: 90_000 }],
      reserve: tenPercentForOnePeriod,
    };
    const second = statementFor(2, facts).line;
    expect(second).toMatchObject({
      units: 440,
      creditCents: 44_000,
      reserveReturnsCents: 6000,
      reserveReleasedCents: 4000,
      reserveHeldCents: 4400,
      reserveBalanceCents: 4400,
    });
    // 440.00 earned − 44.00 held + 40.00 released + 60.00 of returns met by the reserve.
    expect(second.balanceCents).toBe(49_600);
  });

  it('a period with more returns than sales', () => {
    const facts = {
      tiers,
      sales: [
        sold('2026-02-01', 1000),
        sold('2026-05-01', 500),
        sold('2026-05-20', -60),
        sold('2026-08-01', 20),
        sold('2026-08-15', -100),
      ],
      expenses: [],
      payments: [
        { sentDate: '2026-04-10', amountCents: 90_000 },
        { sentDate: '2026-07-10', amountCents: 49_600 },
      ],
      reserve: tenPercentForOnePeriod,
    };
    const third = statementFor(3, facts).line;
    expect(third).toMatchObject({
      units: -80,
      creditCents: 0,
      debitCents: 8000,
      reserveReturnsCents: 4400,
      reserveReleasedCents: 0,
      reserveHeldCents: 0,
      reserveBalanceCents: 0,
    });
    // The 80.00 debit less the 44.00 the reserve met: 36.00 is kept from later earnings.
    expect(third.balanceCents).toBe(-3600);
  });

  it('an unrecouped advance is not a debt, and returns un-earn part of it', () => {
    const advance: AdvanceFacts = {
      advanceId: 'a1',
      name: 'Contract',
      amountCents: 50_000,
      royaltyIds: ['r1'],
      instalments: [],
    };
    const facts = { tiers, sales: [sold('2026-02-01', 200), sold('2026-05-01', -50)], expenses: [], payments: [] };
    const { line, advance: figures } = statementFor(2, facts, [advance]);
    expect(line).toMatchObject({ debitCents: 5000, recoupedCents: -5000, recoupedLifeCents: 15_000, balanceCents: 0 });
    expect(figures).toMatchObject({ recoupedCents: -5000, unrecoupedCents: 35_000, paidCents: 0 });
  });

  it('one advance shared by two royalties recoups from both and shares the recoupment by what each earned', () => {
    const advance: AdvanceFacts = {
      advanceId: 'a1',
      name: 'Two formats',
      amountCents: 30_000,
      royaltyIds: ['print', 'ebook'],
      instalments: [{ paidDate: '2026-01-05', amountCents: 15_000 }],
    };
    const facts = (units: number) => ({ tiers, sales: [sold('2026-02-01', units)], expenses: [], payments: [] });
    const { lines, advances } = statementFigures(
      {
        royalties: [
          { royaltyId: 'print', facts: facts(300) },
          { royaltyId: 'ebook', facts: facts(100) },
        ],
        lineRoyaltyIds: ['print'],
        advances: [advance],
        minimumPayoutCents: 0,
      },
      quarter(1),
    );
    expect(advances).toEqual([
      expect.objectContaining({ recoupedCents: 30_000, unrecoupedCents: 0, paidCents: 15_000 }),
    ]);
    expect(lines).toEqual([
      { royaltyId: 'print', figures: expect.objectContaining({ recoupedLifeCents: 22_500, balanceCents: 7500 }) },
    ]);
  });

  it('a minimum payout carries a smaller balance forward', () => {
    expect(payoutOf(3600, 5000)).toEqual({
      balanceCents: 3600,
      minimumPayoutCents: 5000,
      payableCents: 0,
      carriedForwardCents: 3600,
    });
    expect(payoutOf(13_600, 5000)).toMatchObject({ payableCents: 13_600, carriedForwardCents: 0 });
    expect(payoutOf(-3600, 5000)).toMatchObject({ payableCents: 0, carriedForwardCents: -3600 });
  });

  it('releases in equal parts, never holds above the cap, and holds nothing on a loss', () => {
    const ends = ['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31'];
    const ledger = reserveLedger(tiers, [sold('2026-02-01', 1000)], [], ends, {
      percentBasisPoints: 3000,
      capBasisPoints: 2000,
      release: { kind: 'parts', periods: 3 },
    });
    expect(ledger.map((period) => [period.heldCents, period.releasedCents, period.balanceCents])).toEqual([
      [20_000, 0, 20_000],
      [0, 6667, 13_333],
      [0, 6667, 6666],
      [0, 6666, 0],
    ]);
  });

  it('keeps reserves off ebooks and audiobooks unless the publisher says so', () => {
    expect(reserveAllowedOn({ formatCode: 'BC', digitalProduct: false }, false)).toBe(true);
    expect(reserveAllowedOn({ formatCode: 'EA', digitalProduct: false }, false)).toBe(false);
    expect(reserveAllowedOn({ formatCode: 'AJ', digitalProduct: false }, false)).toBe(false);
    expect(reserveAllowedOn({ formatCode: 'EA', digitalProduct: false }, true)).toBe(true);
  });
});

describe('the calculator with an advance and a reserve', () => {
  it('holds the reserve, recoups the advance from what is left, and takes both off the net amount', async () => {
    const { sampleSimulationInput, simulateRoyalty } = await import('./simulation.ts');
    const { summary, ledger } = simulateRoyalty({
      ...sampleSimulationInput,
      unrecoupedAdvanceCents: 10_000,
      reservePercentBasisPoints: 1000,
    });
    // 119.93 earned; 11.99 held; 100.00 recouped; 50.00 paid before: −42.06.
    expect(ledger).toEqual({ reserveHeldCents: 1199, recoupedCents: 10_000, unrecoupedCents: 0 });
    expect(summary.netAmountCents).toBe(-4206);
    expect(simulateRoyalty(sampleSimulationInput).ledger).toBeUndefined();
  });
});
