import {
  type ImportEntityType,
  isTrueText,
  normaliseIsbn,
  type RowIssue,
  unknownExpenseCategoryMessage,
} from '@colophon/domain';
import {
  type DuplicateResolution,
  type LookupKind,
  type OnixCodeListName,
  onixCodeLists,
  type RowOutcome,
} from '@colophon/events';
import type { Knex } from 'knex';

import { publisherStreamId } from '../account/registration.ts';
import { isbnStreamId } from '../catalogue/isbn.ts';
import { productStreamId } from '../catalogue/product.ts';
import type { CommandName, CommandPayload } from '../commandBus.ts';
import { customerStreamId } from '../contacts/customer.ts';
import { linksStreamId } from '../shared/links.ts';

/** One data row after mapping, defaults and corrections: system field → text. */
export interface ImportRecord {
  row: number;
  fields: Record<string, string>;
}

export type Dispatch = <Name extends CommandName>(name: Name, payload: CommandPayload<Name>) => Promise<unknown>;

/** What a publisher's lookups hold, by kind and lower-cased value: the id and the value as written. */
export type Lookups = Map<LookupKind, Map<string, { id: string; value: string }>>;

export async function loadLookups(db: Knex, publisherId: string): Promise<Lookups> {
  const rows: { kind: LookupKind; id: string; value: string }[] = await db('lookup_values')
    .where({ publisher_id: publisherId })
    .whereNull('deleted_at')
    .select('kind', 'id', 'value');
  const lookups: Lookups = new Map();
  for (const row of rows) {
    const byValue = lookups.get(row.kind) ?? new Map<string, { id: string; value: string }>();
    byValue.set(row.value.trim().toLowerCase(), { id: row.id, value: row.value.trim() });
    lookups.set(row.kind, byValue);
  }
  return lookups;
}

const lookupId = (lookups: Lookups, kind: LookupKind, value: string) =>
  value.trim() ? (lookups.get(kind)?.get(value.trim().toLowerCase())?.id ?? null) : null;

/** Lookups the spec offers to create when a file names one the publisher has not got. */
export const creatableLookups: Partial<Record<ImportEntityType, Partial<Record<string, LookupKind>>>> = {
  customer: { payment_term: 'paymentTerm', customer_class: 'customerClass' },
  order: { payment_term: 'paymentTerm' },
  expense: { category: 'expenseCategory' },
  creator: { payment_type: 'paymentType' },
};
/** The reply keys of unknown values, as the spec names them. */
export const unknownLookupKeys: Partial<Record<LookupKind, string>> = {
  paymentType: 'unknown_payment_types',
  paymentTerm: 'unknown_payment_terms',
  customerClass: 'unknown_customer_classes',
  expenseCategory: 'unknown_expense_categories',
};
/** Lookups an order names by their exact existing name, never created. */
const orderLookups: Record<string, LookupKind> = {
  order_status: 'orderStatus',
  salesperson: 'salesperson',
  shipping_type: 'shippingType',
};

/** Unknown values of creatable lookups, by the spec's reply key. */
export function unknownLookups(
  type: ImportEntityType,
  records: ImportRecord[],
  lookups: Lookups,
): Record<string, string[]> {
  const unknown: Record<string, string[]> = {};
  for (const [fieldName, kind] of Object.entries(creatableLookups[type] ?? {})) {
    const values = new Map<string, string>();
    for (const record of records) {
      const value = (record.fields[fieldName] ?? '').trim();
      if (value && !lookupId(lookups, kind!, value)) values.set(value.toLowerCase(), value);
    }
    if (values.size > 0) unknown[unknownLookupKeys[kind!]!] = [...values.values()];
  }
  return unknown;
}

const onixCode = (list: OnixCodeListName, text: string) => {
  const wanted = text.trim().toLowerCase();
  return (
    onixCodeLists[list].find((entry) => entry.value.toLowerCase() === wanted || entry.code.toLowerCase() === wanted)
      ?.code ?? null
  );
};

