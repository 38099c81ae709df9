/** The P&L table's sortable columns; money and counts sort as numbers, text as text. */
export type ProductSortColumn =
  'title' | 'isbn' | 'formatType' | 'retailPrice' | 'units' | 'revenue' | 'expenses' | 'profit' | 'profitMargin';

export interface ProductSort {
  column: ProductSortColumn;
  direction: 'asc' | 'desc';
}

const numericColumns = new Set<ProductSortColumn>([
  'retailPrice',
  'units',
  'revenue',
  'expenses',
  'profit',
  'profitMargin',
]);

/** First click on a column sorts ascending; a second click on it toggles the direction. */
export const nextSort = (current: ProductSort | null, column: ProductSortColumn): ProductSort =>
  current?.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

/** Rows sorted by the column; null values last whichever the direction. */
export function sortRows<Row extends Partial<Record<ProductSortColumn, string | number | null>>>(
  rows: readonly Row[],
  sort: ProductSort | null,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[sort.column] ?? null;
    const right = b[sort.column] ?? null;
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const order = numericColumns.has(sort.column)
      ? Number(left) - Number(right)
      : String(left).localeCompare(String(right));
    return sign * order;
  });
}
