import { bounds } from '../bounds.ts';
import {
  balanceCents,
  defaultRoyaltyOptions,
  type Expense,
  lifeFigures,
  type Period,
  royaltyForPeriod,
  type RoyaltyOptions,
  type RoyaltyTiers,
  type Sale,
} from './engine.ts';
import {
  type AdvanceFacts,
  type AdvanceFigures,
  ledgerEnds,
  payoutOf,
  recoupAdvances,
  reserveLedger,
  type ReserveTerms,
} from './ledger.ts';

/** A royalty payment as a statement counts it. */
export interface RoyaltyPaymentFact {
  sentDate: string;
  amountCents: number;
}

/** What the engine needs to know of one royalty: its terms and what happened to it. */
export interface RoyaltyFacts {
  tiers: RoyaltyTiers;
  sales: readonly Sale[];
  expenses: readonly Expense[];
  payments: readonly RoyaltyPaymentFact[];
  /** Its reserve against returns; none when absent. */
  reserve?: ReserveTerms | null;
  /** The period ends of the royalty's earlier statements: the periods its reserve is held and released over. */
  statementEnds?: readonly string[];
}

/** One statement line's figures (the spec's statement info), every amount in integer cents. */
export interface StatementLineFigures {
  units: number;
  revenueCents: number;
  expensesCents: number;
  creditCents: number;
  debitCents: number;
  lifeUnits: number;
  lifeRevenueCents: number;
  lifeExpensesCents: number;
  lifeCreditCents: number;
  lifeDebitCents: number;
  /** Payments sent up to the period's end. */
  paidCents: number;
  /** Reserve against returns held from the period's earnings. */
  reserveHeldCents: number;
  /** Earlier holds paid out this period, net of the returns they covered. */
  reserveReleasedCents: number;
  /** The period's returns met from the reserve rather than from what is payable. */
  reserveReturnsCents: number;
  /** Held and not yet released or used, after the period. */
  reserveBalanceCents: number;
  /** This royalty's share of advances recouped in the period (negative when returns un-earn some). */
  recoupedCents: number;
  /** Its share of advances recouped up to the period's end. */
  recoupedLifeCents: number;
  /**
   * lifeCredit − lifeDebit − reserve balance − recouped to date − paid: negative when life debit plus
   * paid exceed what was earned. An unrecouped advance never makes it negative.
   */
  balanceCents: number;
}

/** A royalty's line before advances, and what it has available to recoup them, at the period's end and before it. */
function royaltyPosition(facts: RoyaltyFacts, period: Period, options: RoyaltyOptions) {
  const { period: inPeriod, life } = royaltyForPeriod(facts.tiers, facts.sales, facts.expenses, period, options);
  const paidCents = facts.payments
    .filter((payment) => payment.sentDate <= period.end)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const ends = ledgerEnds(facts.statementEnds ?? [], period);
  const ledger = reserveLedger(facts.tiers, facts.sales, facts.expenses, ends, facts.reserve ?? null, options);
  const reserve = ledger[ledger.length - 1]!;
  const reserveBefore = ledger[ledger.length - 2]?.balanceCents ?? 0;
  const lifeBefore = lifeFigures(
    facts.tiers,
    facts.sales.filter((sale) => sale.date < period.start),
    facts.expenses.filter((expense) => expense.date < period.start),
    options,
  );
  const figures: StatementLineFigures = {
    units: inPeriod.units,
    revenueCents: inPeriod.revenueCents,
    expensesCents: inPeriod.expensesCents,
    creditCents: inPeriod.creditCents,
    debitCents: inPeriod.debitCents,
    lifeUnits: life.units,
    lifeRevenueCents: life.revenueCents,
    lifeExpensesCents: life.expensesCents,
    lifeCreditCents: life.creditCents,
    lifeDebitCents: life.debitCents,
    paidCents,
    reserveHeldCents: reserve.heldCents,
    reserveReleasedCents: reserve.releasedCents,
    reserveReturnsCents: reserve.returnsCoveredCents,
    reserveBalanceCents: reserve.balanceCents,
    recoupedCents: 0,
    recoupedLifeCents: 0,
    balanceCents: balanceCents(life, paidCents) - reserve.balanceCents,
  };
  return {
    figures,
    availableCents: balanceCents(life, 0) - reserve.balanceCents,
    availableBeforeCents: balanceCents(lifeBefore, 0) - reserveBefore,
  };
}

