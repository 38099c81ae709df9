import { isoDateOf, orderMessages } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

// A customer sends part of a shipped order back: recorded from the order's page.
describe('order returns in the browser', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let productId: string;
  let orderId: string;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Smith, Elder' });
    const { createProductWorkAndFormat } = await api.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { products { id } } }
      }`,
      {
        work: { title: 'Jane Eyre' },
        product: { formatId: 'BC', retailPrice: '15.00', inventoryQuantity: 20, isbn: '9780141441146' },
      },
    );
    productId = createProductWorkAndFormat.productWork.products[0].id;
    const { createCustomer } = await api.data(
      'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } } }',
      { input: { company: 'Cornhill Books' } },
    );
    const { createOrder } = await api.data(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } errors { message } } }',
      {
        input: {
          customerId: createCustomer.customer.id,
          lines: [{ productId, quantity: 6 }],
          shipped: true,
          shipDate: isoDateOf(new Date()),
        },
      },
    );
    orderId = createOrder.order.id;
    await signInAs(page, session.url, api);
  });
  afterAll(() => session?.close());

  const inventory = async () =>
    (await api.data('query($id: ID!) { product(id: $id) { inventoryQuantity } }', { id: productId })).product
      .inventoryQuantity as number;

  it('records a return: the units come back into stock and the order shows them and its credit', async () => {
    expect(await inventory()).toBe(14);
    await page.goto(`${session.url}/orders/${orderId}`);
    await page.getByRole('button', { name: 'RECORD RETURN' }).click();
    const modal = page.getByRole('dialog', { name: 'Record Return' });
    const quantity = modal.getByLabel(/^Jane Eyre/);
    // More than shipped is refused with the decider's message, before anything is sent.
    await quantity.fill('7');
    await modal.getByRole('button', { name: 'SAVE' }).click();
    await modal.getByText(orderMessages.returnQuantityTooLarge).waitFor();
    await quantity.fill('2');
    await modal.getByLabel('Memo').fill('Spine damaged');
    await modal.getByRole('button', { name: 'SAVE' }).click();
    const row = page.getByRole('table', { name: 'Returns' }).getByRole('row', { name: /Spine damaged/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('2 × Jane Eyre');
    expect(await row.textContent()).toContain('$30.00');
    await page.getByText('Returns credit: $30.00').waitFor();
    await page.getByRole('cell', { name: 'Returned of Jane Eyre' }).getByText('2').waitFor();
    await expect.poll(inventory).toBe(16);
  });
});
