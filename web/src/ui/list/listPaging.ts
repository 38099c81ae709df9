/** Every list in the app shows 25 rows a page. */
export const listPageSize = 25;

export function pageCount(totalCount: number): number {
  return Math.max(Math.ceil(totalCount / listPageSize), 1);
}

/** 'Displaying: first-last out of count' for the page shown. */
export function displayingText(page: number, rowsOnPage: number, totalCount: number): string {
  const first = rowsOnPage === 0 ? 0 : (page - 1) * listPageSize + 1;
  const last = rowsOnPage === 0 ? 0 : first + rowsOnPage - 1;
  return `Displaying: ${first}-${last} out of ${totalCount}`;
}

export interface Page<Row> {
  items: Row[];
  totalCount: number;
}

/** Loads every page of a search, e.g. to export all of it. */
export async function fetchAllPages<Row>(fetchPage: (page: number) => Promise<Page<Row>>): Promise<Row[]> {
  const first = await fetchPage(1);
  const otherPages = Array.from({ length: pageCount(first.totalCount) - 1 }, (_, index) => fetchPage(index + 2));
  const rest = await Promise.all(otherPages);
  return [first, ...rest].flatMap((page) => page.items);
}
