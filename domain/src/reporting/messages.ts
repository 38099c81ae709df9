/** The spec's reporting and dashboard texts, shown word for word. */
export const reportingMessages = {
  noSales: 'No Sales Recorded for Selected Dates',
  noExpenses: 'No Expenses Recorded for Selected Dates',
  loadError: 'Error loading dashboard data',
  noData: 'No data available: No dashboard data is available for the selected time period.',
  noChartData: 'No data available for selected period',
  noRegionalSales: 'No regional sales data available.',
  topProductsError: 'Error loading top products data',
  reportError: (message: string) => `Error generating report: ${message}`,
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  startAfterEnd: 'The start date must not be after the end date.',
} as const;
