import { isIsoDate } from '../dates.ts';
import { rowMessages } from './messages.ts';

/** What a CSV file can import: the spec's five entity types. */
export const importEntityTypes = ['product', 'order', 'expense', 'creator', 'customer'] as const;
export type ImportEntityType = (typeof importEntityTypes)[number];

export const isImportEntityType = (value: unknown): value is ImportEntityType =>
  typeof value === 'string' && (importEntityTypes as readonly string[]).includes(value);

/** How a field's text is read, which also picks the wizard's correction input. */
export type FieldKind = 'text' | 'integer' | 'decimal' | 'date' | 'boolean' | 'isbn' | 'lookup' | 'list';

export interface SystemField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Other CSV headers that mean this field (lower case), for mapping suggestions. */
  aliases?: readonly string[];
}

const field = (name: string, kind: FieldKind = 'text', required = false, aliases: string[] = []): SystemField => ({
  name,
  label: name
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' '),
  kind,
  required,
  aliases,
});

const addressFields = [
  field('line1', 'text', false, ['address', 'address1', 'address_line_1', 'street']),
  field('line2', 'text', false, ['address2', 'address_line_2']),
  field('city'),
  field('state', 'text', false, ['region', 'province']),
  field('zipcode', 'text', false, ['zip', 'postcode', 'postal_code']),
  field('country'),
];

/**
 * Every entity's fields, in template order; required ones are the advanced wizard's (account and
 * platform, section 5). The templates, the mapping step, the row checks and the writers read these.
 */
export const systemFields: Record<ImportEntityType, readonly SystemField[]> = {
  product: [
    field('title', 'text', true),
    field('subtitle'),
    field('format', 'lookup', true, ['product_form', 'binding']),
    field('isbn', 'isbn', true, ['isbn13', 'ean']),
    field('retail_price', 'decimal', true, ['price', 'rrp']),
    field('wholesale_price', 'decimal'),
    field('publication_date', 'date', false, ['pub_date']),
    field('ship_date', 'date'),
    field('edition', 'integer'),
    field('volume', 'integer'),
    field('page_count', 'integer', false, ['pages']),
    field('inventory_qty', 'integer', false, ['inventory', 'stock']),
    field('carton_qty', 'integer'),
    field('weight', 'decimal'),
    field('width', 'decimal'),
    field('height', 'decimal'),
    field('thickness', 'decimal'),
    field('description'),
    field('imprint', 'lookup'),
    field('audience', 'lookup'),
    field('bisac', 'list'),
    field('creators', 'list', false, ['author', 'authors', 'contributors']),
    field('out_of_print', 'boolean'),
    field('digital_product', 'boolean'),
    field('admin_notes', 'text', false, ['notes']),
  ],
  customer: [
    field('first_name'),
    field('last_name'),
    field('company', 'text', true, ['company_name', 'organisation', 'organization']),
    field('country_code'),
    field('payment_term', 'lookup', false, ['payment_terms', 'terms']),
    field('customer_class', 'lookup', false, ['class']),
    field('email', 'text', false, ['email_address']),
    field('phone', 'text', false, ['phone_number', 'telephone']),
    ...addressFields,
    field('admin_notes', 'text', false, ['notes']),
  ],
  order: [
    field('order_group', 'integer', true, ['group', 'order']),
    field('customer_name', 'text', true, ['customer']),
    field('isbn', 'isbn', true),
    field('quantity', 'integer', true, ['qty']),
    field('retail_price', 'decimal', true, ['price']),
    field('net_price', 'decimal'),
    field('order_status', 'lookup', false, ['status']),
    field('po_number', 'text', false, ['po', 'purchase_order']),
    field('payment_term', 'lookup', false, ['payment_terms', 'terms']),
    field('salesperson', 'lookup', false, ['sales_person']),
    field('shipping_type', 'lookup'),
    field('shipping_cost', 'decimal', false, ['shipping']),
    field('admin_notes', 'text', false, ['notes']),
    field('paid', 'boolean'),
    field('paid_date', 'date'),
    field('shipped', 'boolean'),
    field('ship_date', 'date'),
  ],
  expense: [
    field('product', 'text', false, ['product_id', 'id']),
    field('isbn', 'isbn'),
    field('amount', 'decimal', true),
    field('expense_date', 'date', true, ['date']),
    field('category', 'lookup', false, ['expense_category']),
    field('admin_notes', 'text', false, ['notes']),
  ],
  creator: [
    field('display_name', 'text', true, ['name']),
    field('payment_name', 'text', true),
    field('email', 'text', false, ['email_address']),
    field('phone', 'text', false, ['phone_number']),
    field('payment_type', 'lookup'),
    field('biography', 'text', false, ['bio']),
    field('website', 'text', false, ['url']),
    field('residence'),
    ...addressFields,
  ],
};

