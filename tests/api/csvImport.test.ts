import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const csv = (rows: string[][]) => Papa.unparse(rows, { newline: '\n' });

async function call(client: ApiClient, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${client.stack.commandUrl}${path}`, {
    method,
    headers: { ...client.headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, text, json, headers: response.headers };
}

async function upload(client: ApiClient, entityType: string, contents: BlobPart, options: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([contents], { type: 'text/csv' }), options.fileName ?? 'import.csv');
  form.set('entity_type', entityType);
  form.set('delimiter', options.delimiter ?? ',');
  form.set('encoding', options.encoding ?? 'UTF-8');
  form.set('has_header', 'true');
  form.set('publisher_id', options.publisherId ?? (await publisherOf(client)));
  const response = await fetch(`${client.stack.commandUrl}/api/csv-import/upload-csv/`, {
    method: 'POST',
    headers: client.headers(),
    body: form,
  });
  return { status: response.status, json: await response.json() };
}

const publishers = new Map<ApiClient, string>();
async function publisherOf(client: ApiClient) {
  if (!publishers.has(client)) {
    const reply = await client.rest('/fetch_user_publishers/');
    publishers.set(client, reply.body.publisher.id);
  }
  return publishers.get(client)!;
}

/** Polls the import's progress each second, as the wizard does, until it is no longer running. */
async function importProgress(client: ApiClient, session: string) {
  for (;;) {
    const progress = await call(client, 'GET', `/api/csv-import/${session}/get-import-progress/`);
    if (progress.json.status !== 'in_progress') return progress.json;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(modes)('CSV import, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
  });
  afterAll(async () => stack?.close());

  it.runIf(available)('serves each template with the spec columns and an example row', async () => {
    for (const type of ['product', 'order', 'expense', 'creator', 'customer']) {
      const reply = await call(client, 'GET', `/api/csv-import/templates/?template=${type}-template.csv`);
      expect(reply.status, type).toBe(200);
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${type}-template.csv"`);
      const [header, example] = Papa.parse<string[]>(reply.text, { skipEmptyLines: true }).data;
      expect(header!.length).toBe(example!.length);
    }
    const order = await call(client, 'GET', '/api/csv-import/templates/?template=order-template.csv');
    expect(order.text.split('\r\n')[0]).toBe(
      'order_group,customer_name,isbn,quantity,retail_price,net_price,order_status,po_number,payment_term,salesperson,shipping_type,shipping_cost,admin_notes,paid,paid_date,shipped,ship_date',
    );
    expect((await call(client, 'GET', '/api/csv-import/templates/?template=nothing-template.csv')).status).toBe(404);
  });

  it.runIf(available)('gives every legacy row check its message, word for word', async () => {
    const orders = csv([
      ['order_group', 'isbn', 'quantity', 'retail_price', 'net_price', 'ship_date', 'paid_date'],
      ['1', '9780306406157', '2', '10.00', '12.00', '', ''],
      ['2', '9780306406157', '1', '-1', '', '', ''],
      ['3', '9780306406157', '0', '10', '', '', ''],
      ['4', '', '1', '10', '', '', ''],
      ['5', '9780306406157', '1', '10', '', '2026/01/02', '2026-02-30'],
    ]);
    const noCustomer = await call(client, 'POST', '/validate_csv/', { type: 'orders', contents: orders });
    expect(noCustomer.json.message).toBe('Please select a customer before importing orders');
    const ordersReply = await call(client, 'POST', '/validate_csv/', {
      type: 'orders',
      contents: orders,
      customer: { customer: 'any-customer' },
    });
    expect(ordersReply.json.message).toBe('File formatted improperly - check for extra commas!');
    const messagesOf = (reply: typeof ordersReply) =>
      (reply.json.errors as { row: number; message: string }[]).map((error) => `${error.row}: ${error.message}`);
    expect(messagesOf(ordersReply)).toEqual(
      expect.arrayContaining([
        '0: Net price cannot exceed retail price',
        '1: Price cannot be negative',
        '2: Quantity must be a positive number',
        '3: ISBN is required',
        '4: Invalid date format (use YYYY-MM-DD)',
      ]),
    );
    expect(messagesOf(ordersReply).filter((message) => message.startsWith('4:'))).toHaveLength(2);

    const expenses = csv([
      ['product', 'isbn', 'amount', 'expense_date', 'category'],
      ['', '', '10.00', '2026-01-02', ''],
      ['', '97803-ABC', '10.00', '2026-01-02', ''],
      ['', '9780306406157', '', '2026-01-02', ''],
      ['', '9780306406157', '1.2.3', '2026-01-02', ''],
      ['', '9780306406157', '10', '', ''],
      ['', '9780306406157', '10', '02/01/2026', ''],
      ['', '9780306406157', '10', '2026-02-30', ''],
    ]);
    const expensesReply = await call(client, 'POST', '/validate_csv/', { type: 'expenses', contents: expenses });
    expect(messagesOf(expensesReply)).toEqual([
      '0: Expense must be associated with either a product (by ID or ISBN) or a category',
      '1: ISBN must only contain numbers',
      '2: Cannot import expense without amount',
      '3: Formatted incorrectly - only digits and one period allowed',
      '4: Cannot import expense without expense_date',
      '5: Formatted incorrectly - dates must be formatted as YYYY-MM-DD',
      '6: Not a valid date',
    ]);
    const empty = await call(client, 'POST', '/validate_csv/', { type: 'creators', contents: '   ' });
    expect(empty.json.message).toBe('No CSV data to import');
  });

  it.runIf(available)('offers unknown lookups for creation instead of failing rows', async () => {
    const customers = csv([
      ['company', 'payment_term', 'customer_class'],
      ['Shop One', 'Net 45', 'Library'],
    ]);
    const reply = await call(client, 'POST', '/validate_csv/', { type: 'customers', contents: customers });
    expect(reply.json).toMatchObject({
      message: 'Validated',
      unknown_payment_terms: ['Net 45'],
      unknown_customer_classes: ['Library'],
      errors: [],
    });
    const refused = await call(client, 'POST', '/import_csv/', { type: 'customers', contents: customers });
    expect(refused.status).toBe(400);
  });

  it.runIf(available)('imports through the commands, and importing the same file again adds nothing', async () => {
    const creators = csv([
      ['display_name', 'payment_name', 'email', 'payment_type'],
      ['Mary Shelley', 'Mary W. Shelley', 'mary@example.org', 'Check'],
      ['Percy Shelley', 'Percy B. Shelley', 'percy@example.org', 'Check'],
    ]);
    const first = await call(client, 'POST', '/import_csv/', { type: 'creators', contents: creators });
    expect(first.json.message).toBe('Items imported');
    client.position = first.json.position;
    const again = await call(client, 'POST', '/import_csv/', { type: 'creators', contents: creators });
    expect(again.json.message).toContain('Duplicate skipped');
    client.position = again.json.position;
    const { creators: list } = await client.data('{ creators { totalCount items { displayName paymentName } } }');
    expect(list.totalCount).toBe(2);
    expect(list.items.map((creator: { displayName: string }) => creator.displayName).sort()).toEqual([
      'Mary Shelley',
      'Percy Shelley',
    ]);
  });

  it.runIf(available)('runs the wizard: mapping, corrections, duplicates, import, summary and reports', async () => {
    const products = csv([
      ['Title', 'Format', 'ISBN', 'Price', 'Pages'],
      ['Frankenstein', 'Paperback', '9780306406157', '12.00', '280'],
      ['The Last Man', 'Paperback', '9781861972712', 'twelve', '400'],
      ['Bad Format', 'Scroll', '9780262033848', '5.00', ''],
    ]);
    const uploaded = await upload(client, 'product', products);
    expect(uploaded.status).toBe(201);
    const session = uploaded.json.session_id as string;
    const base = `/api/csv-import/${session}`;
    const info = await call(client, 'GET', `${base}/get-csv-info/`);
    expect(info.json).toMatchObject({ total_rows: 3, headers: ['Title', 'Format', 'ISBN', 'Price', 'Pages'] });
    const suggested = await call(client, 'GET', `${base}/suggest-field-mappings/`);
    expect(suggested.json.mappings.map((mapping: { system_field: string }) => mapping.system_field)).toEqual([
      'title',
      'format',
      'isbn',
      'retail_price',
      'page_count',
    ]);

    const validating = await call(client, 'POST', `${base}/validate-csv-data/`);
    expect(validating.json.status).toBe('in_progress');
    // The wizard polls the validation's progress until it completes.
    for (;;) {
      const progress = await call(client, 'GET', `${base}/get-validation-progress/`);
      if (progress.json.status === 'in_progress') continue;
      expect(progress.json).toMatchObject({ status: 'completed', progress_percentage: 100 });
      break;
    }
    const results = await call(client, 'GET', `${base}/get-validation-results/`);
    const byId = Object.fromEntries(
      results.json.results.map((result: { id: string; message: string }) => [result.id, result.message]),
    );
    expect(byId).toEqual({
      '1:retail_price': 'Retail Price must be a number',
      '2:format': 'Format "Scroll" was not found',
    });
    const options = await call(client, 'GET', `${base}/get-field-options/?field_name=format`);
    expect(options.json.options).toContain('Hardcover');
    await call(client, 'POST', `${base}/correct-validation-errors/`, {
      corrections: [{ id: '1:retail_price', corrected_value: '12.50' }],
    });
    const corrected = await call(client, 'GET', `${base}/get-validation-results/?skipped_rows=2`);
    expect(corrected.json.results).toEqual([]);

    const duplicates = await call(client, 'POST', `${base}/detect-duplicates/`);
    expect(duplicates.json.count).toBe(0);
    const preview = await call(client, 'GET', `${base}/get-preview-data/`);
    expect(preview.json.preview[1]).toMatchObject({ title: 'The Last Man', retail_price: '12.50' });

    await call(client, 'POST', `${base}/import-csv-data/`, { skipped_rows: [2] });
    expect(await importProgress(client, session)).toMatchObject({ status: 'completed', processed_rows: 3 });
    const summary = await call(client, 'GET', `${base}/get-import-summary/`);
    expect(summary.json).toMatchObject({ status: 'completed', created_count: 2, error_count: 0, skipped_count: 1 });
    const unrecorded = await call(client, 'POST', `${base}/download-error-csv/`, { skipped_rows: [2] });
    expect(unrecorded.headers.get('content-disposition')).toBe(`attachment; filename="unrecorded-data-${session}.csv"`);
    expect(Papa.parse<Record<string, string>>(unrecorded.text, { header: true, skipEmptyLines: true }).data).toEqual([
      {
        Title: 'Bad Format',
        Format: 'Scroll',
        ISBN: '9780262033848',
        Price: '5.00',
        Pages: '',
        import_error: 'Skipped',
      },
    ]);

    // The same file again: both written titles are duplicates by ISBN; one is updated, one skipped.
    const second = (await upload(client, 'product', products)).json.session_id as string;
    const found = await call(client, 'POST', `/api/csv-import/${second}/detect-duplicates/`);
    expect(found.json.duplicates.map((duplicate: { row_index: number }) => duplicate.row_index)).toEqual([0, 1]);
    await call(client, 'POST', `/api/csv-import/${second}/correct-validation-errors/`, {
      corrections: [{ id: '1:retail_price', corrected_value: '13.00' }],
    });
    await call(client, 'POST', `/api/csv-import/${second}/resolve-duplicates/`, { resolutions: { '1': 'update' } });
    await call(client, 'POST', `/api/csv-import/${second}/import-csv-data/`, { skipped_rows: [2] });
    await importProgress(client, second);
    const secondSummary = await call(client, 'GET', `/api/csv-import/${second}/get-import-summary/`);
    expect(secondSummary.json).toMatchObject({ created_count: 0, updated_count: 1, skipped_count: 2 });
    const { products: list } = await client.data('{ products { totalCount items { isbn retailPrice } } }');
    expect(list.totalCount).toBe(2);
  });

  it.runIf(available)('cancels between batches and says what was written', async () => {
    // Three batches of 500 rows at most: the cancel lands after the first or the second.
    const rows = Array.from({ length: 1200 }, (_, index) => [`Customer ${index}`, `c${index}@shop.example`]);
    const uploaded = await upload(client, 'customer', csv([['company', 'email'], ...rows]));
    const session = uploaded.json.session_id as string;
    await call(client, 'POST', `/api/csv-import/${session}/import-csv-data/`, {});
    const cancelled = await call(client, 'POST', `/api/csv-import/${session}/cancel-import/`);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', message: 'Import cancelled by user' });
    const summary = await call(client, 'GET', `/api/csv-import/${session}/get-import-summary/`);
    expect(summary.json.status).toBe('cancelled');
    expect(summary.json.created_count).toBeLessThan(1200);
    expect(summary.json.created_count % 500).toBe(0);
    const { customers } = await client.data('{ customers(params: { search: "Customer" }) { totalCount } }');
    expect(customers.totalCount).toBe(summary.json.created_count);
  });

  it.runIf(available)('turns hostile files into row errors', async () => {
    const bom = await upload(client, 'creator', '\uFEFFdisplay_name,payment_name\nAnn,Ann\n');
    expect(bom.json.headers).toEqual(['display_name', 'payment_name']);
    const latin = new Uint8Array([
      ...new TextEncoder().encode('display_name,payment_name\nJos'),
      0xe9,
      ...new TextEncoder().encode(',Jose\n'),
    ]);
    const wrongEncoding = (await upload(client, 'creator', latin)).json.session_id as string;
    const wrong = await call(client, 'GET', `/api/csv-import/${wrongEncoding}/get-validation-results/`);
    expect(wrong.json.results[0].message).toContain('not valid in the chosen encoding');
    const rightEncoding = await upload(client, 'creator', latin, { encoding: 'ISO-8859-1' });
    const right = await call(client, 'GET', `/api/csv-import/${rightEncoding.json.session_id}/get-preview-data/`);
    expect(right.json.preview[0].display_name).toBe('José');

    const messy = [
      'display_name,payment_name',
      'Quote "here,Ann',
      'Extra,Cell,Here',
      `Long,${'x'.repeat(10_001)}`,
      'Fine,Fine',
      '\n'.repeat(1_000_000),
      '=cmd|"/c calc"!A1,Formula',
    ].join('\n');
    const hostile = await upload(client, 'creator', messy);
    expect(hostile.status).toBe(201);
    const results = await call(client, 'GET', `/api/csv-import/${hostile.json.session_id}/get-validation-results/`);
    const rowsWithErrors = new Set(results.json.results.map((result: { row_index: number }) => result.row_index));
    expect(rowsWithErrors.has(1)).toBe(true);
    expect(results.json.results.find((result: { row_index: number }) => result.row_index === 1).message).toContain(
      'check for extra commas',
    );
    expect(hostile.json.total_rows).toBeLessThan(10);
    const tooLarge = await upload(
      client,
      'creator',
      `display_name,payment_name\nBig,${'y'.repeat(10 * 1024 * 1024)}\n`,
    );
    expect(tooLarge.status).toBe(201);
    const big = await call(client, 'GET', `/api/csv-import/${tooLarge.json.session_id}/get-validation-results/`);
    expect(big.json.results[0].message).toContain('longer than 10,000 characters');
  });

  it.runIf(available)('keeps sessions to their publisher', async () => {
    const uploaded = await upload(client, 'creator', 'display_name,payment_name\nA,B\n');
    const stranger = await ApiClient.register(stack);
    const theirs = await call(stranger, 'GET', `/api/csv-import/${uploaded.json.session_id}/get-csv-info/`);
    expect(theirs.status).toBe(404);
    const forged = await upload(stranger, 'creator', 'display_name,payment_name\nA,B\n', {
      publisherId: await publisherOf(client),
    });
    expect(forged.status).toBe(403);
  });
});
