import {
  financialSummaryFileName,
  financialSummaryLines,
  parseCents,
  profitLossCsvRows,
  type ProfitLossExportRow,
} from '@colophon/domain';
import Papa from 'papaparse';

import type { ProfitLossQuery } from '../generated/graphql.ts';
import { downloadBlob } from '../ui/restApi.ts';
import { textPdf } from './pdf.ts';

type ProductRow = ProfitLossQuery['profitLoss']['revenueByProduct'][number];

/** Signed decimal text ("-12.50") → cents. */
export const centsOf = (amount: string) =>
  (amount.startsWith('-') ? -1 : 1) * (parseCents(amount.replace(/^-/, '')) ?? 0);

const csvBlob = (rows: string[][]) => new Blob([Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' });

/** The P&L by product as the spec's CSV, rows as the table shows them. */
export function downloadProfitLossCsv(rows: readonly ProductRow[], startDate: string, endDate: string) {
  const exportRows: ProfitLossExportRow[] = rows.map((row) => ({
    title: row.title ?? null,
    isbn: row.isbn ?? null,
    formatType: row.formatType ?? null,
    retailPriceCents: row.retailPrice ? centsOf(row.retailPrice) : null,
    units: row.units,
    revenueCents: centsOf(row.revenue),
    expensesCents: centsOf(row.expenses),
  }));
  downloadBlob(csvBlob(profitLossCsvRows(exportRows)), `profit_loss_${startDate}_to_${endDate}.csv`);
}

export function downloadFinancialSummary(
  format: 'csv' | 'pdf',
  summary: { grossRevenue: string; totalExpenses: string },
  startDate: string,
  endDate: string,
) {
  const lines = financialSummaryLines(centsOf(summary.grossRevenue), centsOf(summary.totalExpenses));
  const fileName = financialSummaryFileName(startDate, endDate, format);
  if (format === 'csv') {
    downloadBlob(csvBlob([['Metric', 'Value'], ...lines]), fileName);
    return;
  }
  const title = `Financial Summary ${startDate} to ${endDate}`;
  downloadBlob(
    textPdf(
      title,
      lines.map(([label, value]) => `${label}: ${value}`),
    ),
    fileName,
  );
}
