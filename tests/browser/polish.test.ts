import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Records made through the API, as bulk data should be; the screens under test only read them. */
async function newCustomer(api: ApiClient, firstName: string): Promise<string> {
  const { createCustomer } = await api.data(
    'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } } }',
    { input: { firstName, lastName: 'Blake', company: '', contacts: [] } },
  );
  return createCustomer.customer.id as string;
}

async function newProduct(api: ApiClient, title: string): Promise<string> {
  const { createProductWorkAndFormat } = await api.data(
    `mutation($work: ProductWorkInput!, $product: ProductInput!) {
      createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { products { id } } }
    }`,
    { work: { title }, product: { formatId: 'EA', retailPrice: '9.99', isbn: `UID-${title}` } },
  );
  return createProductWorkAndFormat.productWork.products[0].id as string;
}

async function newOrder(api: ApiClient, customerId: string, poNumber: string, productId: string): Promise<string> {
  const { createOrder } = await api.data(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { message } } }',
    { input: { customerId, poNumber, lines: [{ productId, quantity: 1 }] } },
  );
  return createOrder.order.id as string;
}

/** The page is no wider than the window: nothing makes the whole page scroll sideways. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('screens to product standard', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Tinsley Brothers' });
    await signInAs(page, session.url, api);
  });
  afterAll(() => session?.close());

  it('numbers orders per publisher from 1, shows the number instead of the id, and finds an order by it', async () => {
    const franklin = await newCustomer(api, 'Franklin');
    const rachel = await newCustomer(api, 'Rachel');
    const moonstone = await newProduct(api, 'The Moonstone');
    await newOrder(api, franklin, 'PO-1', moonstone);
    await newOrder(api, franklin, 'PO-2', moonstone);
    const third = await newOrder(api, rachel, 'PO-3', moonstone);

    await page.goto(`${session.url}/orders/${third}`);
    await page.getByRole('heading', { name: 'Order #3' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(uuidPattern);

    // The orders list: every card names its number, and "#2" finds only order 2.
    await page.goto(`${session.url}/orders`);
    await page.getByRole('link', { name: 'Order #1' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(uuidPattern);
    await page.getByRole('textbox', { name: 'Search orders' }).fill('#2');
    await page.getByRole('textbox', { name: 'Search orders' }).press('Enter');
    await expect.poll(() => page.getByRole('link', { name: /^Order #\d+$/ }).allInnerTexts()).toEqual(['Order #2']);

    // The dashboard's Find Order by ID opens the order the clerk reads out.
    await page.goto(`${session.url}/dashboard`);
    await page.getByLabel('Find Order by ID').fill('3');
    await page.getByLabel('Find Order by ID').press('Enter');
    await page.getByRole('heading', { name: 'Order #3' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/orders/${third}`);
  });

  it('shows customers with their number in the list and finds one by it', async () => {
    await page.goto(`${session.url}/customers`);
    await page.getByRole('cell', { name: '#2', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('2');
    await page.getByRole('textbox', { name: 'Search', exact: true }).press('Enter');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and Rachel
    await page.getByRole('cell', { name: 'Rachel' }).click();
    await page.getByText('Customer #2').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(uuidPattern);
  });

  it('fits a 390 px phone: no screen scrolls the whole page sideways', async () => {
    const order = await api.data('{ orders(page: 1) { items { id customer { id } } } }');
    const [{ id: orderId, customer }] = order.orders.items;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const [path, heading] of [
        ['/products', 'Products'],
        ['/orders', 'Orders'],
        [`/orders/${orderId}`, /^Order #\d+$/],
        ['/customers', 'Customers'],
        [`/customers/${customer.id}`, /Blake/],
        ['/expenses', 'Expenses'],
      ] as const) {
        await page.goto(`${session.url}${path}`);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        expect(await pageScrollsSideways(page), path).toBe(false);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("gives a list's search box room for what is typed on a 390 px phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const [path, heading, searchBox] of [
        ['/products', 'Products', 'Search'],
        ['/orders', 'Orders', 'Search orders'],
        ['/customers', 'Customers', 'Search'],
        ['/expenses', 'Expenses', 'Search'],
      ] as const) {
        await page.goto(`${session.url}${path}`);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        const search = page.getByRole('textbox', { name: searchBox, exact: true });
        await search.fill('Blackwood Books');
        expect(await search.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth), path).toBe(
          true,
        );
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("words a list's filters in plain English and gives the payment memo room for its text", async () => {
    await page.goto(`${session.url}/products`);
    const statusFilter = page.getByLabel('Filter by status');
    await statusFilter.waitFor();
    expect(await statusFilter.locator('option').first().textContent()).toBe('All statuses');

    const order = await api.data('{ orders(page: 1) { items { id } } }');
    await page.goto(`${session.url}/orders/${order.orders.items[0].id}`);
    await page.getByRole('button', { name: 'ADD PAYMENT' }).click();
    const memo = page.getByLabel('Payment memo');
    await memo.fill('Deposit by cheque no. 1042');
    // The whole memo shows: the field does not cut its text.
    expect(await memo.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'CANCEL', exact: true }).click();
  });

  it('prints an address with its parts apart, on the customer and on an order', async () => {
    const address = {
      line1: '12 High St',
      line2: 'Apt 4',
      city: 'Springfield',
      stateOrRegion: 'IL',
      zipcode: '62701',
      country: 'US',
    };
    const { createCustomer } = await api.data(
      `mutation($input: CreateCustomerInput!) {
        createCustomer(input: $input) { customer { id addresses { id } } }
      }`,
      { input: { company: 'Lincoln Books', contacts: [{ kind: 'address', address, primary: true }] } },
    );
    const customer = createCustomer.customer;
    const printed = 'Shipping: 12 High St, Apt 4, Springfield, IL 62701, United States';
    await page.goto(`${session.url}/customers/${customer.id}`);
    await page.getByText(printed, { exact: true }).waitFor();

    const { createOrder } = await api.data(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }',
      {
        input: {
          customerId: customer.id,
          orderAddressId: customer.addresses[0].id,
          lines: [{ productId: await newProduct(api, 'Leaves of Grass'), quantity: 1 }],
        },
      },
    );
    await page.goto(`${session.url}/orders/${createOrder.order.id}`);
    await page.getByText(`Address: ${printed}`, { exact: true }).waitFor();
  });

  it('shows a customer as text in view mode, switches to inputs on Edit, and adds a class from its lookup', async () => {
    const customerId = await newCustomer(api, 'Gabriel');
    await page.goto(`${session.url}/customers/${customerId}`);
    await page.getByRole('heading', { name: 'Gabriel Blake' }).waitFor();
    // View mode: the values are text, not inputs.
    await page.getByText('Gabriel', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    expect(await page.getByLabel('Customer Class').count()).toBe(0);

    await page.getByRole('button', { name: 'EDIT' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Gabriel');
    // The class list is searched as typed; a class it lacks is added from there and chosen.
    await page.getByLabel('Customer Class').fill('Libraries');
    await page.getByRole('option', { name: '+ Add new customer class “Libraries”' }).click();
    await expect.poll(() => page.getByLabel('Customer Class').inputValue()).toBe('Libraries');
    await page.getByRole('button', { name: 'SAVE' }).click();

    // Saved, back in view mode: the new class shows as text, and it is in the publisher's list.
    await page.getByRole('button', { name: 'EDIT' }).waitFor();
    await page.getByText('Libraries', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    const { customerClasses } = await api.data('{ customerClasses { value } }');
    expect(customerClasses).toContainEqual({ value: 'Libraries' });
  });

  it('shows a product format as text in view mode and as inputs on Edit', async () => {
    await newProduct(api, 'Armadale');
    await page.goto(`${session.url}/products`);
    await page.getByRole('cell', { name: /Armadale/ }).click();
    await page.getByRole('heading', { name: 'Armadale' }).waitFor();
    await page.getByText('UID-Armadale', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: /Retail price/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /Retail price/ }).inputValue()).toBe('9.99');
  });
});