/**
 * A royalty's statement line for a period: the engine's period and life figures, what was paid up
 * to the period's end, and the balance. A statement is as of its period's end, so a payment dated
 * after it is on the next statement.
 */
export function statementLineFigures(
  facts: RoyaltyFacts,
  period: Period,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): StatementLineFigures {
  return royaltyPosition(facts, period, options).figures;
}

/** A statement's figures: a line per royalty, the advances they recoup, and the payout. */
export interface StatementFigures {
  lines: { royaltyId: string; figures: StatementLineFigures }[];
  advances: AdvanceFigures[];
  payout: ReturnType<typeof payoutOf>;
}

/**
 * A creator's statement: each royalty's line (`lineRoyaltyIds`, in order), then the creator's
 * advances that any of them shares, recouped from the available earnings of all the advance's
 * royalties (`royalties` holds the facts of every one of them, on the statement or not), and the
 * payout under the publisher's minimum.
 */
export function statementFigures(
  input: {
    royalties: readonly { royaltyId: string; facts: RoyaltyFacts }[];
    lineRoyaltyIds: readonly string[];
    advances: readonly AdvanceFacts[];
    minimumPayoutCents: number;
  },
  period: Period,
  options: RoyaltyOptions = defaultRoyaltyOptions,
): StatementFigures {
  const positions = new Map(
    input.royalties.map((royalty) => [royalty.royaltyId, royaltyPosition(royalty.facts, period, options)]),
  );
  const onStatement = new Set(input.lineRoyaltyIds.filter((id) => positions.has(id)));
  const advances = input.advances.filter((advance) => advance.royaltyIds.some((id) => onStatement.has(id)));
  const available = (key: 'availableCents' | 'availableBeforeCents') =>
    new Map([...positions].map(([id, position]) => [id, position[key]]));
  const before = recoupAdvances(advances, available('availableBeforeCents'));
  const after = recoupAdvances(advances, available('availableCents'));
  const lines = [...onStatement].map((royaltyId) => {
    const { figures } = positions.get(royaltyId)!;
    const recoupedLifeCents = after.recoupedByRoyalty.get(royaltyId) ?? 0;
    return {
      royaltyId,
      figures: {
        ...figures,
        recoupedCents: recoupedLifeCents - (before.recoupedByRoyalty.get(royaltyId) ?? 0),
        recoupedLifeCents,
        balanceCents: figures.balanceCents - recoupedLifeCents,
      },
    };
  });
  return {
    lines,
    advances: advances.map((advance) => {
      const recoupedLifeCents = after.recoupedByAdvance.get(advance.advanceId) ?? 0;
      return {
        advanceId: advance.advanceId,
        name: advance.name,
        amountCents: advance.amountCents,
        paidCents: advance.instalments
          .filter((instalment) => instalment.paidDate <= period.end)
          .reduce((sum, instalment) => sum + instalment.amountCents, 0),
        recoupedCents: recoupedLifeCents - (before.recoupedByAdvance.get(advance.advanceId) ?? 0),
        recoupedLifeCents,
        unrecoupedCents: advance.amountCents - recoupedLifeCents,
      };
    }),
    payout: payoutOf(
      lines.reduce((sum, line) => sum + line.figures.balanceCents, 0),
      input.minimumPayoutCents,
    ),
  };
}

/**
 * The period the royalty list's owed and balance are as of: the royalty's statement periods, then one
 * open period holding every sale recorded since the last, as a statement made through the last day
 * any sale can have would show them (its reserve held and released, its advances recouped).
 */
export const listLedgerPeriod: Period = { start: bounds.latestDate, end: bounds.latestDate };

