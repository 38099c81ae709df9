import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

let isbnCounter = 700;
/** A valid ISBN-13 each time (978 prefix, computed check digit). */
function nextIsbn(): string {
  const body = `978${String(Date.now() % 1_000_000).padStart(6, '0')}${String(isbnCounter++ % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Products are bulk data here: created through the API as the catalogue screens would. */
async function newProduct(api: ApiClient, title: string, retailPrice: string, inventoryQuantity: number) {
  const { createProductWorkAndFormat } = await api.data(
    `mutation($work: ProductWorkInput!, $product: ProductInput!) {
      createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { id products { id } } errors { message } }
    }`,
    { work: { title }, product: { formatId: 'BC', retailPrice, inventoryQuantity, isbn: nextIsbn() } },
  );
  return {
    workId: createProductWorkAndFormat.productWork.id as string,
    productId: createProductWorkAndFormat.productWork.products[0].id as string,
  };
}

// A publisher's sale from customer to shipped order, and its costs, driven through the UI.
describe('customers, orders and expenses in the browser', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let moonstone: { workId: string; productId: string };

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Tinsley Brothers' });
    moonstone = await newProduct(api, 'The Moonstone', '19.99', 10);
    await newProduct(api, 'The Woman in White', '12.99', 2);
    await signInAs(page, session.url, api);
  });
  afterAll(() => session?.close());

  const inventoryOf = async (productId: string) =>
    (await api.data('query($id: ID!) { product(id: $id) { inventoryQuantity } }', { id: productId })).product
      .inventoryQuantity as number;
  const pickProduct = async (title: string) => {
    await page.getByLabel('Product', { exact: true }).click();
    await page.getByLabel('Product', { exact: true }).fill(title.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(title) }).click();
  };

  it('creates a customer in the side panel with a Shipping address', async () => {
    await page.goto(`${session.url}/customers`);
    await page.getByRole('button', { name: 'NEW CUSTOMER' }).click();
    const panel = page.getByRole('dialog', { name: 'New Customer' });
    await panel.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('A first name, last name or company is required').first().waitFor();
    await panel.getByLabel('First Name').fill('Wilkie');
    await panel.getByLabel('Last Name').fill('Collins');
    await panel.getByLabel('Company').fill('Bentley Books');
    await panel.getByLabel('New email').fill('wilkie@bentley.example');
    await panel.getByRole('button', { name: 'Add email' }).click();
    // The country comes from the ISO 3166 list, searched by name; free text is not a country.
    const address = panel.getByRole('form', { name: 'New address' });
    await address.getByLabel('Line1').fill('2 Wimpole St');
    await address.getByLabel('City').fill('London');
    await address.getByLabel('Country').fill('United');
    expect(await page.getByRole('option', { name: /^United/ }).allTextContents()).toEqual([
      'United Arab Emirates (AE)',
      'United Kingdom (GB)',
      'United States (US)',
    ]);
    await page.getByRole('option', { name: 'United Kingdom (GB)' }).click();
    await address.getByRole('button', { name: 'Add address' }).click();
    await panel.getByRole('button', { name: 'SAVE' }).click();
    await page.getByRole('cell', { name: 'Bentley Books' }).waitFor();
  });

  it('creates an order with three lines, one per discount type, priced to the cent', async () => {
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'NEW ORDER' }).click();
    await page.getByRole('button', { name: 'SAVE ORDER' }).click();
    await page.getByText('Customer is required').first().waitFor();

    await page.getByPlaceholder('Search customers').click();
    await page.getByRole('option', { name: 'Wilkie Collins' }).click();
    // The customer's primary email fills the order's email.
    await expect
      .poll(() =>
        page.getByLabel('Order Email').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      )
      .toBe('wilkie@bentley.example');
    await expect
      .poll(() =>
        page
          .getByLabel('Order Address')
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      )
      .toBe('Shipping: 2 Wimpole St, London, United Kingdom');
    await page.getByLabel('PO Number').fill('PO-1868');
    await page.getByLabel('Shipping Cost').fill('4.50');

    await page.getByRole('button', { name: 'ADD PRODUCT' }).click();
    await page.getByText('Please select a product first').waitFor();
    await pickProduct('The Moonstone');
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'ADD PRODUCT' }).click();

    await pickProduct('The Moonstone');
    await page.locator('label', { hasText: /^Percent$/ }).click();
    await page.getByRole('textbox', { name: 'Discount %' }).fill('12.5');
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'ADD PRODUCT' }).click();

    await pickProduct('The Woman in White');
    await page.locator('label', { hasText: /^Net price$/ }).click();
    await page.getByRole('textbox', { name: 'Net price' }).fill('7.99');
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'ADD PRODUCT' }).click();

    // Before saving, the new order's item table tells formats apart too: each line names its format and ISBN.
    const staged = page.getByRole('table', { name: 'Order products' });
    await expect.poll(() => staged.getByText(/^Paperback · 978\d{10}$/).count()).toBe(3);
    // 3 × 19.99 + 2 × 17.49 + 3 × 7.99 = 118.92 and 4.50 shipping
    await expect.poll(() => page.getByLabel('Order Total').textContent()).toBe('$123.42');
    await page.getByRole('button', { name: 'SAVE ORDER' }).click();
    await page.getByText('Order created successfully with 3 product(s)').waitFor();
    await page.waitForURL('**/orders/*');
    await page.getByTestId('due-amount').getByText('Due: $123.42').waitFor();
    // Two formats of a title are told apart on the order: each line names its format and ISBN.
    await page
      .getByRole('table', { name: 'Order products' })
      .getByRole('row', { name: /The Moonstone/ })
      .first()
      .getByText(/^Paperback · 978\d{10}$/)
      .waitFor();
    // The Woman in White: 2 in stock, 3 ordered and not shipped: the quantity shows red.
    const shortQuantity = page
      .getByRole('table', { name: 'Order products' })
      .getByRole('row', { name: /The Woman in White/ })
      .getByText('3', { exact: true });
    expect(await shortQuantity.evaluate((element) => getComputedStyle(element).color)).toMatch(
      /rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)/,
    );
  });

  it('records a partial payment, then ticking PAID records the rest', async () => {
    await page.getByRole('button', { name: 'ADD PAYMENT' }).click();
    await page.getByLabel('Payment amount').fill('50.10');
    await page.getByLabel('Payment memo').fill('deposit');
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByText('Recorded order payment').waitFor();
    await page.getByTestId('due-amount').getByText('Due: $73.32').waitFor();

    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await page.getByLabel(/^PAID/).check();
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await page.getByText('Payment recorded and order status updated').waitFor();
    await page.getByTestId('due-amount').getByText('Due: $0.00').waitFor();
    await page.getByRole('cell', { name: 'Payment recorded via paid checkbox' }).waitFor();
    await page.getByRole('table', { name: 'Payments' }).getByRole('cell', { name: '$73.32' }).waitFor();
  });

  it('ticking SHIPPED takes the quantities out of inventory', async () => {
    expect(await inventoryOf(moonstone.productId)).toBe(10);
    // Toasts sit over the action buttons at the top right: close those still open, as a user would
    // (all at once, so one that closes by itself meanwhile is not waited for).
    await page
      .locator('.mantine-Notification-closeButton')
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await page.getByLabel(/^SHIPPED/).check();
    // The Woman in White: 2 in stock, 3 to ship; the user is told before saving.
    await page.getByText('Shipping takes stock below zero').waitFor();
    await page.getByText('The Woman in White (Paperback): 2 in stock, 3 to ship').waitFor();
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    // Saved: the page is back in view mode with SHIPPED ticked.
    await page.getByRole('button', { name: 'EDIT', exact: true }).waitFor();
    await expect.poll(() => page.getByLabel(/^SHIPPED/).isChecked()).toBe(true);
    const orderId = page.url().split('/').at(-1)!;
    const inventories = async () => {
      const { order } = await api.data(
        'query($id: ID!) { order(id: $id) { lines { product { inventoryQuantity } } } }',
        { id: orderId },
      );
      return order.lines.map((line: { product: { inventoryQuantity: number } }) => line.product.inventoryQuantity);
    };
    await expect.poll(inventories).toEqual([5, 5, -1]);
  });

  it('an order created with PAID ticked records its balance, so PAID, due and paid state agree', async () => {
    await page.goto(`${session.url}/orders?new=1`);
    await page.getByPlaceholder('Search customers').click();
    await page.getByRole('option', { name: 'Wilkie Collins' }).click();
    await pickProduct('The Moonstone');
    await page.getByRole('button', { name: 'ADD PRODUCT' }).click();
    await page.getByRole('checkbox', { name: /^paid$/i }).check();
    await page.getByRole('button', { name: 'SAVE ORDER' }).click();
    await page.waitForURL('**/orders/*');
    await page.getByTestId('due-amount').getByText('Due: $0.00').waitFor();
    await page.getByRole('cell', { name: 'Payment recorded via paid checkbox' }).waitFor();
    await page.getByRole('table', { name: 'Payments' }).getByRole('cell', { name: '$19.99' }).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByText('Not Paid', { exact: true }).count()).toBe(0);
  });

  it('an ebook keeps no stock: shipping it moves none and lists show it as digital', async () => {
    const { createProductWorkAndFormat } = await api.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { products { id } } }
      }`,
      { work: { title: 'Armadale' }, product: { formatId: 'ED', retailPrice: '4.99', isbn: nextIsbn() } },
    );
    const ebookId = createProductWorkAndFormat.productWork.products[0].id as string;
    const { customers } = await api.data('{ customers(page: 1) { items { id } } }');
    await api.data('mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }', {
      input: { customerId: customers.items[0].id, shipped: true, lines: [{ productId: ebookId, quantity: 3 }] },
    });
    expect(await inventoryOf(ebookId)).toBe(0);
    await page.goto(`${session.url}/products`);
    await page
      .getByRole('row', { name: /Armadale/ })
      .getByRole('cell', { name: 'Digital', exact: true })
      .waitFor();
  });

  it('records a product expense and a company expense, both reachable from the product', async () => {
    await page.getByRole('link', { name: 'Expenses' }).click();
    await page.getByRole('button', { name: 'New Expense' }).click();
    const form = page.getByRole('dialog', { name: 'New Expense' });
    await form.getByRole('button', { name: 'SAVE' }).click();
    await form.getByText('Expenses that are not attached to a product must include a category.').waitFor();
    await form.getByLabel('Amount').fill('250.05');
    await pickProduct('The Moonstone');
    await form.getByLabel('Admin Notes').fill('cover art');
    await form.getByRole('button', { name: 'SAVE' }).click();
    // Created: the form closes (its brief toast may already be gone on a busy machine).
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'New Expense' }).click();
    await form.getByLabel('Category').fill('Printing');
    await form.getByLabel('Category').press('Enter');
    // Added: the new category is the one chosen.
    await expect.poll(() => form.getByLabel('Category').inputValue()).toBe('Printing');
    await form.getByLabel('Amount').fill('99.5');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await page.getByRole('cell', { name: '$99.50' }).waitFor();
    await page.getByRole('cell', { name: '$250.05' }).waitFor();
    // The product expense names its format, not its ONIX code.
    await page
      .getByRole('row')
      .filter({ hasText: '$250.05' })
      .getByRole('cell', { name: 'Paperback', exact: true })
      .waitFor();

    // The company expense is attached to the product from its detail page.
    await page.getByRole('cell', { name: '$99.50' }).click();
    await page.getByText('Company Expense').waitFor();
    await page.getByRole('button', { name: 'EDIT / ATTACH PRODUCT' }).click();
    await pickProduct('The Moonstone');
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await page.getByText('Product Expense').waitFor();

    await page.goto(`${session.url}/products/${moonstone.productId}`);
    await page.getByRole('link', { name: /Expenses \(2\)/ }).click();
    await page.getByRole('cell', { name: '$250.05' }).waitFor();
    await page.getByRole('cell', { name: '$99.50' }).waitFor();
    expect(await page.getByText('Displaying: 1-2 out of 2').count()).toBe(1);
  });

  it('a list opened from a product shows its filter as a removable chip and a way back', async () => {
    await page.goto(`${session.url}/products/${moonstone.productId}`);
    await page.getByRole('link', { name: /^Orders \(\d+\)/ }).click();
    await page.getByRole('heading', { name: 'Orders of The Moonstone' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).waitFor();
    await page.getByRole('button', { name: 'Remove filter Orders of The Moonstone' }).click();
    await page.waitForURL((url) => url.pathname === '/orders' && url.search === '');
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();

    await page.goBack();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`**/products/${moonstone.productId}`);
  });
});
