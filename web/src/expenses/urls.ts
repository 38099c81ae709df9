export const expenseListPath = '/expenses';

export function expensePath(expenseId: string): string {
  return `${expenseListPath}/${encodeURIComponent(expenseId)}`;
}

/** The expenses of one title (the product's expense link). */
export const titleExpensesPath = (productWorkId: string) =>
  `${expenseListPath}?productWorkId=${encodeURIComponent(productWorkId)}`;
