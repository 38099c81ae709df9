import {
  balanceCents,
  defaultRoyaltyOptions,
  type Expense,
  type Period,
  royaltyForPeriod,
  type RoyaltyOptions,
  type RoyaltyTiers,
  type Sale,
} from './engine.ts';

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
  /** lifeCredit − lifeDebit − paid: negative when life debit plus paid exceed life credit. */
  balanceCents: number;
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
  const { period: inPeriod, life } = royaltyForPeriod(facts.tiers, facts.sales, facts.expenses, period, options);
  const paidCents = facts.payments
    .filter((payment) => payment.sentDate <= period.end)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
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
    balanceCents: balanceCents(life, paidCents),
  };
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
