import type { ReportPeriod } from '@colophon/domain';

export const reportingPath = '/reporting';
export const profitLossPath = `${reportingPath}/profit-loss`;
export const topProductsPath = `${reportingPath}/top-products`;

/** The report-type dropdown's choices, each its own route. */
export const reportTypes = [
  { label: 'Profit & Loss', path: reportingPath },
  { label: 'Profit & Loss by Product', path: profitLossPath },
  { label: 'Top Products', path: topProductsPath },
];

/** The P&L by product for one product and period (the stats box's top-product links). */
export const productProfitLossPath = (productId: string, period: ReportPeriod = 'qtd') =>
  `${profitLossPath}?period=${period}&products=${encodeURIComponent(productId)}`;