/** Problems of a row that need the publisher's data: formats, names of existing lookups. */
export function referenceIssues(type: ImportEntityType, record: ImportRecord, lookups: Lookups): RowIssue[] {
  const issues: RowIssue[] = [];
  const reference = (fieldName: string, message: string) =>
    issues.push({ row: record.row, field: fieldName, message, severity: 'error', errorType: 'reference' });
  const value = (name: string) => (record.fields[name] ?? '').trim();
  if (type === 'product') {
    if (value('format') && !onixCode('productForms', value('format')))
      reference('format', `Format "${value('format')}" was not found`);
    if (value('audience') && !onixCode('audiences', value('audience')))
      reference('audience', `Audience "${value('audience')}" was not found`);
    if (value('imprint') && !lookupId(lookups, 'imprint', value('imprint')))
      reference('imprint', `Imprint "${value('imprint')}" was not found`);
  }
  if (type === 'order') {
    for (const [fieldName, kind] of Object.entries(orderLookups)) {
      if (value(fieldName) && !lookupId(lookups, kind, value(fieldName)))
        reference(fieldName, `${fieldName.replace('_', ' ')} "${value(fieldName)}" was not found`);
    }
  }
  return issues;
}

/** Options the wizard's pickers offer for a field. */
export function fieldOptions(type: ImportEntityType, fieldName: string, lookups: Lookups): string[] {
  if (fieldName === 'format') return onixCodeLists.productForms.map((entry) => entry.value);
  if (fieldName === 'audience') return onixCodeLists.audiences.map((entry) => entry.value);
  const kind = fieldName === 'imprint' ? 'imprint' : (creatableLookups[type]?.[fieldName] ?? orderLookups[fieldName]);
  return kind ? [...(lookups.get(kind)?.values() ?? [])].map((entry) => entry.value) : [];
}

/** Rows written together: an order's lines by order_group, every other record alone. */
export function writeUnits(type: ImportEntityType, records: ImportRecord[]): ImportRecord[][] {
  if (type !== 'order') return records.map((record) => [record]);
  const groups = new Map<string, ImportRecord[]>();
  for (const record of records) {
    const group = (record.fields.order_group ?? '').trim();
    groups.set(group, [...(groups.get(group) ?? []), record]);
  }
  return [...groups.values()];
}

/** The fields that find a duplicate, per the spec: orders by PO number, creators by name and email, products by ISBN. */
export const duplicateCheckFields: Record<ImportEntityType, string[]> = {
  product: ['isbn'],
  order: ['po_number'],
  creator: ['display_name', 'email'],
  customer: ['first_name', 'last_name', 'company'],
  expense: ['expense_date', 'amount', 'category', 'isbn'],
};

const normalisedIsbn = (isbn: string) => normaliseIsbn(isbn);

/** `expression in (values)` for an SQL expression (knex's whereIn takes columns only). */
const expressionIn = (expression: string, values: string[]) =>
  [`${expression} in (${values.map(() => '?').join(', ')})`, values] as const;
/**
 * The publisher's rows of `table` whose `column` holds one of the values: one index probe per value
 * (`offset 0` keeps the planner from folding the probes into one scan). Statistics taken when the
 * table was small had an import's every batch scan all the publisher's formats or orders.
 */
const rowsByValues = (
  db: Knex,
  table: 'products' | 'orders',
  column: 'isbn' | 'po_number',
  publisherId: string,
  values: string[],
) =>
  db
    .from(db.raw(`unnest(?::text[]) as wanted(value)`, [[...new Set(values)]]))
    .joinRaw(`cross join lateral (select * from ?? where publisher_id = ? and ?? = wanted.value offset 0) as ??`, [
      table,
      publisherId,
      column,
      table,
    ]);

/**
 * The products whose ISBN/UID a cell names, by the publisher's ISBN index: a valid ISBN is stored
 * normalised (no hyphens or spaces), another id as typed (trimmed), so both forms are looked up.
 */
const productsByIsbnCells = (db: Knex, publisherId: string, cells: string[]) =>
  rowsByValues(
    db,
    'products',
    'isbn',
    publisherId,
    cells.flatMap((cell) => [normaliseIsbn(cell), cell.trim()]),
  );

