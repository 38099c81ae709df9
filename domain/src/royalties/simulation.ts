import { type RoyaltyTerm, type Tier, tierEnd, tierFigures } from './engine.ts';
import { recoupAdvances, reserveHeldOf } from './ledger.ts';

/** The calculator's request (POST /api/v1/royalty_simulation/), in cents and basis points. */
export interface RoyaltySimulationInput {
  unitsInPeriod: number;
  retailPriceCents: number;
  expensesInPeriodCents: number;
  previousPaymentsCents: number;
  tiers: readonly Tier[];
  /** An advance still to recoup at the start of the period, if any. */
  unrecoupedAdvanceCents?: number;
  /** A reserve against returns held from the period's earnings, if any. */
  reservePercentBasisPoints?: number;
}

export interface RoyaltySimulationTier {
  threshold: number;
  nextThreshold: number | null;
  unitsInTier: number;
  revenueCents: number;
  expensesCents: number;
  applicable: boolean;
  rateBasisPoints: number;
  creditCents: number;
  royaltyType: RoyaltyTerm;
}

export interface RoyaltySimulation {
  summary: {
    creditCents: number;
    debitCents: number;
    previousPaymentsCents: number;
    /** Credit minus debit minus previous payments; negative is a credit to the publisher. */
    netAmountCents: number;
    units: number;
    totalRevenueCents: number;
    expensesCents: number;
  };
  /** Present when the input gave an advance or a reserve. */
  ledger?: { reserveHeldCents: number; recoupedCents: number; unrecoupedCents: number };
  tierBreakdown: RoyaltySimulationTier[];
}

/** The spec's sample: 75 units at 15.99, expenses 220, 50 paid, tiers 0 / 100 / 200 at 10 / 15 / 18 % of net receipts. */
export const sampleSimulationInput: RoyaltySimulationInput = {
  unitsInPeriod: 75,
  retailPriceCents: 1599,
  expensesInPeriodCents: 22_000,
  previousPaymentsCents: 5_000,
  tiers: [
    { start: 0, rateBasisPoints: 1000, term: 2 },
    { start: 100, rateBasisPoints: 1500, term: 2 },
    { start: 200, rateBasisPoints: 1800, term: 2 },
  ],
};

/**
 * The calculator: one period's units sold at the retail price (receipts equal list revenue, no
 * discounts), counted from the first unit, through the same engine as every statement.
 */
export function simulateRoyalty(input: RoyaltySimulationInput): RoyaltySimulation {
  const tiers = [...input.tiers].sort((a, b) => a.start - b.start);
  const figures = tierFigures(
    { regular: tiers, discountSets: [] },
    0,
    [
      {
        date: '',
        units: input.unitsInPeriod,
        listPriceCents: input.retailPriceCents,
        receiptsCents: input.unitsInPeriod * input.retailPriceCents,
        discountBasisPoints: 0,
      },
    ],
    input.expensesInPeriodCents,
  );
  const tierBreakdown = tiers.map((tier, index): RoyaltySimulationTier => {
    const figure = figures.find((candidate) => candidate.tier === tier);
    return {
      threshold: tier.start,
      nextThreshold: tierEnd(tiers, index) === null ? null : tierEnd(tiers, index)! + 1,
      unitsInTier: figure?.units ?? 0,
      revenueCents: figure?.revenueCents ?? 0,
      expensesCents: figure?.expensesCents ?? 0,
      applicable: (figure?.units ?? 0) !== 0 || (figure?.expensesCents ?? 0) !== 0,
      rateBasisPoints: tier.rateBasisPoints,
      creditCents: (figure?.creditCents ?? 0) - (figure?.debitCents ?? 0),
      royaltyType: tier.term,
    };
  });
  const creditCents = figures.reduce((sum, figure) => sum + figure.creditCents, 0);
  const debitCents = figures.reduce((sum, figure) => sum + figure.debitCents, 0);
  // As on a statement (docs/royalties.md): the reserve is held from positive earnings, then what is
  // left recoups the advance, never below nothing.
  const earningsCents = creditCents - debitCents;
  const withLedger = input.unrecoupedAdvanceCents !== undefined || input.reservePercentBasisPoints !== undefined;
  const percent = input.reservePercentBasisPoints ?? 0;
  const reserveHeldCents = reserveHeldOf(earningsCents, { percentBasisPoints: percent, capBasisPoints: percent });
  const advanceCents = input.unrecoupedAdvanceCents ?? 0;
  const recoupedCents =
    recoupAdvances(
      [{ advanceId: 'simulated', name: '', amountCents: advanceCents, royaltyIds: ['simulated'], instalments: [] }],
      new Map([['simulated', earningsCents - reserveHeldCents]]),
    ).recoupedByAdvance.get('simulated') ?? 0;
  return {
    ...(withLedger && {
      ledger: { reserveHeldCents, recoupedCents, unrecoupedCents: advanceCents - recoupedCents },
    }),
    summary: {
      creditCents,
      debitCents,
      previousPaymentsCents: input.previousPaymentsCents,
      netAmountCents: earningsCents - reserveHeldCents - recoupedCents - input.previousPaymentsCents,
      units: input.unitsInPeriod,
      totalRevenueCents: input.unitsInPeriod * input.retailPriceCents,
      expensesCents: input.expensesInPeriodCents,
    },
    tierBreakdown,
  };
}
