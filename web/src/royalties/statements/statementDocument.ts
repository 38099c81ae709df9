import { parseCents, type StatementDocument, type StatementLineFigures } from '@colophon/domain';

import type { RoyaltyStatementFieldsFragment, StatementLineFieldsFragment } from '../../generated/graphql.ts';

type ApiFigures = StatementLineFieldsFragment['figures'];

/** Exact decimal text ("-12.50") → integer cents. */
const centsOf = (money: string) => {
  const cents = parseCents(money.replace(/^-/, '')) ?? 0;
  return money.trim().startsWith('-') ? -cents : cents;
};

/** The API's figures (decimal text) as the domain's statement figures (cents). */
export const figuresOf = (figures: ApiFigures): StatementLineFigures => ({
  units: figures.units,
  revenueCents: centsOf(figures.revenue),
  expensesCents: centsOf(figures.expenses),
  creditCents: centsOf(figures.credit),
  debitCents: centsOf(figures.debit),
  lifeUnits: figures.lifeUnits,
  lifeRevenueCents: centsOf(figures.lifeRevenue),
  lifeExpensesCents: centsOf(figures.lifeExpenses),
  lifeCreditCents: centsOf(figures.lifeCredit),
  lifeDebitCents: centsOf(figures.lifeDebit),
  paidCents: centsOf(figures.paid),
  reserveHeldCents: centsOf(figures.reserveHeld),
  reserveReleasedCents: centsOf(figures.reserveReleased),
  reserveReturnsCents: centsOf(figures.reserveReturns),
  reserveBalanceCents: centsOf(figures.reserveBalance),
  recoupedCents: centsOf(figures.recouped),
  recoupedLifeCents: centsOf(figures.recoupedLife),
  balanceCents: centsOf(figures.balance),
});

const documentLinesOf = (lines: readonly StatementLineFieldsFragment[]): StatementDocument['lines'] =>
  lines.map((line) => ({ ...line, figures: figuresOf(line.figures) }));

/** A sent statement's document: the same the email and the PDF were made from. */
export const sentStatementDocument = (statement: RoyaltyStatementFieldsFragment): StatementDocument => ({
  publisherName: statement.publisherName,
  currencySymbol: statement.currencySymbol,
  creatorName: statement.creatorName,
  creatorAddress: statement.creatorAddress,
  period: { start: statement.startDate, end: statement.endDate },
  sentDate: statement.sentDate,
  pubNote: statement.pubNote,
  lines: documentLinesOf(statement.lines),
  advances: statement.advances.map((advance) => ({
    advanceId: advance.advanceId,
    name: advance.name,
    amountCents: centsOf(advance.amount),
    paidCents: centsOf(advance.paid),
    recoupedCents: centsOf(advance.recouped),
    recoupedLifeCents: centsOf(advance.recoupedLife),
    unrecoupedCents: centsOf(advance.unrecouped),
  })),
  payout: statement.payout && {
    balanceCents: centsOf(statement.payout.balance),
    minimumPayoutCents: centsOf(statement.payout.minimumPayout),
    payableCents: centsOf(statement.payout.payable),
    carriedForwardCents: centsOf(statement.payout.carriedForward),
  },
});
