import { formatCents } from '../money.ts';

/**
 * The financial summary's ratios: operating margin (revenue − expenses) / revenue and expense
 * ratio expenses / revenue, both 0 when revenue is 0 (the spec's rule).
 */
export function financialRatios(revenueCents: number, expensesCents: number) {
  if (revenueCents === 0) return { operatingMargin: 0, expenseRatio: 0 };
  return {
    operatingMargin: (revenueCents - expensesCents) / revenueCents,
    expenseRatio: expensesCents / revenueCents,
  };
}

/** Profit margin: net profit / revenue × 100, to two decimals; 0 without revenue. */
export const profitMargin = (profitCents: number, revenueCents: number): number =>
  revenueCents === 0 ? 0 : Math.round((profitCents / revenueCents) * 10_000) / 100;

/** Whole months from the publication month to `asOf`'s month, at least 1 (also with no date). */
export function monthsSincePublication(publicationDate: string | null, asOf: string): number {
  if (!publicationDate) return 1;
  const months = (Number(asOf.slice(0, 4)) - Number(publicationDate.slice(0, 4))) * 12;
  return Math.max(1, months + Number(asOf.slice(5, 7)) - Number(publicationDate.slice(5, 7)));
}

/** Monthly P&L: (revenue − expenses) / months since publication, in whole cents. */
export const monthlyProfitLossCents = (profitCents: number, publicationDate: string | null, asOf: string): number =>
  Math.round(profitCents / monthsSincePublication(publicationDate, asOf));

/** A ratio as the spec shows percentages: one decimal ("12.5%"). */
export const formatPercent = (ratio: number): string => `${(ratio * 100).toFixed(1)}%`;

/** A P&L row as exported: what the report shows for one product format. */
export interface ProfitLossExportRow {
  title: string | null;
  isbn: string | null;
  formatType: string | null;
  retailPriceCents: number | null;
  units: number;
  revenueCents: number;
  expensesCents: number;
}

const money = (cents: number | null) => (cents === null ? 'N/A' : formatCents(cents));

/** The whole range's totals of a P&L by product, as its Totals row shows them. */
export interface ProfitLossTotals {
  units: number;
  revenueCents: number;
  expensesCents: number;
}

/** The profit-and-loss CSV's columns, as the spec names them. */
export const profitLossCsvHeader = [
  'Title',
  'ISBN',
  'Type',
  'Retail Price',
  'Quantity Sold',
  'Revenue',
  'Expenses',
  'Profit in period',
] as const;

/** One product's CSV line: 'N/A' for a missing ISBN, type or price, 'Unknown Book' for a missing title. */
export const profitLossCsvLine = (row: ProfitLossExportRow): string[] => [
  row.title || 'Unknown Book',
  row.isbn || 'N/A',
  row.formatType || 'N/A',
  money(row.retailPriceCents),
  String(row.units),
  money(row.revenueCents),
  money(row.expensesCents),
  money(row.revenueCents - row.expensesCents),
];

/** The CSV's last line: the range's totals over every product of the report. */
export const profitLossCsvTotals = (totals: ProfitLossTotals): string[] => [
  'Totals',
  '',
  '',
  '',
  String(totals.units),
  money(totals.revenueCents),
  money(totals.expensesCents),
  money(totals.revenueCents - totals.expensesCents),
];

/** The financial summary's lines, as shown and exported (CSV and PDF). */
export function financialSummaryLines(revenueCents: number, expensesCents: number): [string, string][] {
  const { operatingMargin, expenseRatio } = financialRatios(revenueCents, expensesCents);
  return [
    ['Gross Revenue', formatCents(revenueCents)],
    ['Total Expenses', formatCents(expensesCents)],
    ['Net Profit', formatCents(revenueCents - expensesCents)],
    ['Operating Margin', formatPercent(operatingMargin)],
    ['Expense Ratio', formatPercent(expenseRatio)],
  ];
}

/** The spec's export name: financial_summary_{start}_to_{end}.csv or .pdf. */
export const financialSummaryFileName = (startDate: string, endDate: string, extension: 'csv' | 'pdf') =>
  `financial_summary_${startDate}_to_${endDate}.${extension}`;
