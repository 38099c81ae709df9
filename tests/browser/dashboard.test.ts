import { formatRecordNumber } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { newPaperback } from '../support/products.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

const errors = 'errors { message }';

interface CreatedOrder {
  id: string;
  number: number;
}

// A publisher with three orders of today: one paid and not shipped (Bentley Books), one unpaid
// (Smith, Elder, by George Smith), one backordered (Smith, Elder); and an expense of today.
describe('the dashboard in the browser', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let awaitingShipment: CreatedOrder;
  let unpaid: CreatedOrder;
  let backordered: CreatedOrder;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Tinsley Brothers' });
    const moonstone = await newPaperback(api, 'The Moonstone', '20.00');
    const villette = await newPaperback(api, 'Villette', '15.00');
    const { createSalesperson } = await api.data(
      `mutation { createSalesperson(value: "George Smith") { item { id } } }`,
    );
    const customer = async (company: string) =>
      (
        await api.data(
          `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`,
          { input: { company } },
        )
      ).createCustomer.customer.id as string;
    const [bentley, smithElder] = [await customer('Bentley Books'), await customer('Smith, Elder')];
    const { orderStatuses } = await api.data('{ orderStatuses { id value } }');
    const backorderedStatus = orderStatuses.find((status: { value: string }) => status.value === 'Backordered').id;
    const order = async (input: Record<string, unknown>) => {
      const { createOrder } = await api.data(
        `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } ${errors} } }`,
        { input },
      );
      expect(createOrder.errors).toEqual([]);
      return createOrder.order as CreatedOrder;
    };
    awaitingShipment = await order({ customerId: bentley, paid: true, lines: [{ productId: moonstone, quantity: 1 }] });
    unpaid = await order({
      customerId: smithElder,
      salespersonId: createSalesperson.item.id,
      lines: [{ productId: villette, quantity: 1 }],
    });
    backordered = await order({
      customerId: smithElder,
      orderStatusId: backorderedStatus,
      lines: [{ productId: moonstone, quantity: 2 }],
    });
    await api.data(`mutation($input: ExpenseInput!) { createExpense(input: $input) { ${errors} } }`, {
      input: { productId: moonstone, amount: '12.00' },
    });
    await signInAs(page, session.url, api);
  }, 120_000);
  afterAll(() => session?.close());

  /** The orders the list shows, by their links. */
  const listedOrders = () =>
    page
      .getByRole('main')
      .getByRole('link', { name: /^Order #/ })
      .allTextContents();
  const orderLink = (order: CreatedOrder) => `Order ${formatRecordNumber(order.number)}`;

  it('lands each quick link on its filtered, titled list', async () => {
    const links = [
      { link: 'Orders Awaiting Shipment', orders: [awaitingShipment] },
      { link: 'Backorders', orders: [backordered] },
      { link: 'Orders Created Today', orders: [awaitingShipment, unpaid, backordered] },
    ];
    for (const { link, orders } of links) {
      await page.goto(`${session.url}/dashboard`);
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: link }).waitFor();
      await expect.poll(async () => (await listedOrders()).sort()).toEqual(orders.map(orderLink).sort());
    }
    await page.goto(`${session.url}/dashboard`);
    await page.getByRole('link', { name: 'Expenses Created Today' }).click();
    await page.getByRole('heading', { name: 'Expenses Created Today' }).waitFor();
    await page.getByRole('cell', { name: '$12.00' }).waitFor();
  });

  it('searches products by title, orders by company, and opens an order by its number', async () => {
    await page.goto(`${session.url}/dashboard`);
    await page.getByLabel('Find Products by Title').fill('Moon');
    await page.getByLabel('Find Products by Title').press('Enter');
    await page.waitForURL(/\/products/);
    await page.getByRole('main').getByText('The Moonstone').first().waitFor();
    expect(await page.getByRole('main').getByText('Villette').count()).toBe(0);

    await page.goto(`${session.url}/dashboard`);
    await page.getByLabel('Find Orders by Company').fill('Bentley');
    await page.getByLabel('Find Orders by Company').press('Enter');
    await page.waitForURL(/\/orders\?search=Bentley/);
    await expect.poll(listedOrders).toEqual([orderLink(awaitingShipment)]);

    await page.goto(`${session.url}/dashboard`);
    await page.getByLabel('Find Order by ID').fill(formatRecordNumber(backordered.number));
    await page.getByLabel('Find Order by ID').press('Enter');
    await page.waitForURL(`**/orders/${backordered.id}`);
  });

  it('refreshes every widget after an order is marked paid and an expense is added elsewhere', async () => {
    await page.goto(`${session.url}/dashboard`);
    const widget = (name: string) => page.getByRole('region', { name, exact: true });
    const salespeople = widget('Sales by Salesperson');
    const profit = widget('Top 10 Products By Profit');
    // Only the Bentley Books order is paid: 20.00, no salesperson; The Moonstone earned 20.00 less 12.00 spent.
    await salespeople.getByRole('cell', { name: 'No Salesperson' }).waitFor();
    await salespeople.getByRole('cell', { name: '100.0%' }).waitFor();
    await profit.getByRole('row', { name: /The Moonstone \(Paperback\).*\$8\.00/ }).waitFor();
    await widget('Gross Sales').getByText('Total: $20.00').waitFor();
    await widget('Net Sales').getByText('Total: $20.00').waitFor();
    await widget('Expenses').getByText('Total: $12.00').waitFor();

    // Elsewhere in the app: George Smith's order marked paid on its page.
    await page.getByLabel('Find Order by ID').fill(formatRecordNumber(unpaid.number));
    await page.getByLabel('Find Order by ID').press('Enter');
    await page.waitForURL(`**/orders/${unpaid.id}`);
    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await page.getByLabel(/^PAID/).check();
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await page.getByText('Payment recorded and order status updated').waitFor();
    // And a company expense from the expenses list.
    await page.getByRole('navigation').getByRole('link', { name: 'Expenses' }).click();
    await page.getByRole('button', { name: 'New Expense' }).click();
    const form = page.getByRole('dialog', { name: 'New Expense' });
    await form.getByLabel('Category').fill('Printing');
    await form.getByLabel('Category').press('Enter');
    await expect.poll(() => form.getByLabel('Category').inputValue()).toBe('Printing');
    await form.getByLabel('Amount').fill('3.00');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await form.waitFor({ state: 'hidden' });

    // Back on the dashboard (in the app, no reload), every widget shows the change.
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/dashboard');
    await salespeople.getByRole('row', { name: /No Salesperson.*\$20\.00.*57\.1%/ }).waitFor();
    await salespeople.getByRole('row', { name: /George Smith.*\$15\.00.*42\.9%/ }).waitFor();
    await profit.getByRole('row', { name: /Villette \(Paperback\).*\$15\.00/ }).waitFor();
    await widget('Gross Sales').getByText('Total: $35.00').waitFor();
    await widget('Net Sales').getByText('Total: $35.00').waitFor();
    await widget('Expenses').getByText('Total: $15.00').waitFor();
  });
});
