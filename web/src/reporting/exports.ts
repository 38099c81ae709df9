import { financialSummaryFileName, financialSummaryLines, parseCents } from '@colophon/domain';
import Papa from 'papaparse';

import type { ProfitLossQueryVariables } from '../generated/graphql.ts';
import { downloadBlob, replyMessage, type RestFetch } from '../ui/restApi.ts';
import { textPdf } from './pdf.ts';

/** Signed decimal text ("-12.50") → cents. */
const centsOf = (amount: string) => (amount.startsWith('-') ? -1 : 1) * (parseCents(amount.replace(/^-/, '')) ?? 0);

const csvBlob = (rows: string[][]) => new Blob([Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' });

/**
 * The whole P&L by product (every product of the range, in the table's order) as the spec's CSV:
 * the server streams it, Totals row included.
 */
export async function downloadProfitLossCsv(
  restFetch: RestFetch,
  report: ProfitLossQueryVariables,
  range: { startDate: string; endDate: string },
) {
  const response = await restFetch('/api/v1/reports/profit-loss/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  });
  if (!response.ok) throw new Error(await replyMessage(response, response.statusText));
  downloadBlob(await response.blob(), `profit_loss_${range.startDate}_to_${range.endDate}.csv`);
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
