/**
 * The royalty engine: every royalty figure (read model, statements, calculator, audit replay) comes
 * from here. Pure: it is given a royalty's tiers and its sales and expenses, and returns figures in
 * integer cents. The rules, with worked examples, are in docs/royalties.md.
 */

import { royaltyMessages } from './messages.ts';

/** The spec's royalty terms: 1 of list price, 2 of net receipts, 3 of net profits, 4 of true profits. */
export type RoyaltyTerm = 1 | 2 | 3 | 4;

export const royaltyTermNames: Record<RoyaltyTerm, string> = {
  1: 'of list price',
  2: 'of net receipts',
  3: 'of net profits',
  4: 'of true profits',
};

/** A tier: from `start` units sold (lifetime, counted from 0) at `rateBasisPoints` (1250 = 12.5 %). */
export interface Tier {
  start: number;
  rateBasisPoints: number;
  term: RoyaltyTerm;
}

/** Regular tiers, and tier sets that apply to lines sold at or above their discount. */
export interface RoyaltyTiers {
  regular: readonly Tier[];
  discountSets: readonly { discountBasisPoints: number; tiers: readonly Tier[] }[];
}

/** One order line of the royalty's product, dated by the publisher's accounting method. */
export interface Sale {
  date: string;
  units: number;
  /** Retail (list) price of one unit. */
  listPriceCents: number;
  /** What the publisher received for the whole line (units × unit price after discount). */
  receiptsCents: number;
  discountBasisPoints: number;
}

export interface Expense {
  date: string;
  amountCents: number;
}

export interface RoyaltyFigures {
  units: number;
  revenueCents: number;
  expensesCents: number;
  creditCents: number;
  debitCents: number;
}

export interface TierFigures extends RoyaltyFigures {
  tier: Tier;
  /** The last unit index of the tier, or null for the last tier (to infinity). */
  end: number | null;
  /** Null for regular tiers. */
  discountBasisPoints: number | null;
}

export interface RoyaltyOptions {
  /** The publisher's bottom-line share taken off net profits for term 4 (4700 = 47 %). */
  bottomLineBasisPoints: number;
}

export const defaultRoyaltyOptions: RoyaltyOptions = { bottomLineBasisPoints: 4700 };

/** Where a tier starts: the tier rules below need nothing else, so the editors' drafts use them too. */
type TierStart = Pick<Tier, 'start'>;

/** The spec's tier rule: each start above the previous one, the first from 0. */
export function tierProblems(tiers: readonly TierStart[]): { index: number; message: string }[] {
  return tiers.flatMap((tier, index) => {
    const previous = tiers[index - 1];
    if (index === 0 ? tier.start !== 0 : tier.start <= previous!.start)
      return [{ index, message: royaltyMessages.tierStartTooLow }];
    return [];
  });
}

/** Regular tiers offer the four terms; discount tier sets only list price and net receipts. */
export const termsOfTierSet = (set: 'regular' | 'discount'): readonly RoyaltyTerm[] =>
  set === 'regular' ? [1, 2, 3, 4] : [1, 2];

/** Where a new tier of a group starts: 100 above the last one. */
export const nextTierStart = (tiers: readonly TierStart[]): number =>
  tiers.length === 0 ? 0 : tiers[tiers.length - 1]!.start + 100;

/** A tier's last unit index: the next tier's start minus one; the last tier runs to infinity. */
export const tierEnd = (tiers: readonly TierStart[], index: number): number | null => {
  const next = tiers[index + 1];
  return next ? next.start - 1 : null;
};

/** cents × basis points / 10 000, rounded half away from zero: the one rounding rule of the engine. */
export function applyRate(cents: number, basisPoints: number): number {
  const exact = BigInt(Math.round(cents)) * BigInt(Math.round(basisPoints));
  const magnitude = exact < 0n ? -exact : exact;
  const rounded = (magnitude + 5000n) / 10000n;
  return Number(exact < 0n ? -rounded : rounded);
}

/** The tier set a line's discount selects: the highest discount set at or below it, else regular. */
function tierSetFor(tiers: RoyaltyTiers, discountBasisPoints: number) {
  const set = [...tiers.discountSets]
    .filter((candidate) => candidate.tiers.length > 0 && candidate.discountBasisPoints <= discountBasisPoints)
    .sort((a, b) => b.discountBasisPoints - a.discountBasisPoints)[0];
  return set ? { key: set.discountBasisPoints, tiers: set.tiers } : { key: null, tiers: tiers.regular };
}

const tierIndexAt = (tiers: readonly Tier[], unitIndex: number): number => {
  let found = 0;
  tiers.forEach((tier, index) => {
    if (tier.start <= unitIndex) found = index;
  });
  return found;
};

/**
 * One tier's running totals in a split: which tier (its set's discount, null for regular, and its
 * index in the set) and what the units counted in it brought.
 */
export interface TierBucket {
  discountBasisPoints: number | null;
  index: number;
  units: number;
  revenueCents: number;
  listCents: number;
}

