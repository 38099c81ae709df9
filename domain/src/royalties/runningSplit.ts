import {
  continueTierSplit,
  defaultRoyaltyOptions,
  emptyTierSplit,
  figuresOfTierSplit,
  type RoyaltyFigures,
  type RoyaltyOptions,
  type RoyaltyTiers,
  sumFigures,
  type TierSplit,
} from './engine.ts';
import { compareSaleKeys, type SaleEntry, type SaleKey } from './sales.ts';

/**
 * A royalty's life split kept between computations (the royalties read model keeps it per royalty):
 * the split of all its sales so far and the key of the last of them. Life figures come from it
 * without its sales, and a change that only adds sales after the last one continues it.
 */
export interface RunningSplit extends TierSplit {
  last: SaleKey | null;
}

/** The running split of a royalty's sales (all of them, in `royaltySaleEntries` order). */
export function runningSplitOf(tiers: RoyaltyTiers, entries: readonly SaleEntry[]): RunningSplit {
  return {
    ...continueTierSplit(
      tiers,
      emptyTierSplit(0),
      entries.map((entry) => entry.sale),
    ),
    last: entries.at(-1)?.key ?? null,
  };
}

const identityOf = (entry: SaleEntry) => JSON.stringify([entry.key, entry.sale]);

/**
 * The running split after some lines changed, given the sales those lines made before and after the
 * change; null when it must be computed again from all sales. The split walks sales in order and
 * each sale's tiers depend on the units before it, so it continues only when no sale went away or
 * changed and every new sale sorts after the last one counted: then continuing is walking all the
 * sales again, step for step.
 */
export function continuedRunningSplit(
  tiers: RoyaltyTiers,
  running: RunningSplit,
  before: readonly SaleEntry[],
  after: readonly SaleEntry[],
): RunningSplit | null {
  const unmatched = new Map<string, number>();
  for (const entry of before) unmatched.set(identityOf(entry), (unmatched.get(identityOf(entry)) ?? 0) + 1);
  const added: SaleEntry[] = [];
  for (const entry of after) {
    const left = unmatched.get(identityOf(entry)) ?? 0;
    if (left > 0) unmatched.set(identityOf(entry), left - 1);
    else added.push(entry);
  }
  if ([...unmatched.values()].some((left) => left > 0)) return null;
  if (added.length === 0) return running;
  const sorted = [...added].sort((a, b) => compareSaleKeys(a.key, b.key));
  if (running.last !== null && compareSaleKeys(sorted[0]!.key, running.last) <= 0) return null;
  return {
    ...continueTierSplit(
      tiers,
      running,
      sorted.map((entry) => entry.sale),
    ),
    last: sorted.at(-1)!.key,
  };
}

/** A royalty's life figures from its running split (as `lifeFigures` over its sales) and its expenses. */
export const lifeFiguresOfSplit = (
  tiers: RoyaltyTiers,
  running: TierSplit,
  expensesCents: number,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): RoyaltyFigures => sumFigures(figuresOfTierSplit(tiers, 0, running, expensesCents, options));
