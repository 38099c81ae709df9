import {
  bounds,
  calculatorMessages,
  type RoyaltySimulation,
  type RoyaltySimulationReply,
  type RoyaltyTerm,
  simulateRoyalty,
  tierProblems,
} from '@colophon/domain';
import { typedDate } from '@colophon/events';
import { z } from 'zod';

const maxAmount = bounds.maxCents / 100;
const amount = (field: string) =>
  z
    .number({ error: calculatorMessages.invalidNumber(field) })
    .min(0, calculatorMessages.invalidNumber(field))
    .max(maxAmount, calculatorMessages.invalidNumber(field));
const royaltyType = z
  .number({ error: calculatorMessages.invalidType })
  .int(calculatorMessages.invalidType)
  .min(1, calculatorMessages.invalidType)
  .max(4, calculatorMessages.invalidType);

/** The spec's simulation request: money in the currency's units, rates in percent. */
export const simulationRequestSchema = z.object({
  startDate: typedDate().optional(),
  endDate: typedDate().optional(),
  unitsInPeriod: z
    .number({ error: calculatorMessages.invalidThreshold })
    .int(calculatorMessages.invalidThreshold)
    .min(0, calculatorMessages.invalidThreshold)
    .max(bounds.maxCount, calculatorMessages.invalidThreshold),
  retailPrice: amount('Retail price'),
  expensesInPeriod: amount('Expenses'),
  royaltyType,
  payments: amount('Previous payments').default(0),
  /** An advance still to recoup: the period's earnings recoup it before anything is due. */
  advance: amount('Advance').optional(),
  /** A reserve against returns, in percent of the period's earnings (at most 100). */
  reserve: z
    .number({ error: calculatorMessages.invalidRate })
    .min(0, calculatorMessages.invalidRate)
    .max(100, calculatorMessages.invalidRate)
    .optional(),
  tiers: z
    .array(
      z.object({
        threshold: z
          .number({ error: calculatorMessages.invalidThreshold })
          .int(calculatorMessages.invalidThreshold)
          .min(0, calculatorMessages.invalidThreshold)
          .max(bounds.maxCount, calculatorMessages.invalidThreshold),
        rate: z
          .number({ error: calculatorMessages.invalidRate })
          .min(0, calculatorMessages.invalidRate)
          .max(100, calculatorMessages.invalidRate),
        type: royaltyType,
      }),
    )
    .min(1, calculatorMessages.tiersRequired)
    .max(50, calculatorMessages.tooManyTiers),
});

const toCents = (value: number) => Math.round(value * 100);
const fromCents = (cents: number) => cents / 100;

/**
 * POST /api/v1/royalty_simulation/: the request in the spec's units, through the royalty engine's
 * simulation (the one every statement's figures come from), the reply in the spec's units.
 */
export function replyToSimulation(body: unknown): RoyaltySimulationReply {
  const parsed = simulationRequestSchema.safeParse(body);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const request = parsed.data;
  const tiers = [...request.tiers]
    .sort((a, b) => a.threshold - b.threshold)
    .map((tier) => ({ start: tier.threshold, rateBasisPoints: toCents(tier.rate), term: tier.type as RoyaltyTerm }));
  const [problem] = tierProblems(tiers);
  if (problem) return { error: problem.message };
  const simulation: RoyaltySimulation = simulateRoyalty({
    unitsInPeriod: request.unitsInPeriod,
    retailPriceCents: toCents(request.retailPrice),
    expensesInPeriodCents: toCents(request.expensesInPeriod),
    previousPaymentsCents: toCents(request.payments),
    tiers,
    ...(request.advance !== undefined && { unrecoupedAdvanceCents: toCents(request.advance) }),
    ...(request.reserve !== undefined && { reservePercentBasisPoints: toCents(request.reserve) }),
  });
  const { summary } = simulation;
  return {
    summary: {
      credit: fromCents(summary.creditCents),
      debit: fromCents(summary.debitCents),
      previousPayments: fromCents(summary.previousPaymentsCents),
      netAmount: fromCents(summary.netAmountCents),
      units: summary.units,
      totalRevenue: fromCents(summary.totalRevenueCents),
      expenses: fromCents(summary.expensesCents),
    },
    ...(simulation.ledger && {
      ledger: {
        reserveHeld: fromCents(simulation.ledger.reserveHeldCents),
        advanceRecouped: fromCents(simulation.ledger.recoupedCents),
        unrecoupedAdvance: fromCents(simulation.ledger.unrecoupedCents),
      },
    }),
    tierBreakdown: simulation.tierBreakdown.map((tier) => ({
      threshold: tier.threshold,
      nextThreshold: tier.nextThreshold,
      unitsInTier: tier.unitsInTier,
      revenue: fromCents(tier.revenueCents),
      expenses: fromCents(tier.expensesCents),
      applicable: tier.applicable,
      royaltyRate: fromCents(tier.rateBasisPoints),
      credit: fromCents(tier.creditCents),
      royaltyType: tier.royaltyType,
    })),
  };
}