/**
 * Where a split of sales across tiers stands: the unit position reached and each tier's totals, in
 * the order the tiers were first reached (the order expenses are shared in). A split continued with
 * later sales is the split of all of them: the read model keeps it and adds a batch's new sales.
 */
export interface TierSplit {
  position: number;
  buckets: TierBucket[];
}

export const emptyTierSplit = (unitsBefore: number): TierSplit => ({ position: unitsBefore, buckets: [] });

/**
 * Splits each line's units across the tiers they straddle, continuing `split` (which it leaves as it
 * was). Unit indexes count from 0: with tiers starting at 0 and 100, the first 100 units (indexes
 * 0-99) are in the first tier and the 101st unit (index 100) in the second. Lifetime units before the
 * period set where counting starts. A return (negative units) steps back down from the current position.
 */
export function continueTierSplit(tiers: RoyaltyTiers, split: TierSplit, sales: readonly Sale[]): TierSplit {
  const buckets = split.buckets.map((bucket) => ({ ...bucket }));
  const byId = new Map(buckets.map((bucket) => [`${bucket.discountBasisPoints}:${bucket.index}`, bucket]));
  let position = split.position;
  const bucketFor = (key: number | null, index: number): TierBucket => {
    const id = `${key}:${index}`;
    let bucket = byId.get(id);
    if (!bucket) {
      bucket = { discountBasisPoints: key, index, units: 0, revenueCents: 0, listCents: 0 };
      byId.set(id, bucket);
      buckets.push(bucket);
    }
    return bucket;
  };
  for (const sale of [...sales].sort((a, b) => a.date.localeCompare(b.date))) {
    const { key, tiers: set } = tierSetFor(tiers, sale.discountBasisPoints);
    if (set.length === 0 || sale.units === 0) continue;
    const direction = Math.sign(sale.units);
    let remaining = Math.abs(sale.units);
    const chunks: { bucket: TierBucket; units: number }[] = [];
    while (remaining > 0) {
      // The unit being counted: the next one when selling, the last one counted when returning.
      const unitIndex = direction > 0 ? position : Math.max(position - 1, 0);
      const index = tierIndexAt(set, unitIndex);
      const end = tierEnd(set, index);
      const room = direction > 0 ? (end === null ? remaining : end - unitIndex + 1) : unitIndex - set[index]!.start + 1;
      const units = Math.min(remaining, Math.max(room, 1));
      chunks.push({ bucket: bucketFor(key, index), units: direction * units });
      position += direction * units;
      remaining -= units;
    }
    // The line's receipts go to its tiers by units, in whole cents that add up to the line.
    const receipts = shareByWeight(
      sale.receiptsCents,
      chunks.map((chunk) => Math.abs(chunk.units)),
    );
    chunks.forEach((chunk, index) => {
      chunk.bucket.units += chunk.units;
      chunk.bucket.revenueCents += receipts[index]!;
      chunk.bucket.listCents += chunk.units * sale.listPriceCents;
    });
  }
  return { position, buckets };
}

/** Shares `total` across weights in whole cents; the shares add up to `total` exactly (largest remainder). */
export function shareByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map((value) => Math.trunc(value));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: Math.abs(value - Math.trunc(value)) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left === 0) break;
    const step = Math.sign(left);
    shares[index]! += step;
    left -= step;
  }
  return shares;
}

/** The base a tier's rate applies to, by its term. */
function baseOf(
  term: RoyaltyTerm,
  bucket: { listCents: number; revenueCents: number; expensesCents: number },
  options: RoyaltyOptions,
): number {
  switch (term) {
    case 1:
      return bucket.listCents;
    case 2:
      return bucket.revenueCents;
    case 3:
      return bucket.revenueCents - bucket.expensesCents;
    case 4: {
      const netProfit = bucket.revenueCents - bucket.expensesCents;
      return netProfit - applyRate(netProfit, options.bottomLineBasisPoints);
    }
  }
}

/**
 * A period's figures per tier: units split across tiers, the product's expenses shared across the
 * tiers in proportion to their revenue (all to the current tier when nothing sold), and each tier's
 * rate applied to its base. A positive base is a credit, a negative one a debit.
 */
export function tierFigures(
  tiers: RoyaltyTiers,
  unitsBefore: number,
  sales: readonly Sale[],
  expensesCents: number,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): TierFigures[] {
  return figuresOfTierSplit(
    tiers,
    unitsBefore,
    continueTierSplit(tiers, emptyTierSplit(unitsBefore), sales),
    expensesCents,
    options,
  );
}