/** Existing records a unit's first row matches by its natural key, by row. */
export async function findDuplicates(
  db: Knex,
  publisherId: string,
  type: ImportEntityType,
  records: ImportRecord[],
): Promise<Map<number, Record<string, string>>> {
  const found = new Map<number, Record<string, string>>();
  const value = (record: ImportRecord, name: string) => (record.fields[name] ?? '').trim();
  if (type === 'product') {
    const isbns = records.map((record) => value(record, 'isbn')).filter(Boolean);
    const existing: { id: string; isbn: string; title: string }[] = isbns.length
      ? await productsByIsbnCells(db, publisherId, isbns).select('products.id', 'products.isbn', 'products.title')
      : [];
    const byIsbn = new Map(existing.map((product) => [normalisedIsbn(product.isbn), product]));
    for (const record of records) {
      const match = byIsbn.get(normalisedIsbn(value(record, 'isbn')));
      if (match) found.set(record.row, { id: match.id, isbn: match.isbn, title: match.title });
    }
  }
  if (type === 'order') {
    const numbers = [...new Set(records.map((record) => value(record, 'po_number')).filter(Boolean))];
    const existing: { id: string; po_number: string }[] = numbers.length
      ? await rowsByValues(db, 'orders', 'po_number', publisherId, numbers).select('orders.id', 'orders.po_number')
      : [];
    const byNumber = new Map(existing.map((order) => [order.po_number, order]));
    for (const record of records) {
      const match = byNumber.get(value(record, 'po_number'));
      if (match) found.set(record.row, { id: match.id, po_number: match.po_number });
    }
  }
  if (type === 'creator') {
    const names = [...new Set(records.map((record) => value(record, 'display_name').toLowerCase()).filter(Boolean))];
    const existing: { id: string; display_name: string; email: string | null }[] = names.length
      ? await db('creators')
          .leftJoin('contact_items', (join) =>
            join.on('contact_items.owner_id', 'creators.id').andOnVal('contact_items.kind', 'email'),
          )
          .where('creators.publisher_id', publisherId)
          .whereRaw(...expressionIn('lower(creators.display_name)', names))
          .select('creators.id', 'creators.display_name', 'contact_items.value as email')
      : [];
    for (const record of records) {
      const match = existing.find(
        (creator) =>
          creator.display_name.toLowerCase() === value(record, 'display_name').toLowerCase() &&
          (creator.email ?? '').toLowerCase() === value(record, 'email').toLowerCase(),
      );
      if (match) found.set(record.row, { id: match.id, display_name: match.display_name, email: match.email ?? '' });
    }
  }
  if (type === 'customer') {
    const companies = [...new Set(records.map((record) => value(record, 'company').toLowerCase()))];
    const existing: { id: string; first_name: string; last_name: string; company: string }[] = companies.length
      ? await db('customers')
          .where({ publisher_id: publisherId })
          .whereRaw(...expressionIn('lower(customers.company)', companies))
          .select('id', 'first_name', 'last_name', 'company')
      : [];
    const key = (first: string, last: string, company: string) => [first, last, company].join('\u0000').toLowerCase();
    const byKey = new Map(
      existing.map((customer) => [key(customer.first_name, customer.last_name, customer.company), customer]),
    );
    for (const record of records) {
      const match = byKey.get(key(value(record, 'first_name'), value(record, 'last_name'), value(record, 'company')));
      if (match) found.set(record.row, { ...match });
    }
  }
  return found;
}

/**
 * The records a batch's rows name, read once for the batch: formats by ISBN, customers by name
 * (company, or first and last name), creators by display name, all lower-cased where compared.
 */
export interface BatchReferences {
  productsByIsbn: Map<string, string>;
  customersByName: Map<string, string>;
  creatorsByName: Map<string, string>;
}

