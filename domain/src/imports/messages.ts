/** The spec's CSV import and export messages, word for word (account and platform, sections 5 and 8). */
export const exportMessages = {
  processing: 'Error processing CSV data',
  preparing: 'Error preparing data for export',
  generating: 'Error generating CSV file',
  empty: 'No records to export after filtering',
} as const;

export const legacyImportMessages = {
  csvOnly: 'You can only upload .csv files',
  customerFirst: 'Please select a customer before importing orders',
  badlyFormatted: 'File formatted improperly - check for extra commas!',
  noData: 'No CSV data to import',
  importing: 'Importing records...',
  finished: 'Finished importing records!',
  itemsImported: 'Items imported',
  importFailed: 'Error importing records',
  importFailedWith: (message: string) => `Error importing records: ${message}`,
  addIt: 'Yes, please add it!',
  fixSpreadsheet: 'Cancel, I will fix the spreadsheet',
  helpTitle: 'Need help uploading?',
} as const;

export const rowMessages = {
  netAboveRetail: 'Net price cannot exceed retail price',
  negativePrice: 'Price cannot be negative',
  quantityPositive: 'Quantity must be a positive number',
  isbnRequired: 'ISBN is required',
  orderDate: 'Invalid date format (use YYYY-MM-DD)',
  isbnDigits: 'ISBN must only contain numbers',
  expenseTarget: 'Expense must be associated with either a product (by ID or ISBN) or a category',
  amountRequired: 'Cannot import expense without amount',
  amountFormat: 'Formatted incorrectly - only digits and one period allowed',
  expenseDateRequired: 'Cannot import expense without expense_date',
  expenseDateFormat: 'Formatted incorrectly - dates must be formatted as YYYY-MM-DD',
  notADate: 'Not a valid date',
} as const;

export const wizardMessages = {
  selectFile: 'Please select a file to upload',
  selectPublisher: 'No publisher selected. Please select a publisher first.',
  fallback: 'An error occurred',
  loadInfo: 'Failed to load CSV information. Please try again.',
  saveMappings: 'Failed to save field mappings. Please try again.',
  summaryLoad: 'Error Loading Summary: Unable to load import summary. Please try refreshing the page.',
  importFailed: 'Import failed',
  cancelled: 'Import cancelled by user',
  validationSuccess: 'Validation Successful - No validation errors found. You can proceed to the next step.',
  noDuplicates: 'No Duplicates Found',
} as const;

export const unknownExpenseCategoryMessage = (name: string) =>
  `This expense category "${name}" was not found in your preferences. Would you like us to add it?`;
