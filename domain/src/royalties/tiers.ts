import { parseCents } from '../money.ts';
import { fullPercent } from '../orders/pricing.ts';
import {
  type RoyaltyTerm,
  royaltyTermNames,
  type RoyaltyTiers,
  termsOfTierSet,
  type Tier,
  tierProblems,
} from './engine.ts';
import { royaltyMessages } from './messages.ts';

/**
 * A tier as a royalty holds it: a regular tier (the spec's category 1, 'units sold') or a tier of a
 * discount set (category 2), which applies to lines sold at or above its discount.
 */
export interface RoyaltyTier extends Tier {
  tierId: string;
  /** Null for a regular tier; else the discount of its set in basis points (5000 = 50 %). */
  discountBasisPoints: number | null;
}

export const isRoyaltyTerm = (value: number): value is RoyaltyTerm =>
  termsOfTierSet('regular').includes(value as RoyaltyTerm);

/** A tier as entered, before its rules are checked: an amount that was not a percent is null. */
export interface TierDraft extends Omit<RoyaltyTier, 'rateBasisPoints' | 'term'> {
  rateBasisPoints: number | null;
  term: number;
}

export interface TierGroup<T extends TierDraft = RoyaltyTier> {
  discountBasisPoints: number | null;
  tiers: T[];
}

/** The tiers by group, each in the order held: regular first, then discount sets by discount. */
export function tierGroups<T extends TierDraft>(tiers: readonly T[]): TierGroup<T>[] {
  const groups = new Map<number | null, T[]>();
  for (const tier of tiers)
    groups.set(tier.discountBasisPoints, [...(groups.get(tier.discountBasisPoints) ?? []), tier]);
  return [...groups]
    .map(([discountBasisPoints, grouped]) => ({ discountBasisPoints, tiers: grouped }))
    .sort((a, b) => (a.discountBasisPoints ?? -1) - (b.discountBasisPoints ?? -1));
}

/** The royalty's tiers as the engine reads them. */
export function engineTiers(tiers: readonly RoyaltyTier[]): RoyaltyTiers {
  const plain = (tier: RoyaltyTier): Tier => ({
    start: tier.start,
    rateBasisPoints: tier.rateBasisPoints,
    term: tier.term,
  });
  const groups = tierGroups(tiers);
  return {
    regular: groups.find((group) => group.discountBasisPoints === null)?.tiers.map(plain) ?? [],
    discountSets: groups
      .filter((group) => group.discountBasisPoints !== null)
      .map((group) => ({ discountBasisPoints: group.discountBasisPoints!, tiers: group.tiers.map(plain) })),
  };
}

/** The tiers in the order a royalty keeps them: by group, each group by start. */
export const sortedTiers = <T extends TierDraft>(tiers: readonly T[]): T[] =>
  tierGroups(tiers).flatMap((group) => [...group.tiers].sort((a, b) => a.start - b.start));

/**
 * The spec's tier rules over a royalty's tiers as given: at least one tier; in each group the first
 * starts at 0 and every later start is above the one before ('Tier start too low.'); an amount is a
 * percent from 0 to 100; regular tiers take any of the four terms, discount tiers the first two.
 */
export function royaltyTierProblems(tiers: readonly TierDraft[]): { tierId: string | null; message: string }[] {
  if (tiers.length === 0) return [{ tierId: null, message: royaltyMessages.tierRequired }];
  const problems: { tierId: string | null; message: string }[] = [];
  for (const group of tierGroups(tiers)) {
    for (const { index, message } of tierProblems(group.tiers))
      problems.push({ tierId: group.tiers[index]!.tierId, message });
    for (const tier of group.tiers) {
      const rate = tier.rateBasisPoints;
      if (rate === null || !Number.isInteger(rate) || rate < 0 || rate > fullPercent)
        problems.push({ tierId: tier.tierId, message: royaltyMessages.tierAmountInvalid });
      if (!isRoyaltyTerm(tier.term)) problems.push({ tierId: tier.tierId, message: royaltyMessages.tierTermInvalid });
      else if (group.discountBasisPoints !== null && !termsOfTierSet('discount').includes(tier.term))
        problems.push({ tierId: tier.tierId, message: royaltyMessages.discountTierTermInvalid });
    }
  }
  return problems;
}

/** A percent as typed ("12.5", up to two decimals) → basis points; null when not a percent from 0 to 100. */
export function parsePercent(text: string): number | null {
  const basisPoints = parseCents(text);
  return basisPoints !== null && basisPoints <= fullPercent ? basisPoints : null;
}

/** Basis points as the spec shows a percent, to 1 decimal (rounded half up): 1250 → "12.5", 1225 → "12.3". */
export function formatRate(basisPoints: number): string {
  const tenths = Math.floor((basisPoints + 5) / 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The TERMS column: each group's tiers, e.g. "10.0% of net receipts; 15.0% from 100 units". */
export function termsSummary(tiers: readonly RoyaltyTier[]): string {
  return tierGroups(tiers)
    .map((group) => {
      const parts = [...group.tiers]
        .sort((a, b) => a.start - b.start)
        .map(
          (tier) =>
            `${formatRate(tier.rateBasisPoints)}% ${royaltyTermNames[tier.term]}${tier.start > 0 ? ` from ${tier.start} units` : ''}`,
        );
      const prefix =
        group.discountBasisPoints === null ? '' : `at ${formatRate(group.discountBasisPoints)}% discount or more: `;
      return `${prefix}${parts.join(', ')}`;
    })
    .join('; ');
}