const splitNames = (text: string | undefined) =>
  (text ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

export async function loadReferences(
  db: Knex,
  publisherId: string,
  type: ImportEntityType,
  records: ImportRecord[],
): Promise<BatchReferences> {
  const value = (record: ImportRecord, name: string) => (record.fields[name] ?? '').trim();
  const isbns = records.map((record) => value(record, 'isbn')).filter(Boolean);
  const customerNames = [...new Set(records.map((record) => value(record, 'customer_name').toLowerCase()))].filter(
    Boolean,
  );
  const creatorNames = [
    ...new Set(records.flatMap((record) => splitNames(record.fields.creators).map((name) => name.toLowerCase()))),
  ];
  const products: { id: string; isbn: string }[] =
    (type === 'order' || type === 'expense') && isbns.length
      ? await productsByIsbnCells(db, publisherId, isbns).select('products.id', 'products.isbn')
      : [];
  const customers: { id: string; company: string; full_name: string }[] =
    type === 'order' && customerNames.length
      ? await db('customers')
          .where({ publisher_id: publisherId })
          .where((any) =>
            any
              .whereRaw(...expressionIn('lower(company)', customerNames))
              .orWhereRaw(...expressionIn("lower(trim(first_name || ' ' || last_name))", customerNames)),
          )
          .select('id', 'company', db.raw("trim(first_name || ' ' || last_name) as full_name"))
      : [];
  const creators: { id: string; display_name: string }[] =
    type === 'product' && creatorNames.length
      ? await db('creators')
          .where({ publisher_id: publisherId })
          .whereRaw(...expressionIn('lower(creators.display_name)', creatorNames))
          .select('id', 'display_name')
      : [];
  const customersByName = new Map<string, string>();
  // A company name wins over a person's name, as the screens' customer search lists them.
  for (const customer of customers) customersByName.set(customer.full_name.toLowerCase(), customer.id);
  for (const customer of customers) customersByName.set(customer.company.toLowerCase(), customer.id);
  return {
    productsByIsbn: new Map(products.map((product) => [normalisedIsbn(product.isbn), product.id])),
    customersByName,
    creatorsByName: new Map(creators.map((creator) => [creator.display_name.toLowerCase(), creator.id])),
  };
}

/**
 * The streams the commands of a batch will read, so they are read together first: each row's
 * ISBN reservation (products), the formats an order's lines name and their links, the customer.
 */
export function streamsRead(
  type: ImportEntityType,
  publisherId: string,
  records: ImportRecord[],
  references: BatchReferences,
  customerId: string | null,
): string[] {
  const value = (record: ImportRecord, name: string) => (record.fields[name] ?? '').trim();
  if (type === 'product')
    return [
      publisherStreamId(publisherId),
      ...records.flatMap((record) => (value(record, 'isbn') ? [isbnStreamId(publisherId, value(record, 'isbn'))] : [])),
    ];
  if (type !== 'order' && type !== 'expense') return [];
  const productIds = records.flatMap(
    (record) => references.productsByIsbn.get(normalisedIsbn(value(record, 'isbn'))) ?? [],
  );
  const customerIds = customerId
    ? [customerId]
    : records.flatMap((record) => references.customersByName.get(value(record, 'customer_name').toLowerCase()) ?? []);
  // A customer's links stream grows with every order: it is read from where its folded state stands, not here.
  return [
    ...new Set([
      ...productIds.flatMap((productId) => [productStreamId(productId), linksStreamId(productId)]),
      ...customerIds.map(customerStreamId),
    ]),
  ];
}

export interface WriteContext {
  lookups: Lookups;
  references: BatchReferences;
  dispatch: Dispatch;
  /** The customer chosen in the legacy panel for every order of the file. */
  customerId: string | null;
}

/** A unit's outcome, for each of its rows. */
const outcomeOf = (unit: ImportRecord[], outcome: Omit<RowOutcome, 'row'>): RowOutcome[] =>
  unit.map((record) => ({ row: record.row, ...outcome }));

const optional = (text: string | undefined) => (text ?? '').trim() || null;
const integerOrNull = (text: string | undefined) => (optional(text) === null ? null : Number.parseInt(text!, 10));
const measure = (text: string | undefined, unit: string) =>
  optional(text) === null ? null : { value: Number(text), unit };

/** The outcome of a unit whose write was refused: the command's message, never a half-written record. */
export function refusalOutcome(unit: ImportRecord[], error: unknown): RowOutcome[] {
  const message = error instanceof Error ? error.message : String(error);
  return outcomeOf(unit, { outcome: 'error', recordId: null, message: message.slice(0, 1000) });
}

/**
 * Writes one unit through the same commands as the screens (same rules: ISBN uniqueness, plan
 * limit, lookups); a refused command throws, and the caller records the unit's rows as errors.
 */
export async function writeUnit(
  type: ImportEntityType,
  unit: ImportRecord[],
  context: WriteContext,
  duplicate: { existingId: string; resolution: DuplicateResolution } | null,
): Promise<RowOutcome[]> {
  const first = unit[0]!;
  const value = (name: string) => (first.fields[name] ?? '').trim();
  const lookup = (kind: LookupKind, name: string) => lookupId(context.lookups, kind, value(name));
  if (duplicate?.resolution === 'skip')
    return outcomeOf(unit, { outcome: 'skipped', recordId: duplicate.existingId, message: 'Duplicate skipped' });
  const updating = duplicate?.resolution === 'update' ? duplicate.existingId : null;

  switch (type) {
    case 'creator': {
      const fields = {
        displayName: value('display_name'),
        paymentName: value('payment_name'),
        paymentTypeId: lookup('paymentType', 'payment_type'),
        biography: value('biography'),
        website: value('website'),
        residence: value('residence'),
      };
      if (updating) {
        await context.dispatch('updateCreator', { id: updating, changed: fields });
        return outcomeOf(unit, { outcome: 'updated', recordId: updating, message: '' });
      }
      const result = (await context.dispatch('createCreator', {
        ...fields,
        email: value('email'),
        phone: optional(first.fields.phone),
        line1: value('line1'),
        line2: value('line2'),
        city: value('city'),
        state: value('state'),
        zipcode: value('zipcode'),
        country: value('country'),
      })) as { creatorId: string };
      return outcomeOf(unit, { outcome: 'created', recordId: result.creatorId, message: '' });
    }
    case 'customer': {
      const fields = {
        firstName: value('first_name'),
        lastName: value('last_name'),
        company: value('company'),
        paymentTermId: lookup('paymentTerm', 'payment_term'),
        customerClassId: lookup('customerClass', 'customer_class'),
        adminNotes: value('admin_notes'),
      };
      if (updating) {
        await context.dispatch('updateCustomer', { id: updating, changed: fields });
        return outcomeOf(unit, { outcome: 'updated', recordId: updating, message: '' });
      }
      const address = {
        line1: value('line1'),
        line2: value('line2'),
        city: value('city'),
        stateOrRegion: value('state'),
        zipcode: value('zipcode'),
        country: value('country') || value('country_code'),
      };
      const contacts = [
        ...(value('email') ? [{ kind: 'email' as const, value: value('email'), primary: true }] : []),
        ...(value('phone') ? [{ kind: 'phone' as const, value: value('phone'), primary: true }] : []),
        ...(Object.values(address).some(Boolean) ? [{ kind: 'address' as const, address, primary: true }] : []),
      ];
      const result = (await context.dispatch('createCustomer', { ...fields, contacts })) as { customerId: string };
      return outcomeOf(unit, { outcome: 'created', recordId: result.customerId, message: '' });
    }
    case 'expense': {
      const categoryName = value('category');
      const categoryId = lookup('expenseCategory', 'category');
      if (categoryName && !categoryId)
        return outcomeOf(unit, {
          outcome: 'skipped',
          recordId: null,
          message: unknownExpenseCategoryMessage(categoryName),
        });
      let productId = optional(first.fields.product);
      if (!productId && value('isbn')) {
        productId = context.references.productsByIsbn.get(normalisedIsbn(value('isbn'))) ?? null;
        if (!productId)
          return outcomeOf(unit, { outcome: 'error', recordId: null, message: `ISBN ${value('isbn')} not found` });
      }
      const result = (await context.dispatch('createExpense', {
        productId,
        categoryId,
        amount: value('amount'),
        expenseDate: value('expense_date'),
        adminNotes: value('admin_notes'),
      })) as { expenseId: string };
      return outcomeOf(unit, { outcome: 'created', recordId: result.expenseId, message: '' });
    }
    case 'product':
      return writeProduct(unit, context, updating);
    case 'order':
      return writeOrder(unit, context, updating);
  }
}

async function writeProduct(unit: ImportRecord[], context: WriteContext, updating: string | null) {
  const record = unit[0]!;
  const value = (name: string) => (record.fields[name] ?? '').trim();
  const digital = isTrueText(value('digital_product'));
  const input = {
    isbn: value('isbn'),
    formatId: onixCode('productForms', value('format')),
    subtitle: value('subtitle'),
    edition: value('edition'),
    volume: value('volume'),
    publicationDate: value('publication_date'),
    shipDate: value('ship_date'),
    retailPrice: value('retail_price'),
    ...(value('wholesale_price') ? { wholesalePrice: value('wholesale_price') } : {}),
    inventoryQuantity: integerOrNull(record.fields.inventory_qty),
    cartonQty: integerOrNull(record.fields.carton_qty),
    pageCount: integerOrNull(record.fields.page_count),
    weight: measure(record.fields.weight, 'oz'),
    width: measure(record.fields.width, 'in'),
    height: measure(record.fields.height, 'in'),
    thickness: measure(record.fields.thickness, 'in'),
    audienceId: value('audience') ? onixCode('audiences', value('audience')) : null,
    bisac: value('bisac')
      .split(';')
      .map((code) => code.trim())
      .filter(Boolean),
    outOfPrint: isTrueText(value('out_of_print')),
    digital,
    adminNotes: value('admin_notes'),
  };
  if (updating) {
    await context.dispatch('updateProduct', { id: updating, changed: input });
    return outcomeOf(unit, { outcome: 'updated', recordId: updating, message: '' });
  }
  const names = splitNames(record.fields.creators);
  const creatorIds = names.flatMap((name) => context.references.creatorsByName.get(name.toLowerCase()) ?? []);
  const missing = names.filter((name) => !context.references.creatorsByName.has(name.toLowerCase()));
  const result = (await context.dispatch('createProductWorkAndFormat', {
    productWorkInput: {
      title: value('title'),
      description: value('description'),
      imprintId: lookupId(context.lookups, 'imprint', value('imprint')),
    },
    productInput: input,
    // The spec's default contributor role: By (author).
    creatorsInput: [...new Set(creatorIds)].map((creatorId) => ({ creatorId, onixContributorCodeId: 'A01' })),
  })) as { productId?: string; productWorkId: string };
  return outcomeOf(unit, {
    outcome: 'created',
    recordId: result.productId ?? result.productWorkId,
    message: missing.length ? `Creators not found, left off: ${missing.join('; ')}` : '',
  });
}

async function writeOrder(unit: ImportRecord[], context: WriteContext, updating: string | null) {
  const first = unit[0]!;
  const value = (name: string) => (first.fields[name] ?? '').trim();
  const customerId =
    context.customerId ?? context.references.customersByName.get(value('customer_name').toLowerCase()) ?? null;
  if (!customerId)
    return outcomeOf(unit, {
      outcome: 'error',
      recordId: null,
      message: `Customer "${value('customer_name')}" not found`,
    });
  const productOf = (isbn: string) => context.references.productsByIsbn.get(normalisedIsbn(isbn));
  const notFound = unit.filter((record) => !productOf(record.fields.isbn ?? ''));
  if (notFound.length > 0) {
    // The whole order waits for its lines: no order is written without all of them.
    return outcomeOf(unit, {
      outcome: 'error',
      recordId: null,
      message: `ISBN not found: ${notFound.map((record) => record.fields.isbn).join(', ')}`,
    });
  }
  const lookup = (kind: LookupKind, name: string) => lookupId(context.lookups, kind, value(name));
  const details = {
    customerId,
    orderStatusId: lookup('orderStatus', 'order_status'),
    salespersonId: lookup('salesperson', 'salesperson'),
    paymentTermId: lookup('paymentTerm', 'payment_term'),
    shippingTypeId: lookup('shippingType', 'shipping_type'),
    poNumber: value('po_number'),
    shippingCost: value('shipping_cost') || '0',
    adminNotes: value('admin_notes'),
  };
  if (updating) {
    await context.dispatch('updateOrder', { id: updating, changed: details });
    return outcomeOf(unit, { outcome: 'updated', recordId: updating, message: '' });
  }
  const result = (await context.dispatch('createOrder', {
    ...details,
    paid: isTrueText(value('paid')),
    paidDate: value('paid_date'),
    shipped: isTrueText(value('shipped')),
    shipDate: value('ship_date'),
    lines: unit.map((record) => ({
      productId: productOf(record.fields.isbn ?? '')!,
      quantity: Number.parseInt(record.fields.quantity ?? '', 10),
      ...((record.fields.net_price ?? '').trim()
        ? { discountType: 'netPrice' as const, discount: record.fields.net_price!.trim() }
        : {}),
    })),
  })) as { orderId: string };
  return outcomeOf(unit, { outcome: 'created', recordId: result.orderId, message: '' });
}