/** The spec's template rules, shown as the template's example row. */
const templateExamples: Record<ImportEntityType, Record<string, string>> = {
  product: {
    title: 'The Example Book',
    format: 'Paperback',
    isbn: '9780306406157',
    retail_price: '19.99',
    publication_date: '2026-05-01',
    edition: '1',
    page_count: '320',
    inventory_qty: '100',
    carton_qty: '24',
    width: '6',
    height: '9',
    bisac: 'FIC000000;FIC019000',
    creators: 'Jane Author;John Illustrator',
    out_of_print: 'false',
    digital_product: 'false',
  },
  customer: {
    first_name: 'Ann',
    last_name: 'Reader',
    company: 'Corner Books',
    payment_term: 'Net 30',
    customer_class: 'Bookstore',
    email: 'ann@cornerbooks.example',
    line1: '1 High Street',
    city: 'Leeds',
    zipcode: 'LS1 1AA',
    country: 'United Kingdom',
  },
  order: {
    order_group: '1',
    customer_name: 'Corner Books',
    isbn: '9780306406157',
    quantity: '5',
    retail_price: '19.99',
    net_price: '11.99',
    po_number: 'PO-1001',
    paid: 'false',
    shipped: 'true',
    ship_date: '2026-05-02',
  },
  expense: { isbn: '9780306406157', amount: '250.00', expense_date: '2026-04-15', category: 'Printing' },
  creator: {
    display_name: 'Jane Author',
    payment_name: 'Jane A. Author',
    email: 'jane@example.org',
    payment_type: 'Check',
  },
};

/** `{type}-template.csv`: the columns, then one example row. */
export function importTemplate(type: ImportEntityType): { fileName: string; columns: string[]; example: string[] } {
  const columns = systemFields[type].map((systemField) => systemField.name);
  return {
    fileName: `${type}-template.csv`,
    columns,
    example: columns.map((column) => templateExamples[type][column] ?? ''),
  };
}

