/**
 * What stands between a royalty's earnings and what is payable: reserves against returns (per
 * royalty, held and released over the royalty's statement periods), advances (per creator and
 * contract, recouped from the earnings of the royalties that share them) and the publisher's minimum
 * payout. Pure, in integer cents, with the engine's one rounding rule; the rules and worked examples
 * are in docs/royalties.md.
 */

import { tracksInventory } from '../catalogue/inventory.ts';
import {
  applyRate,
  defaultRoyaltyOptions,
  type Expense,
  type RoyaltyOptions,
  type RoyaltyTiers,
  type Sale,
  shareByWeight,
  sumFigures,
  tierFigures,
} from './engine.ts';

/** In full after `afterPeriods` statement periods, or in equal parts over the next `periods`. */
export type ReserveRelease = { kind: 'full'; afterPeriods: number } | { kind: 'parts'; periods: number };

/** A royalty's reserve against returns: a percent of each period's earnings, never above the cap. */
export interface ReserveTerms {
  percentBasisPoints: number;
  capBasisPoints: number;
  release: ReserveRelease;
}

export const defaultReserveCapBasisPoints = 2000;
export const defaultReserveRelease: ReserveRelease = { kind: 'full', afterPeriods: 2 };
/** A release schedule runs over at most this many periods (ten years of quarterly statements). */
export const maxReserveReleasePeriods = 40;

/**
 * Ebooks and audiobooks are not returned as print is, so they carry no reserve unless the publisher
 * says so (`allowDigital`).
 */
export const reserveAllowedOn = (format: { formatCode: string; digitalProduct: boolean }, allowDigital: boolean) =>
  allowDigital || tracksInventory(format.formatCode, format.digitalProduct);

/** What a period holds in reserve: its percent (at most the cap) of positive earnings, nothing of a loss. */
export const reserveHeldOf = (earningsCents: number, reserve: Omit<ReserveTerms, 'release'> | null) =>
  reserve && earningsCents > 0
    ? applyRate(earningsCents, Math.min(reserve.percentBasisPoints, reserve.capBasisPoints))
    : 0;

/** One statement period of a royalty's reserve. */
export interface ReservePeriod {
  /** The period's last day; the period runs from the day after the previous one's end. */
  end: string;
  /** Credit − debit of the period, returns included. */
  earningsCents: number;
  /** What the period's returns took off its earnings (0 without returns). */
  returnsCents: number;
  heldCents: number;
  /** Earlier holds paid out this period, net of the returns they covered. */
  releasedCents: number;
  /** The period's returns met from earlier holds instead of from what is payable. */
  returnsCoveredCents: number;
  /** Held and not yet released or used, after the period. */
  balanceCents: number;
}

const earningsOf = (figures: { creditCents: number; debitCents: number }) => figures.creditCents - figures.debitCents;

/**
 * A span's earnings (credit − debit) and what its returns (negative sales) took off them: the same
 * span computed without its returns, minus with them.
 */
function spanEarnings(
  tiers: RoyaltyTiers,
  sales: readonly Sale[],
  expenses: readonly Expense[],
  after: string | null,
  end: string,
  options: RoyaltyOptions,
): { earningsCents: number; returnsCents: number } {
  const inSpan = (date: string) => (after === null || date > after) && date <= end;
  const unitsBefore = Math.max(
    sales.filter((sale) => after !== null && sale.date <= after).reduce((sum, sale) => sum + sale.units, 0),
    0,
  );
  const periodSales = sales.filter((sale) => inSpan(sale.date));
  const expensesCents = expenses.filter((expense) => inSpan(expense.date)).reduce((sum, e) => sum + e.amountCents, 0);
  const figures = (counted: readonly Sale[]) =>
    earningsOf(sumFigures(tierFigures(tiers, unitsBefore, counted, expensesCents, options)));
  const earningsCents = figures(periodSales);
  const withoutReturns = periodSales.some((sale) => sale.units < 0)
    ? figures(periodSales.filter((sale) => sale.units > 0))
    : earningsCents;
  return { earningsCents, returnsCents: Math.max(withoutReturns - earningsCents, 0) };
}

interface ReserveLot {
  period: number;
  heldCents: number;
  remainingCents: number;
  parts: number[];
}

/** What a hold made `age` periods ago is due to release now, before what it has covered is taken off. */
function scheduledRelease(lot: ReserveLot, age: number, release: ReserveRelease): number {
  if (release.kind === 'full') return age === release.afterPeriods ? lot.remainingCents : 0;
  if (age > release.periods) return 0;
  return age === release.periods ? lot.remainingCents : Math.min(lot.parts[age - 1]!, lot.remainingCents);
}

