import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

/** POSTs an export the way the list screens do; the CSV text, or the JSON refusal. */
async function exportList(client: ApiClient, type: string, body: unknown) {
  const response = await fetch(`${client.stack.queryUrl}/api/v1/exports/${type}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client.headers() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

const parse = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe.each(modes)('list exports, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  const creatorIds: string[] = [];
  let productId: string;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
    const paymentTypeId = (await client.data('{ paymentTypes { id } }')).paymentTypes[0].id as string;
    for (const name of ['Ann Author', 'Bea Writer', '=HYPERLINK("http://evil")']) {
      const created = await client.data(
        'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
        { input: { displayName: name, email: `${creatorIds.length}@list.example`, paymentTypeId, city: 'Leeds' } },
      );
      creatorIds.push(created.createCreator.creator.id);
    }
    const title = await client.data(
      'mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) { createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) { productWork { products { id } } } }',
      {
        work: { title: 'Export Title', description: 'About it' },
        product: { formatId: 'BC', retailPrice: '12.50', isbn: '9780000000019', bisac: ['FIC000000', 'FIC019000'] },
        creators: [{ creatorId: creatorIds[0], onixContributorCodeId: 'A01' }],
      },
    );
    productId = title.createProductWorkAndFormat.productWork.products[0].id;
    const customer = await client.data(
      'mutation { createCustomer(input: { firstName: "Cy", lastName: "Reader", company: "Shop", contacts: [{ kind: email, value: "cy@shop.example", primary: true }] }) { customer { id } } }',
    );
    await client.data('mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }', {
      input: {
        customerId: customer.createCustomer.customer.id,
        poNumber: 'PO-7',
        shippingCost: '2.00',
        lines: [{ productId, quantity: 2 }],
      },
    });
    const category = await client.data('mutation { createExpenseCategory(value: "Printing") { item { id } } }');
    await client.data('mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id } } }', {
      input: {
        amount: '40.10',
        categoryId: category.createExpenseCategory.item.id,
        productId,
        expenseDate: '2026-03-01',
      },
    });
  });
  afterAll(async () => stack?.close());

  it.runIf(available)('exports every list with the spec columns', async () => {
    const expected: Record<string, string[]> = {
      products: ['id', 'isbn', 'title', 'subtitle', 'format', 'creators', 'description', 'publication_date', 'status'],
      orders: [
        'id',
        'customer',
        'line1',
        'line2',
        'city',
        'state',
        'zipcode',
        'country',
        'email',
        'phone',
        'po_number',
      ],
      customers: ['id', 'first_name', 'last_name', 'company', 'line1', 'line2', 'city', 'state', 'zipcode', 'country'],
      creators: ['id', 'display_name', 'payment_name', 'residence', 'payment_type', 'biography', 'website', 'email'],
      expenses: ['id', 'expense_date', 'amount', 'category', 'product_id', 'product_title', 'product_isbn'],
    };
    for (const [type, columns] of Object.entries(expected)) {
      const reply = await exportList(client, type, {});
      expect(reply.status, type).toBe(200);
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${type}.csv"`);
      expect(parse(reply.text).meta.fields?.slice(0, columns.length), type).toEqual(columns);
    }
    const [product] = parse((await exportList(client, 'products', {})).text).data;
    expect(product).toMatchObject({
      isbn: '9780000000019',
      title: 'Export Title',
      format: 'Paperback',
      creators: 'Ann Author',
      description: 'About it',
      retail_price: '12.50',
      bisac: 'FIC000000; FIC019000',
      publisher: 'Byron Books',
    });
    const [order] = parse((await exportList(client, 'orders', {})).text).data;
    expect(order).toMatchObject({ customer: 'Cy Reader', po_number: 'PO-7', total_amount: '27.00', paid: 'false' });
    const [expense] = parse((await exportList(client, 'expenses', {})).text).data;
    expect(expense).toMatchObject({ amount: '40.10', category: 'Printing', product_title: 'Export Title' });
    const [customer] = parse((await exportList(client, 'customers', {})).text).data;
    expect(customer).toMatchObject({ first_name: 'Cy', email: 'cy@shop.example', out_of_business: 'false' });
  });

  it.runIf(available)('honours the search, the selection and its exclusions, and escapes formula cells', async () => {
    const searched = parse((await exportList(client, 'creators', { params: { search: 'Bea' } })).text).data;
    expect(searched.map((row) => row.display_name)).toEqual(['Bea Writer']);
    const picked = parse(
      (await exportList(client, 'creators', { selection: { mode: 'explicit', ids: [creatorIds[0], creatorIds[2]] } }))
        .text,
    ).data;
    expect(picked.map((row) => row.display_name).sort()).toEqual(['\'=HYPERLINK("http://evil")', 'Ann Author']);
    const allBut = parse(
      (await exportList(client, 'creators', { selection: { mode: 'all', excluded: [creatorIds[0]] } })).text,
    ).data;
    expect(allBut).toHaveLength(2);
    expect(allBut[0]).toMatchObject({ city: 'Leeds', all_emails: expect.stringContaining('@list.example') });
  });

  it.runIf(available)("answers 'No records to export after filtering' when nothing is selected", async () => {
    // A search that looks through linked rows: a format by its creator's name, an expense by its format's title.
    const byCreator = parse((await exportList(client, 'products', { params: { search: 'ann auth' } })).text).data;
    expect(byCreator.map((row) => row.title)).toEqual(['Export Title']);
    const byTitle = parse((await exportList(client, 'expenses', { params: { search: 'export tit' } })).text).data;
    expect(byTitle.map((row) => row.amount)).toEqual(['40.10']);
    const unmatched = await exportList(client, 'expenses', { params: { search: 'Bea Writer' } });
    expect(unmatched.status).toBe(404);
    const none = await exportList(client, 'creators', { params: { search: 'nobody at all' } });
    expect(none.status).toBe(404);
    expect(JSON.parse(none.text)).toMatchObject({ message: 'No records to export after filtering' });
    const bad = await exportList(client, 'creators', { params: { searchField: 'NOT_A_FIELD' } });
    expect(bad.status).toBe(400);
    const stranger = await ApiClient.register(stack);
    const theirs = await exportList(stranger, 'creators', { selection: { mode: 'explicit', ids: creatorIds } });
    expect(theirs.status).toBe(404);
  });
});