/**
 * The royalty list's figures of a creator's royalties that carry a reserve or share an advance:
 * each one's line of a statement of all of them through `listLedgerPeriod`, so the list applies the
 * statement's own ledger rule. Balance = lifeCredit − lifeDebit − reserve balance − recouped − paid;
 * owed = balance + paid (the list's balance stays owed minus paid).
 */
export function royaltyListFigures(
  royalties: readonly { royaltyId: string; facts: RoyaltyFacts }[],
  advances: readonly AdvanceFacts[],
  options: RoyaltyOptions = defaultRoyaltyOptions,
): Map<string, { owedCents: number; balanceCents: number }> {
  const { lines } = statementFigures(
    { royalties, lineRoyaltyIds: royalties.map((royalty) => royalty.royaltyId), advances, minimumPayoutCents: 0 },
    listLedgerPeriod,
    options,
  );
  return new Map(
    lines.map(({ royaltyId, figures }) => [
      royaltyId,
      { owedCents: figures.balanceCents + figures.paidCents, balanceCents: figures.balanceCents },
    ]),
  );
}

export const statementFigureNames = [
  'units',
  'revenueCents',
  'expensesCents',
  'creditCents',
  'debitCents',
  'lifeUnits',
  'lifeRevenueCents',
  'lifeExpensesCents',
  'lifeCreditCents',
  'lifeDebitCents',
  'paidCents',
  'reserveHeldCents',
  'reserveReleasedCents',
  'reserveReturnsCents',
  'reserveBalanceCents',
  'recoupedCents',
  'recoupedLifeCents',
  'balanceCents',
] as const satisfies readonly (keyof StatementLineFigures)[];

/** A statement's totals: the sum of its lines, figure by figure. */
export const statementTotals = (lines: readonly StatementLineFigures[]): StatementLineFigures =>
  Object.fromEntries(
    statementFigureNames.map((name) => [name, lines.reduce((sum, line) => sum + line[name], 0)]),
  ) as unknown as StatementLineFigures;

/** The figures of two computations of one line that differ, by name (an audit's mismatches). */
export const differingFigures = (a: StatementLineFigures, b: StatementLineFigures) =>
  statementFigureNames.filter((name) => a[name] !== b[name]);

/** A statement's advance and payout sections, as sent or computed again (a statement sent before them has no payout). */
export interface StatementLedgerSections {
  advances: readonly AdvanceFigures[];
  payout: ReturnType<typeof payoutOf> | null;
}

const advanceFigureNames = [
  'amountCents',
  'paidCents',
  'recoupedCents',
  'recoupedLifeCents',
  'unrecoupedCents',
] as const satisfies readonly (keyof AdvanceFigures)[];
const payoutFigureNames = [
  'balanceCents',
  'minimumPayoutCents',
  'payableCents',
  'carriedForwardCents',
] as const satisfies readonly (keyof ReturnType<typeof payoutOf>)[];

/**
 * The advance and payout figures of a statement computed again that differ from what was sent, each
 * named by its section ('advance "2026 contract": recoupedCents', 'payout: payableCents'); an advance
 * on only one of them is named as such (an audit's mismatches beside `differingFigures`).
 */
export function differingLedgerFigures(sent: StatementLedgerSections, recomputed: StatementLedgerSections): string[] {
  const recomputedById = new Map(recomputed.advances.map((advance) => [advance.advanceId, advance]));
  const sentIds = new Set(sent.advances.map((advance) => advance.advanceId));
  const advances = sent.advances.flatMap((advance) => {
    const other = recomputedById.get(advance.advanceId);
    if (!other) return [`advance "${advance.name}": not recomputed`];
    return advanceFigureNames
      .filter((name) => advance[name] !== other[name])
      .map((name) => `advance "${advance.name}": ${name}`);
  });
  const added = recomputed.advances
    .filter((advance) => !sentIds.has(advance.advanceId))
    .map((advance) => `advance "${advance.name}": not on the statement`);
  const { payout } = sent;
  const payoutFigures =
    payout && recomputed.payout
      ? payoutFigureNames.filter((name) => payout[name] !== recomputed.payout![name]).map((name) => `payout: ${name}`)
      : [];
  return [...advances, ...added, ...payoutFigures];
}