/**
 * The ledger periods of a statement: the ends of the royalty's earlier statements before the period,
 * then the period's own end. Each ledger period runs from the day after the previous end, so every
 * sale is in exactly one, however the statements were cut.
 */
export const ledgerEnds = (statementEnds: readonly string[], period: { start: string; end: string }): string[] => [
  ...[...new Set(statementEnds.filter((end) => end < period.start))].sort(),
  period.end,
];

/**
 * A royalty's reserve over its statement periods (`ends`, ascending). Each period: its returns are
 * met first from the oldest holds still kept; then each earlier hold releases what its schedule says,
 * net of what it covered; then the period holds its percent (at most the cap) of positive earnings.
 */
export function reserveLedger(
  tiers: RoyaltyTiers,
  sales: readonly Sale[],
  expenses: readonly Expense[],
  ends: readonly string[],
  reserve: ReserveTerms | null,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): ReservePeriod[] {
  const lots: ReserveLot[] = [];
  return ends.map((end, index) => {
    const { earningsCents, returnsCents } = spanEarnings(tiers, sales, expenses, ends[index - 1] ?? null, end, options);
    let uncovered = returnsCents;
    for (const lot of lots) {
      const used = Math.min(uncovered, lot.remainingCents);
      lot.remainingCents -= used;
      uncovered -= used;
    }
    let releasedCents = 0;
    if (reserve)
      for (const lot of lots) {
        const released = scheduledRelease(lot, index - lot.period, reserve.release);
        lot.remainingCents -= released;
        releasedCents += released;
      }
    const heldCents = reserveHeldOf(earningsCents, reserve);
    if (heldCents > 0) {
      const parts = reserve?.release.kind === 'parts' ? reserve.release.periods : 1;
      lots.push({
        period: index,
        heldCents,
        remainingCents: heldCents,
        parts: shareByWeight(
          heldCents,
          Array.from({ length: parts }, () => 1),
        ),
      });
    }
    return {
      end,
      earningsCents,
      returnsCents,
      heldCents,
      releasedCents,
      returnsCoveredCents: returnsCents - uncovered,
      balanceCents: lots.reduce((sum, lot) => sum + lot.remainingCents, 0),
    };
  });
}

/** An advance: the amount agreed with the creator, its instalments, and the royalties whose earnings recoup it. */
export interface AdvanceFacts {
  advanceId: string;
  /** What the creator and the publisher call it (the contract). */
  name: string;
  amountCents: number;
  royaltyIds: readonly string[];
  instalments: readonly { paidDate: string; amountCents: number }[];
}

/** An advance on a statement, as of the period's end. */
export interface AdvanceFigures {
  advanceId: string;
  name: string;
  amountCents: number;
  /** Instalments paid up to the period's end. */
  paidCents: number;
  recoupedCents: number;
  recoupedLifeCents: number;
  /** Amount − recouped to date: never owed by the creator, only kept from later earnings. */
  unrecoupedCents: number;
}

/**
 * Recoups advances, in the order given, from what each royalty has available (earnings to date not
 * held in reserve). An advance recoups at most its amount and at least nothing: an unrecouped advance
 * is not a debt. Each advance's recoupment is shared across its royalties by what they had available
 * (whole cents, adding up), so every royalty's balance can be shown on its own line.
 */
export function recoupAdvances(
  advances: readonly AdvanceFacts[],
  availableCents: ReadonlyMap<string, number>,
): { recoupedByRoyalty: Map<string, number>; recoupedByAdvance: Map<string, number> } {
  const left = new Map(availableCents);
  const recoupedByRoyalty = new Map<string, number>();
  const recoupedByAdvance = new Map<string, number>();
  for (const advance of advances) {
    const royaltyIds = advance.royaltyIds.filter((id) => left.has(id));
    const weights = royaltyIds.map((id) => Math.max(left.get(id)!, 0));
    const available = royaltyIds.reduce((sum, id) => sum + left.get(id)!, 0);
    const recouped = Math.min(Math.max(available, 0), advance.amountCents);
    recoupedByAdvance.set(advance.advanceId, recouped);
    shareByWeight(recouped, weights).forEach((share, index) => {
      const id = royaltyIds[index]!;
      left.set(id, left.get(id)! - share);
      recoupedByRoyalty.set(id, (recoupedByRoyalty.get(id) ?? 0) + share);
    });
  }
  return { recoupedByRoyalty, recoupedByAdvance };
}

/** A statement's payout: below the publisher's minimum, a positive balance is carried to the next statement. */
export function payoutOf(balanceCents: number, minimumPayoutCents: number) {
  const payableCents = balanceCents > 0 && balanceCents >= minimumPayoutCents ? balanceCents : 0;
  return { balanceCents, minimumPayoutCents, payableCents, carriedForwardCents: balanceCents - payableCents };
}
