import {
  nextTierStart,
  parsePercent,
  royaltyMessages,
  type RoyaltyTerm,
  royaltyTierProblems,
  type TierDraft,
  tierProblems,
} from '@colophon/domain';

import type { RoyaltyLineItemInput, RoyaltyTierFieldsFragment } from '../../generated/graphql.ts';

/** A tier as the editor holds it: the amount is the percent as typed, the term unchosen at first. */
export interface EditorTier {
  /** Stable React key; not sent. */
  key: string;
  /** The saved tier's id; none for a tier added in the editor. */
  id?: string;
  start: number;
  amount: string;
  term: RoyaltyTerm | null;
}

/** Tiers that apply to lines sold at or above a discount (percent as typed). */
export interface DiscountSetDraft {
  key: string;
  discount: string;
  tiers: EditorTier[];
}

export interface TiersDraft {
  regular: EditorTier[];
  discountSets: DiscountSetDraft[];
}

let lastKey = 0;
const newKey = () => `draft-${++lastKey}`;

const emptyTier = (start: number, term: RoyaltyTerm | null): EditorTier => ({ key: newKey(), start, amount: '', term });

/** A new royalty's tiers: one regular tier from 0, its amount and term still to choose. */
export const newTiersDraft = (): TiersDraft => ({ regular: [emptyTier(0, null)], discountSets: [] });

/** The spec's new tier: 100 above the last one of its group, on the same term. */
export const withNewTier = (tiers: EditorTier[]): EditorTier[] => [
  ...tiers,
  emptyTier(nextTierStart(tiers), tiers[tiers.length - 1]?.term ?? null),
];

/** A tier leaves its group; the first tier of what is left starts at 0, as every group does. */
export const withoutTier = (tiers: EditorTier[], key: string): EditorTier[] =>
  tiers.filter((tier) => tier.key !== key).map((tier, index) => (index === 0 ? { ...tier, start: 0 } : tier));

export const withNewDiscountSet = (sets: DiscountSetDraft[]): DiscountSetDraft[] => [
  ...sets,
  { key: newKey(), discount: '', tiers: [emptyTier(0, null)] },
];

export interface TierDraftProblems {
  /** 'Tier start too low.' by tier key. */
  starts: Map<string, string>;
  /** Discount sets without a discount, or sharing one with another set, by set key. */
  discounts: Map<string, string>;
}

/** Two sets on one discount would be one group to the server: the editor keeps them apart. */
export const repeatedDiscount = 'Another tier set has this discount';

export function tierDraftProblems(draft: TiersDraft): TierDraftProblems {
  const starts = new Map<string, string>();
  const groups = [draft.regular, ...draft.discountSets.map((set) => set.tiers)];
  for (const tiers of groups) {
    for (const problem of tierProblems(tiers)) starts.set(tiers[problem.index]!.key, problem.message);
  }
  const discounts = new Map<string, string>();
  const seen = new Set<number>();
  for (const set of draft.discountSets) {
    const basisPoints = parsePercent(set.discount);
    if (basisPoints === null) discounts.set(set.key, royaltyMessages.tierDiscountInvalid);
    else if (seen.has(basisPoints)) discounts.set(set.key, repeatedDiscount);
    else seen.add(basisPoints);
  }
  return { starts, discounts };
}

/** The tiers as the domain's tier rules read them (the server's rules on save). */
const domainTiers = (draft: TiersDraft): TierDraft[] => {
  const domainTier = (tier: EditorTier, discountBasisPoints: number | null): TierDraft => ({
    tierId: tier.key,
    discountBasisPoints,
    start: tier.start,
    rateBasisPoints: parsePercent(tier.amount),
    term: tier.term ?? 0,
  });
  return [
    ...draft.regular.map((tier) => domainTier(tier, null)),
    ...draft.discountSets.flatMap((set) => set.tiers.map((tier) => domainTier(tier, parsePercent(set.discount)))),
  ];
};

/**
 * The spec's Save rule for the tiers: at least one tier, every tier with a term its group offers and
 * an amount, and no tier invalid; every discount set with a discount of its own.
 */
export function tiersReady(draft: TiersDraft): boolean {
  if (tierDraftProblems(draft).discounts.size > 0) return false;
  return royaltyTierProblems(domainTiers(draft)).length === 0;
}

/** The spec's tier categories: 1 'units sold' (regular tiers), 2 'discount' (tiers of a discount set). */
const regularCategory = '1';
const discountCategory = 2;

/** A royalty's saved tiers as the editor holds them: regular tiers, then one set per discount. */
export function tiersDraftOf(items: readonly RoyaltyTierFieldsFragment[]): TiersDraft {
  const draftOf = (item: RoyaltyTierFieldsFragment): EditorTier => ({
    key: item.id,
    id: item.id,
    start: item.thresholdStart,
    amount: item.amount,
    term: Number(item.royaltyTerm.id) as RoyaltyTerm,
  });
  const byStart = [...items].sort((a, b) => a.thresholdStart - b.thresholdStart);
  const sets = new Map<string, DiscountSetDraft>();
  for (const item of byStart) {
    if (item.category.id === regularCategory) continue;
    const set = sets.get(item.tierDiscount) ?? {
      key: `set-${item.tierDiscount}`,
      discount: item.tierDiscount,
      tiers: [],
    };
    set.tiers.push(draftOf(item));
    sets.set(item.tierDiscount, set);
  }
  return {
    regular: byStart.filter((item) => item.category.id === regularCategory).map(draftOf),
    discountSets: [...sets.values()],
  };
}

/** The tiers as createRoyalty and updateRoyalty take them (only once tiersReady). */
export function tiersInput(draft: TiersDraft): RoyaltyLineItemInput[] {
  const inputOf = (tier: EditorTier): RoyaltyLineItemInput => ({
    id: tier.id,
    amount: tier.amount,
    thresholdStart: tier.start,
    royaltyTerm: tier.term ?? 0,
  });
  return [
    ...draft.regular.map(inputOf),
    ...draft.discountSets.flatMap((set) =>
      set.tiers.map((tier) => ({ ...inputOf(tier), category: discountCategory, tierDiscount: set.discount })),
    ),
  ];
}