/** The figures per tier of a split that started at `unitsBefore` (see `tierFigures`). */
export function figuresOfTierSplit(
  tiers: RoyaltyTiers,
  unitsBefore: number,
  split: TierSplit,
  expensesCents: number,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): TierFigures[] {
  const setOf = (key: number | null) =>
    key === null
      ? tiers.regular
      : (tiers.discountSets.find((set) => set.tiers.length > 0 && set.discountBasisPoints === key)?.tiers ?? []);
  let buckets = split.buckets.map((bucket) => {
    const set = setOf(bucket.discountBasisPoints);
    return { ...bucket, tier: set[bucket.index]!, end: tierEnd(set, bucket.index) };
  });
  if (buckets.length === 0 && expensesCents !== 0 && tiers.regular.length > 0) {
    const index = tierIndexAt(tiers.regular, unitsBefore);
    buckets = [
      {
        discountBasisPoints: null,
        index,
        tier: tiers.regular[index]!,
        end: tierEnd(tiers.regular, index),
        units: 0,
        revenueCents: 0,
        listCents: 0,
      },
    ];
  }
  const expenseShares = shareByWeight(
    expensesCents,
    buckets.map((bucket) => Math.max(bucket.revenueCents, 0)),
  );
  return buckets.map((bucket, index) => {
    const shared = { ...bucket, expensesCents: expenseShares[index]! };
    const royalty = applyRate(baseOf(bucket.tier.term, shared, options), bucket.tier.rateBasisPoints);
    return {
      tier: bucket.tier,
      end: bucket.end,
      discountBasisPoints: bucket.discountBasisPoints,
      units: bucket.units,
      revenueCents: bucket.revenueCents,
      expensesCents: shared.expensesCents,
      creditCents: Math.max(royalty, 0),
      debitCents: Math.max(-royalty, 0),
    };
  });
}

export const sumFigures = (figures: readonly RoyaltyFigures[]): RoyaltyFigures =>
  figures.reduce(
    (total, figure) => ({
      units: total.units + figure.units,
      revenueCents: total.revenueCents + figure.revenueCents,
      expensesCents: total.expensesCents + figure.expensesCents,
      creditCents: total.creditCents + figure.creditCents,
      debitCents: total.debitCents + figure.debitCents,
    }),
    { units: 0, revenueCents: 0, expensesCents: 0, creditCents: 0, debitCents: 0 },
  );

export interface Period {
  /** First day, YYYY-MM-DD, inclusive. */
  start: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  end: string;
}

const within = (date: string, period: Period) => date >= period.start && date <= period.end;

/** A statement line for one royalty: the period's figures and its life figures up to the period's end. */
export interface RoyaltyStatementLine {
  period: RoyaltyFigures & { tiers: TierFigures[] };
  life: RoyaltyFigures;
}

/**
 * One royalty over a period. Life figures are computed the same way over everything up to the
 * period's end (one span, so they do not depend on how earlier statements were cut).
 */
export function royaltyForPeriod(
  tiers: RoyaltyTiers,
  sales: readonly Sale[],
  expenses: readonly Expense[],
  period: Period,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): RoyaltyStatementLine {
  const unitsBefore = sales.filter((sale) => sale.date < period.start).reduce((sum, sale) => sum + sale.units, 0);
  const inPeriod = sales.filter((sale) => within(sale.date, period));
  const expensesInPeriod = expenses
    .filter((expense) => within(expense.date, period))
    .reduce((sum, expense) => sum + expense.amountCents, 0);
  const periodTiers = tierFigures(tiers, Math.max(unitsBefore, 0), inPeriod, expensesInPeriod, options);

  const life = lifeFigures(
    tiers,
    sales.filter((sale) => sale.date <= period.end),
    expenses.filter((expense) => expense.date <= period.end),
    options,
  );
  return { period: { ...sumFigures(periodTiers), tiers: periodTiers }, life };
}

/**
 * A royalty's life figures over the sales and expenses given, as one span from the first unit: the
 * read model's owed (over everything recorded) and a statement's life figures (up to its end).
 */
export const lifeFigures = (
  tiers: RoyaltyTiers,
  sales: readonly Sale[],
  expenses: readonly Expense[],
  options: RoyaltyOptions = defaultRoyaltyOptions,
): RoyaltyFigures =>
  sumFigures(
    tierFigures(
      tiers,
      0,
      sales,
      expenses.reduce((sum, expense) => sum + expense.amountCents, 0),
      options,
    ),
  );

/**
 * Owed is life credit minus life debit; the balance is owed minus what was paid. The spec's statement
 * balance (|credit − debit − paid|, negative when debit plus paid exceed credit) is this same number.
 */
export const owedCents = (life: Pick<RoyaltyFigures, 'creditCents' | 'debitCents'>) =>
  life.creditCents - life.debitCents;
export const balanceCents = (life: Pick<RoyaltyFigures, 'creditCents' | 'debitCents'>, paidCents: number) =>
  owedCents(life) - paidCents;

/** The spec's balance badge: green for a credit (negative), red at 100.00 or more, else neutral. */
export function balanceBadgeColour(balance: number): 'green' | 'red' | 'neutral' {
  if (balance < 0) return 'green';
  if (balance >= 10_000) return 'red';
  return 'neutral';
}
