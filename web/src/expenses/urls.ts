export const expenseListPath = '/expenses';
/** The list with the new-expense form open (dialogs live in the URL). */
export const newExpensePath = `${expenseListPath}?new=1`;

export function expensePath(expenseId: string): string {
  return `${expenseListPath}/${encodeURIComponent(expenseId)}`;
}

/** The expenses of one title (the product's expense link). */
export const titleExpensesPath = (productWorkId: string) =>
  `${expenseListPath}?productWorkId=${encodeURIComponent(productWorkId)}`;
