import { formatCents, formatMoney } from '../money.ts';
import type { Period } from './engine.ts';
import type { AdvanceFigures, payoutOf } from './ledger.ts';
import { type StatementLineFigures, statementTotals } from './statement.ts';

/** One title on a statement: what the creator recognises it by, and its figures. */
export interface StatementDocumentLine {
  royaltyId: string;
  title: string;
  isbn: string | null;
  format: string | null;
  /** The royalty's region name ('Rest of World' for none), or null when the publisher does not sell by region. */
  region: string | null;
  figures: StatementLineFigures;
}

/** Everything a statement says: the email, its preview and the PDF are all made from this. */
export interface StatementDocument {
  publisherName: string;
  currencySymbol: string;
  creatorName: string;
  /** The creator's address, one line each (empty when the creator has none). */
  creatorAddress: readonly string[];
  period: Period;
  sentDate: string;
  pubNote: string;
  lines: readonly StatementDocumentLine[];
  /** The advances its royalties recoup (none on a statement sent before advances). */
  advances?: readonly AdvanceFigures[];
  /** Null on a statement sent before the minimum payout. */
  payout?: ReturnType<typeof payoutOf> | null;
}

export const statementColumns = [
  'Title',
  'Units',
  'Revenue',
  'Expenses',
  'Credit',
  'Debit',
  'Paid',
  'Balance',
] as const;

const money = (document: StatementDocument, cents: number) => formatMoney(formatCents(cents), document.currencySymbol);

export const statementLineTitle = (line: StatementDocumentLine) =>
  [line.title, line.format, line.isbn, line.region].filter((part): part is string => Boolean(part)).join(' · ');

/** The statement's table as text: a row per title in `statementColumns` order, then the totals row. */
export function statementTable(document: StatementDocument): { rows: string[][]; totals: string[] } {
  const row = (label: string, figures: StatementLineFigures) => [
    label,
    String(figures.units),
    money(document, figures.revenueCents),
    money(document, figures.expensesCents),
    money(document, figures.creditCents),
    money(document, figures.debitCents),
    money(document, figures.paidCents),
    money(document, figures.balanceCents),
  ];
  return {
    rows: document.lines.map((line) => row(statementLineTitle(line), line.figures)),
    totals: row('Total', statementTotals(document.lines.map((line) => line.figures))),
  };
}

/** The life figures (from the first sale to the period's end) of each title, as text. */
export const statementLifeRows = (document: StatementDocument): string[][] =>
  document.lines.map(({ figures, ...line }) => [
    statementLineTitle({ ...line, figures }),
    String(figures.lifeUnits),
    money(document, figures.lifeRevenueCents),
    money(document, figures.lifeExpensesCents),
    money(document, figures.lifeCreditCents),
    money(document, figures.lifeDebitCents),
  ]);

export const statementLifeColumns = [
  'Title',
  'Life units',
  'Life revenue',
  'Life expenses',
  'Life credit',
  'Life debit',
] as const;

export const statementReserveColumns = [
  'Title',
  'Reserve held',
  'Reserve released',
  'Returns met by reserve',
  'Reserve balance',
  'Advance recouped',
] as const;

/** Each title's reserve and advance recoupment this period, as text; empty when no title has either. */
export function statementReserveRows(document: StatementDocument): string[][] {
  const shown = document.lines.filter(
    ({ figures }) =>
      figures.reserveHeldCents !== 0 ||
      figures.reserveReleasedCents !== 0 ||
      figures.reserveReturnsCents !== 0 ||
      figures.reserveBalanceCents !== 0 ||
      figures.recoupedLifeCents !== 0,
  );
  return shown.map((line) => [
    statementLineTitle(line),
    money(document, line.figures.reserveHeldCents),
    money(document, line.figures.reserveReleasedCents),
    money(document, line.figures.reserveReturnsCents),
    money(document, line.figures.reserveBalanceCents),
    money(document, line.figures.recoupedCents),
  ]);
}

export const statementAdvanceColumns = [
  'Advance',
  'Amount',
  'Paid to date',
  'Recouped this period',
  'Unrecouped balance',
] as const;

/** Each advance as of the period's end, as text. */
export const statementAdvanceRows = (document: StatementDocument): string[][] =>
  (document.advances ?? []).map((advance) => [
    advance.name,
    money(document, advance.amountCents),
    money(document, advance.paidCents),
    money(document, advance.recoupedCents),
    advance.unrecoupedCents === 0 ? 'Earned out' : money(document, advance.unrecoupedCents),
  ]);

/** What the statement pays, or the balance it carries forward under the minimum payout; null on an older statement. */
export function statementPayoutText(document: StatementDocument): string | null {
  const { payout } = document;
  if (!payout) return null;
  if (payout.payableCents > 0) return `Payable now: ${money(document, payout.payableCents)}`;
  if (payout.carriedForwardCents > 0 && payout.minimumPayoutCents > 0)
    return `Carried forward: ${money(document, payout.carriedForwardCents)} (below the minimum payout of ${money(document, payout.minimumPayoutCents)})`;
  return `Carried forward: ${money(document, payout.carriedForwardCents)}`;
}

/** The balance carried: what the publisher owes the creator after this statement (negative: a credit). */
export const statementBalanceText = (document: StatementDocument) =>
  money(document, statementTotals(document.lines.map((line) => line.figures)).balanceCents);

export const statementSubject = (document: StatementDocument) =>
  `Royalty statement from ${document.publisherName}: ${document.period.start} to ${document.period.end}`;

export const statementFileName = (document: StatementDocument) =>
  `royalty-statement-${document.period.start}-to-${document.period.end}.pdf`;

/** The email's text: the same figures as the attached PDF, readable without it. */
export function statementEmailText(document: StatementDocument): string {
  const { rows, totals } = statementTable(document);
  return [
    `Dear ${document.creatorName},`,
    ``,
    `Here is your royalty statement from ${document.publisherName} for ${document.period.start} to ${document.period.end}, sent ${document.sentDate}. The PDF attached has the same figures.`,
    ...(document.pubNote.trim() ? [``, document.pubNote.trim()] : []),
    ``,
    ...[...rows, totals].map((cells) =>
      cells.map((cell, index) => (index === 0 ? cell : `${statementColumns[index]}: ${cell}`)).join(' | '),
    ),
    ...statementReserveRows(document).map((cells) =>
      cells.map((cell, index) => (index === 0 ? cell : `${statementReserveColumns[index]}: ${cell}`)).join(' | '),
    ),
    ...statementAdvanceRows(document).map((cells) =>
      cells.map((cell, index) => (index === 0 ? cell : `${statementAdvanceColumns[index]}: ${cell}`)).join(' | '),
    ),
    ``,
    `Balance carried: ${statementBalanceText(document)}`,
    ...(statementPayoutText(document) ? [statementPayoutText(document)!] : []),
    ``,
    document.publisherName,
  ].join('\n');
}

/** A sent statement's document, from its stored fields (the `RoyaltyStatementSent` event's data). */
export const statementDocumentOf = (
  sent: Omit<StatementDocument, 'period'> & { startDate: string; endDate: string },
): StatementDocument => ({
  publisherName: sent.publisherName,
  currencySymbol: sent.currencySymbol,
  creatorName: sent.creatorName,
  creatorAddress: sent.creatorAddress,
  period: { start: sent.startDate, end: sent.endDate },
  sentDate: sent.sentDate,
  pubNote: sent.pubNote,
  lines: sent.lines,
  advances: sent.advances ?? [],
  payout: sent.payout ?? null,
});
