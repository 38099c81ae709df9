/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const inputMessages = {
  invalidAmount: 'Please enter an amount with digits and at most one decimal point (e.g. 12.50).',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
} as const;
