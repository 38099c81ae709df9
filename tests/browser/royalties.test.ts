import { royaltyMessages } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { nextIsbn } from '../support/isbn.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

// A royalty from its terms to a paid balance: two tiers made in the NEW ROYALTY modal, a paid order
// (through the API) makes it owed, a payment in the NEW PAYMENT modal brings the balance to 0.
describe('royalties in the browser', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let productId: string;
  let customerId: string;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Tinsley Brothers' });
    const { paymentTypes } = await api.data('{ paymentTypes { id value } }');
    const check = paymentTypes.find((paymentType: { value: string }) => paymentType.value === 'Check');
    const { createCreator } = await api.data(
      'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
      { input: { displayName: 'Wilkie Collins', email: 'wilkie@example.org', paymentTypeId: check.id } },
    );
    const { createProductWorkAndFormat } = await api.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
          productWork { products { id } }
        }
      }`,
      {
        work: { title: 'The Moonstone' },
        product: { formatId: 'BC', retailPrice: '20.00', inventoryQuantity: 50, isbn: nextIsbn() },
        creators: [{ creatorId: createCreator.creator.id, onixContributorCodeId: 'A01' }],
      },
    );
    productId = createProductWorkAndFormat.productWork.products[0].id;
    const { createCustomer } = await api.data(
      'mutation { createCustomer(input: { company: "Bentley Books" }) { customer { id } } }',
    );
    customerId = createCustomer.customer.id;
    await signInAs(page, session.url, api);
  });
  afterAll(() => session?.close());

  const royaltyRow = () => page.getByRole('row', { name: /The Moonstone/ });

  it('creates a royalty with two tiers in the NEW ROYALTY modal, and refuses the same one twice', async () => {
    await page.goto(`${session.url}/royalties`);
    await page.getByText('No royalties yet.').waitFor();
    await page.getByRole('button', { name: 'NEW ROYALTY' }).click();
    const modal = page.getByRole('dialog', { name: 'New Royalty' });
    const save = modal.getByRole('button', { name: 'SAVE' });
    expect(await save.isDisabled()).toBe(true);

    await modal.getByRole('combobox', { name: 'Creator' }).fill('Wilkie');
    await page.getByRole('option', { name: 'Wilkie Collins' }).click();
    await modal.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: /^The Moonstone — Paperback/ }).click();
    await modal.getByLabel('Tier 1 amount').fill('10');
    await modal.getByLabel('Tier 1 term').selectOption({ label: 'of list price' });
    await modal.getByRole('button', { name: 'Add tier to regular tiers' }).click();
    expect(await modal.getByLabel('Tier 2 start').inputValue()).toBe('100');
    expect(await modal.getByLabel('Tier 1 end').textContent()).toBe('99');
    expect(await save.isDisabled()).toBe(true);
    await modal.getByLabel('Tier 2 amount').fill('12.5');
    await save.click();
    await modal.waitFor({ state: 'hidden' });
    await royaltyRow().getByText('$0.00').first().waitFor();
    await royaltyRow()
      .getByText(/10\.0% of list price/)
      .waitFor();

    // The same creator, product and region again: the server's refusal under the product field.
    await page.getByRole('button', { name: 'NEW ROYALTY' }).click();
    await modal.getByRole('combobox', { name: 'Creator' }).fill('Wilkie');
    await page.getByRole('option', { name: 'Wilkie Collins' }).click();
    await modal.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: /^The Moonstone — Paperback/ }).click();
    await modal.getByLabel('Tier 1 amount').fill('8');
    await modal.getByLabel('Tier 1 term').selectOption({ label: 'of net receipts' });
    await save.click();
    await modal
      .getByText(royaltyMessages.duplicate('Wilkie Collins', 'The Moonstone', null), { exact: true })
      .waitFor();
    await modal.getByRole('button', { name: 'CANCEL' }).click();
  });

  it('shows what is owed on the list and the detail once an order is paid', async () => {
    await api.data('mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }', {
      input: { customerId, paid: true, lines: [{ productId, quantity: 3 }] },
    });
    // 3 × 20.00 at 10 % of list price.
    await page.reload();
    await royaltyRow().getByText('$6.00').waitFor();
    await royaltyRow().click();
    await page.getByRole('heading', { name: 'The Moonstone — Wilkie Collins' }).waitFor();
    await page.getByText('$6.00', { exact: true }).waitFor();
    await page.getByTestId('payments-made').getByText('Payments made: $0.00').waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Royalty of' });
    await sidebar.getByRole('link', { name: 'Wilkie Collins' }).waitFor();
    await sidebar.getByText('Check', { exact: true }).waitFor();
    await sidebar.getByText('$20.00').waitFor();
  });

  it('edits the tiers on the detail under the same rules', async () => {
    await page.getByRole('button', { name: 'EDIT' }).click();
    const regular = page.getByRole('region', { name: 'Regular tiers' });
    await regular.getByRole('button', { name: 'Add tier to regular tiers' }).click();
    const start = regular.getByLabel('Tier 3 start');
    expect(await start.inputValue()).toBe('200');
    await start.fill('50');
    await regular.getByText(royaltyMessages.tierStartTooLow).waitFor();
    expect(await page.getByRole('button', { name: 'SAVE' }).isDisabled()).toBe(true);
    await start.fill('250');
    await regular.getByLabel('Tier 3 amount').fill('15');
    await page.getByRole('button', { name: 'SAVE' }).click();
    // Saved: the tiers read as text again, the second tier now ending before the third.
    await regular.getByRole('cell', { name: '15.0%' }).waitFor();
    await expect.poll(() => regular.getByLabel('Tier 2 end').textContent()).toBe('249');
    expect(await regular.getByRole('textbox').count()).toBe(0);
  });

  it('records a payment in the NEW PAYMENT modal, which brings the balance to 0.00', async () => {
    await page.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('heading', { name: 'Royalty Payments' }).waitFor();
    await page.getByRole('button', { name: 'NEW PAYMENT' }).click();
    const modal = page.getByRole('dialog', { name: 'New Payment' });
    await modal.getByRole('button', { name: 'SAVE' }).click();
    await modal.getByText('Please choose a royalty.').waitFor();
    await modal.getByRole('combobox', { name: 'Royalty' }).fill('Moon');
    await page.getByRole('option', { name: 'The Moonstone — Wilkie Collins' }).click();
    await modal.getByLabel('Amount').fill('6.00');
    // The publisher's only payment method is preselected.
    await expect.poll(() => modal.getByLabel('Payment Method').inputValue()).toBe('Check');
    await modal.getByRole('button', { name: 'SAVE' }).click();
    await modal.waitFor({ state: 'hidden' });
    const paymentRow = page.getByRole('row', { name: /Wilkie Collins/ });
    await paymentRow.getByText('$6.00').waitFor();
    await paymentRow.getByText('Check').waitFor();

    await paymentRow.click();
    await page.getByRole('heading', { name: 'The Moonstone — Wilkie Collins' }).waitFor();
    await page.getByTestId('payments-made').getByText('Payments made: $6.00').waitFor();
    await page.getByText('$0.00', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'PAYMENTS' }).click();
    await page.getByRole('table', { name: 'Payments' }).getByText('$6.00').waitFor();
  });

  it("refuses to delete a royalty with a payment, with the spec's message", async () => {
    const deleteButton = page.getByRole('button', { name: 'DELETE', exact: true });
    expect(await deleteButton.isDisabled()).toBe(true);
    await deleteButton.locator('..').hover();
    await page.getByText(royaltyMessages.deleteBlocked).waitFor();
  });

  it("lists the creator's royalties from the creator's page, as a removable filter", async () => {
    await page.getByRole('complementary', { name: 'Royalty of' }).getByRole('link', { name: 'Wilkie Collins' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Royalties', exact: true }).click();
    await page.getByRole('heading', { name: 'Royalties of Wilkie Collins' }).waitFor();
    await royaltyRow().waitFor();
    await page.getByRole('button', { name: 'Remove filter Royalties of Wilkie Collins' }).click();
    await page.getByRole('heading', { name: 'Royalties', exact: true }).waitFor();
  });

  it('with sales by region, offers a region in NEW ROYALTY and shows the REGION column', async () => {
    await api.data('mutation { updatePublisherSalesRegionSetting(enable: true) { errors { message } } }');
    await api.data('mutation { createRegion(name: "Europe", countries: ["GB", "FR"]) { errors { message } } }');
    await page.goto(`${session.url}/royalties`);
    await page.getByRole('columnheader', { name: 'REGION' }).waitFor();
    await royaltyRow().getByRole('cell', { name: 'Rest of World' }).waitFor();
    await page.getByRole('button', { name: 'NEW ROYALTY' }).click();
    const modal = page.getByRole('dialog', { name: 'New Royalty' });
    await modal.getByRole('combobox', { name: 'Creator' }).fill('Wilkie');
    await page.getByRole('option', { name: 'Wilkie Collins' }).click();
    await modal.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: /^The Moonstone — Paperback/ }).click();
    await modal.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Europe' }).click();
    await modal.getByLabel('Tier 1 amount').fill('8');
    await modal.getByLabel('Tier 1 term').selectOption({ label: 'of net receipts' });
    await modal.getByRole('button', { name: 'SAVE' }).click();
    await modal.waitFor({ state: 'hidden' });
    await royaltyRow().getByRole('cell', { name: 'Europe' }).waitFor();
  });
});
