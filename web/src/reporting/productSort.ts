import type { ProductReportSortField, SortDirection } from '../generated/graphql.ts';

/** The P&L table's order: the server sorts (money and counts as numbers, nulls last) and pages. */
export interface ProductSort {
  field: ProductReportSortField;
  direction: SortDirection;
}

/** The table's sortable columns, in its order, by the field the server sorts them on. */
export const productColumns: { field: ProductReportSortField; header: string }[] = [
  { field: 'TITLE', header: 'Title' },
  { field: 'ISBN', header: 'ISBN' },
  { field: 'FORMAT_TYPE', header: 'Type' },
  { field: 'RETAIL_PRICE', header: 'Retail Price' },
  { field: 'UNITS', header: 'Quantity Sold' },
  { field: 'REVENUE', header: 'Revenue' },
  { field: 'EXPENSES', header: 'Expenses' },
  { field: 'PROFIT', header: 'Profit in period' },
  { field: 'PROFIT_MARGIN', header: 'Margin %' },
];

/** Biggest revenue first, until a column is clicked. */
export const defaultProductSort: ProductSort = { field: 'REVENUE', direction: 'DESC' };

/** First click on a column sorts ascending; a second click on it toggles the direction. */
export const nextSort = (current: ProductSort | null, field: ProductReportSortField): ProductSort =>
  current?.field === field
    ? { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' }
    : { field, direction: 'ASC' };

/** The order a URL asks for (`sort`, `direction`), or the default when it asks for none it knows. */
export function productSortOf(params: URLSearchParams): ProductSort {
  const field = productColumns.find((column) => column.field === params.get('sort'))?.field;
  const direction = params.get('direction');
  if (!field) return defaultProductSort;
  return { field, direction: direction === 'DESC' ? 'DESC' : 'ASC' };
}
