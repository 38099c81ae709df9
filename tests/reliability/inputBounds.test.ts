import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const createTitle = `mutation($work: ProductWorkInput!, $product: ProductInput!) {
  createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { id products { id } } ${errors} }
}`;
const createCreator = `mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } ${errors} } }`;
const createCustomer = `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`;
const createOrder = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } ${errors} } }`;
const createPayment = `mutation($orderId: ID!, $payment: OrderPaymentInput!) { createOrderPayment(orderId: $orderId, payment: $payment) { ${errors} } }`;

const hundredKilobytes = 'x'.repeat(100_000);

/**
 * The inputs a probe found accepted before (issue 11): each gets a clear error naming its field,
 * and nothing is appended to the event store.
 */
describe.each(modes)('input bounds, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let paymentTypeId: string;
  let isbn = 1000;
  const product = (fields: Record<string, unknown> = {}) => ({
    formatId: 'BC',
    retailPrice: '10',
    isbn: `UID-${isbn++}`,
    ...fields,
  });

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
    paymentTypeId = (await client.data('{ paymentTypes { id } }')).paymentTypes[0].id;
  });
  afterAll(() => stack?.close());

  const head = async () => ((await (await fetch(`${stack.queryUrl}/health`)).json()) as { head: string }).head;

  /** Sends a refused input: its errors, after checking that the event store did not grow. */
  async function refused(query: string, variables: Record<string, unknown>) {
    const before = await head();
    const reply = await client.data(query, variables);
    const payload = Object.values(reply)[0] as { errors: { field: string | null; message: string }[] };
    expect(await head()).toBe(before);
    return payload.errors.map(({ field, message }) => ({ field, message }));
  }

  it.skipIf(!available)('refuses a year 0000 publication date and a weight of 1e308, naming the fields', async () => {
    expect(
      await refused(createTitle, { work: { title: 'Poison' }, product: product({ publicationDate: '0000-01-01' }) }),
    ).toEqual([{ field: 'publicationDate', message: 'Please enter a date between 1900-01-01 and 2200-12-31.' }]);
    expect(
      await refused(createTitle, {
        work: { title: 'Heavy' },
        product: product({ weight: { value: 1e308, unit: 'oz' } }),
      }),
    ).toEqual([{ field: 'weight', message: 'Please enter a number from 0 to 100,000.' }]);
  });

  it.skipIf(!available)('refuses negative inventory and page counts, and an empty ISBN', async () => {
    expect(
      await refused(createTitle, {
        work: { title: 'Minus' },
        product: product({ inventoryQuantity: -5, pageCount: -1 }),
      }),
    ).toEqual([
      { field: 'inventoryQuantity', message: 'Please enter a whole number that is not negative.' },
      { field: 'pageCount', message: 'Please enter a whole number that is not negative.' },
    ]);
    expect(await refused(createTitle, { work: { title: 'No id' }, product: product({ isbn: '' }) })).toEqual([
      { field: 'isbn', message: 'ISBN/UID is required.' },
    ]);
  });

  it.skipIf(!available)('refuses 100 KB in a text field, in a lookup value, and an empty lookup value', async () => {
    expect(await refused(createTitle, { work: { title: hundredKilobytes }, product: product() })).toEqual([
      { field: 'title', message: 'Please use at most 200 characters.' },
    ]);
    expect(
      await refused(createTitle, { work: { title: 'Notes' }, product: product({ adminNotes: hundredKilobytes }) }),
    ).toEqual([{ field: 'adminNotes', message: 'Please use at most 10,000 characters.' }]);
    expect(
      await refused(`mutation($value: String!) { createImprint(value: $value) { ${errors} } }`, {
        value: hundredKilobytes,
      }),
    ).toEqual([{ field: 'value', message: 'Please use at most 100 characters.' }]);
    expect(await refused(`mutation { createImprint(value: "") { ${errors} } }`, {})).toEqual([
      { field: 'value', message: 'Please enter a value.' },
    ]);
  });

  it.skipIf(!available)('refuses javascript: links as a website and as a cover', async () => {
    const input = {
      displayName: 'Mallory',
      email: 'mallory@example.org',
      paymentTypeId,
      website: 'javascript:alert(1)',
    };
    expect(await refused(createCreator, { input })).toEqual([
      { field: 'website', message: 'Please enter a web address starting with http:// or https://' },
    ]);
    expect(
      await refused(createTitle, { work: { title: 'Cover' }, product: product({ coverImage: 'javascript:alert(1)' }) }),
    ).toEqual([{ field: 'coverImage', message: 'Please enter a web address starting with http:// or https://' }]);
  });

  it.skipIf(!available)('refuses a customer with no name at all and a payment of 0', async () => {
    expect(await refused(createCustomer, { input: { firstName: '', lastName: '', company: '' } })).toEqual([
      { field: 'firstName', message: 'A first name, last name or company is required' },
    ]);
    const customerId = (await client.data(createCustomer, { input: { company: 'Bookshop' } })).createCustomer.customer
      .id;
    const productId = (await client.data(createTitle, { work: { title: 'Sold' }, product: product() }))
      .createProductWorkAndFormat.productWork.products[0].id;
    const orderId = (await client.data(createOrder, { input: { customerId, lines: [{ productId, quantity: 1 }] } }))
      .createOrder.order.id;
    expect(await refused(createPayment, { orderId, payment: { amount: '0', sentDate: '2026-01-05' } })).toEqual([
      { field: 'amount', message: 'Please enter a payment amount greater than 0.' },
    ]);
  });
});
