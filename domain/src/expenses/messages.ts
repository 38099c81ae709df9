/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const expenseMessages = {
  productOrCategoryRequired: 'Expenses that are not attached to a product must include a category.',
  amountRequired: 'Amount must be a number greater than 0',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  productNotFound: 'Product Not Found',
  notFound: 'Expense not found',
  creating: 'Creating New Expense...',
  created: 'New Expense Created!',
  creatingCategory: 'Creating category...',
  categorySaved: 'Category saved!',
} as const;
