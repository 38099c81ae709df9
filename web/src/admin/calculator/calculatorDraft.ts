import { isoDateOf, type RoyaltyTerm, sampleSimulationInput } from '@colophon/domain';

export interface TierDraft {
  threshold: number;
  rate: number;
  type: RoyaltyTerm;
}

/** The calculator's left panel, as typed. */
export interface CalculatorDraft {
  startDate: string;
  endDate: string;
  unitsInPeriod: number;
  retailPrice: number;
  expensesInPeriod: number;
  payments: number;
  royaltyType: RoyaltyTerm;
  tiers: TierDraft[];
  /** An advance still to recoup; '' when none (the request leaves it out). */
  advance: number | '';
  /** A reserve against returns in percent of the period's earnings; '' when none. */
  reserve: number | '';
}

const daysAgo = (days: number, now: Date) => isoDateOf(new Date(now.getTime() - days * 86_400_000));

/** The spec's defaults: the last 30 days, one tier from 0 at 10 % of list price. */
export const defaultDraft = (now = new Date()): CalculatorDraft => ({
  startDate: daysAgo(30, now),
  endDate: isoDateOf(now),
  unitsInPeriod: 0,
  retailPrice: 0,
  expensesInPeriod: 0,
  payments: 0,
  royaltyType: 1,
  tiers: [{ threshold: 0, rate: 10, type: 1 }],
  advance: '',
  reserve: '',
});

/** The spec's sample (the royalty engine's own, in the screen's units). */
export const sampleDraft = (now = new Date()): CalculatorDraft => ({
  ...defaultDraft(now),
  unitsInPeriod: sampleSimulationInput.unitsInPeriod,
  retailPrice: sampleSimulationInput.retailPriceCents / 100,
  expensesInPeriod: sampleSimulationInput.expensesInPeriodCents / 100,
  payments: sampleSimulationInput.previousPaymentsCents / 100,
  royaltyType: sampleSimulationInput.tiers[0]!.term,
  tiers: sampleSimulationInput.tiers.map((tier) => ({
    threshold: tier.start,
    rate: tier.rateBasisPoints / 100,
    type: tier.term,
  })),
});

/** A new tier: 100 units above the last one, 2 points more, the same type. */
export function withTierAdded(tiers: readonly TierDraft[]): TierDraft[] {
  const last = tiers[tiers.length - 1];
  if (!last) return [{ threshold: 0, rate: 10, type: 1 }];
  return [...tiers, { threshold: last.threshold + 100, rate: last.rate + 2, type: last.type }];
}

/** At least one tier always remains. */
export const withTierRemoved = (tiers: readonly TierDraft[], index: number): TierDraft[] =>
  tiers.length <= 1 ? [...tiers] : tiers.filter((_tier, position) => position !== index);

/** The simulation request (POST /api/v1/royalty_simulation/), tiers sorted by threshold; an advance and a reserve only when given. */
export function simulationRequestOf({ advance, reserve, ...draft }: CalculatorDraft) {
  return {
    ...draft,
    tiers: [...draft.tiers].sort((a, b) => a.threshold - b.threshold),
    ...(advance !== '' && { advance }),
    ...(reserve !== '' && { reserve }),
  };
}