/** A problem with one cell of one row (row is 0-based over the data rows). */
export interface RowIssue {
  row: number;
  field: string;
  message: string;
  severity: 'error' | 'warning';
  errorType: 'required' | 'format' | 'reference' | 'rule';
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const decimalPattern = /^-?\d+(\.\d+)?$/;
const integerPattern = /^-?\d+$/;
const booleanTexts = new Set(['true', 'false', 'yes', 'no', '1', '0', '']);

export const isTrueText = (text: string) => ['true', 'yes', '1'].includes(text.trim().toLowerCase());
/** Digits and hyphens or spaces only: the spec's numeric ISBN. */
export const isNumericIsbn = (text: string) => /^[\d\s-]+$/.test(text) && /\d/.test(text);

/**
 * The row checks of the spec for one CSV record (field name → text), word for word: the legacy
 * import's (order prices, quantity, ISBN, dates; expense target, amount and date) and, for every
 * type, required fields and the shape of numbers, dates and booleans.
 */
export function checkRecord(type: ImportEntityType, record: Record<string, string>, row: number): RowIssue[] {
  const issues: RowIssue[] = [];
  const issue = (fieldName: string, message: string, errorType: RowIssue['errorType'] = 'rule') =>
    issues.push({ row, field: fieldName, message, severity: 'error', errorType });
  const value = (name: string) => (record[name] ?? '').trim();

  if (type === 'expense') {
    const amount = value('amount');
    if (!amount) issue('amount', rowMessages.amountRequired, 'required');
    else if (!/^\d*\.?\d*$/.test(amount) || amount === '.') issue('amount', rowMessages.amountFormat, 'format');
    const date = value('expense_date');
    if (!date) issue('expense_date', rowMessages.expenseDateRequired, 'required');
    else if (!isoDatePattern.test(date)) issue('expense_date', rowMessages.expenseDateFormat, 'format');
    else if (!isIsoDate(date)) issue('expense_date', rowMessages.notADate, 'format');
    const isbn = value('isbn');
    if (isbn && !isNumericIsbn(isbn)) issue('isbn', rowMessages.isbnDigits, 'format');
    if (!value('product') && !isbn && !value('category')) issue('category', rowMessages.expenseTarget, 'required');
    return issues;
  }

  if (type === 'order') {
    const retail = value('retail_price');
    const net = value('net_price');
    if (!value('isbn')) issue('isbn', rowMessages.isbnRequired, 'required');
    if (retail && decimalPattern.test(retail) && Number(retail) < 0)
      issue('retail_price', rowMessages.negativePrice, 'rule');
    if (net && decimalPattern.test(net) && Number(net) < 0) issue('net_price', rowMessages.negativePrice, 'rule');
    if (net && retail && decimalPattern.test(net) && decimalPattern.test(retail) && Number(net) > Number(retail))
      issue('net_price', rowMessages.netAboveRetail, 'rule');
    const quantity = value('quantity');
    if (!integerPattern.test(quantity) || Number(quantity) <= 0)
      issue('quantity', rowMessages.quantityPositive, quantity ? 'format' : 'required');
    for (const dateField of ['ship_date', 'paid_date']) {
      const date = value(dateField);
      if (date && !isIsoDate(date)) issue(dateField, rowMessages.orderDate, 'format');
    }
  }

  const reported = new Set(issues.map((existing) => existing.field));
  for (const systemField of systemFields[type]) {
    if (reported.has(systemField.name)) continue;
    const text = value(systemField.name);
    if (!text) {
      if (systemField.required) issue(systemField.name, `${systemField.label} is required`, 'required');
      continue;
    }
    if (systemField.kind === 'integer' && !integerPattern.test(text))
      issue(systemField.name, `${systemField.label} must be a whole number`, 'format');
    if (systemField.kind === 'decimal' && !decimalPattern.test(text))
      issue(systemField.name, `${systemField.label} must be a number`, 'format');
    if (systemField.kind === 'date' && !isIsoDate(text))
      issue(systemField.name, rowMessages.expenseDateFormat, 'format');
    if (systemField.kind === 'boolean' && !booleanTexts.has(text.toLowerCase()))
      issue(systemField.name, `${systemField.label} must be true or false`, 'format');
    if (systemField.kind === 'isbn' && !isNumericIsbn(text)) issue(systemField.name, rowMessages.isbnDigits, 'format');
  }
  if (
    type === 'product' &&
    value('bisac')
      .split(';')
      .filter((code) => code.trim()).length > 4
  )
    issue('bisac', 'Up to 4 BISAC codes', 'rule');
  return issues;
}

/** An import's state as the wizard's calls name it: in_progress while rows are written. */
export type ImportReplyStatus = 'uploaded' | 'in_progress' | 'completed' | 'cancelled' | 'failed';

/** The advanced import's summary (account and platform, section 3), as the server sends it. */
export interface ImportSummary {
  status: ImportReplyStatus;
  message: string;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  error_count: number;
  skipped_count: number;
  skipped_details: { row_index: number; message: string }[];
  error_details: { row_index: number; error_message: string }[];
  processing_time: number;
}
