import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { newPaperback } from '../support/products.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

const errors = 'errors { message }';

// A publisher with two paid orders, one unpaid, and an expense: the dashboard and the P&L as a user reads them.
describe('dashboard and reports in the browser', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Smith, Elder' });
    const moonstone = await newPaperback(api, 'The Moonstone', '20.00');
    const villette = await newPaperback(api, 'Villette', '15.00');
    const { createSalesperson } = await api.data(
      `mutation { createSalesperson(value: "George Smith") { item { id } } }`,
    );
    const { createCustomer } = await api.data(
      `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`,
      { input: { company: 'Bentley Books' } },
    );
    const order = (lines: { productId: string; quantity: number }[], paid: boolean) =>
      api.data(`mutation($input: CreateOrderInput!) { createOrder(input: $input) { ${errors} } }`, {
        input: { customerId: createCustomer.customer.id, salespersonId: createSalesperson.item.id, paid, lines },
      });
    await order([{ productId: moonstone, quantity: 2 }], true);
    await order([{ productId: villette, quantity: 1 }], true);
    await order([{ productId: villette, quantity: 5 }], false);
    await api.data(`mutation($input: ExpenseInput!) { createExpense(input: $input) { ${errors} } }`, {
      input: { productId: villette, amount: '25.00' },
    });
    await signInAs(page, session.url, api);
  }, 120_000);
  afterAll(() => session?.close());

  it('shows the widgets from paid orders, each with its own dates and empty state', async () => {
    await page.goto(`${session.url}/dashboard`);
    const salespeople = page.getByRole('region', { name: 'Sales by Salesperson' });
    await salespeople.getByRole('cell', { name: 'George Smith' }).waitFor();
    await salespeople.getByRole('cell', { name: '100.0%' }).waitFor();
    await salespeople.getByRole('cell', { name: '$55.00' }).waitFor();

    const profit = page.getByRole('region', { name: 'Top 10 Products By Profit' });
    await profit.getByRole('link', { name: 'The Moonstone (Paperback)' }).waitFor();
    // Villette: 15.00 sold, 25.00 spent.
    await profit.getByRole('cell', { name: '-$10.00' }).waitFor();

    const expenses = page.getByRole('region', { name: 'Expenses', exact: true });
    await expenses.getByLabel('Expenses start date').fill('2001-01-01');
    await expenses.getByLabel('Expenses end date').fill('2001-12-31');
    await expenses.getByText('No Expenses Recorded for Selected Dates').waitFor();
    const netSales = page.getByRole('region', { name: 'Net Sales' });
    await netSales.getByLabel('Net Sales start date').fill('2001-01-01');
    await netSales.getByLabel('Net Sales end date').fill('2001-12-31');
    await netSales.getByText('No Sales Recorded for Selected Dates').waitFor();
    await profit.getByLabel('Top 10 Products By Profit start date').fill('2001-01-01');
    await profit.getByLabel('Top 10 Products By Profit end date').fill('2001-12-31');
    await profit.getByText('No Sales Recorded for Selected Dates').waitFor();
    // The other widgets keep their own dates: Gross Sales still draws its line.
    await page.getByRole('region', { name: 'Gross Sales' }).locator('svg.recharts-surface').waitFor();

    await page.getByRole('link', { name: 'NEW EXPENSE' }).click();
    await page.waitForURL(/\/expenses\?new=1/);
  });

  it('sorts the P&L by product on the server, filters it by a searched product, and exports it as the spec CSV', async () => {
    // All time is not one of this report's presets: typed into the URL, it falls back to the default.
    await page.goto(`${session.url}/reporting/profit-loss?period=allTime`);
    const periodInput = page.getByLabel('Time period').first();
    await expect.poll(() => periodInput.inputValue()).toBe('Quarter to date');

    await page.goto(`${session.url}/reporting/profit-loss?period=ytd`);
    const table = page.getByRole('table', { name: 'Profit & Loss by Product' });
    await table.getByRole('cell', { name: 'Villette' }).waitFor();
    const titles = () => table.locator('tbody tr td:first-child').allTextContents();
    // Sorting by revenue, ascending first: Villette (15.00) before The Moonstone (40.00); the order is in the URL.
    await table.getByRole('button', { name: 'Revenue' }).click();
    await page.waitForURL(/sort=REVENUE&direction=ASC/);
    await expect.poll(titles).toEqual(['Villette', 'The Moonstone']);
    // The Totals row sums every product of the period, as the CSV's does.
    await table.locator('tfoot').getByRole('columnheader', { name: '$55.00' }).waitFor();

    // The product filter searches the catalogue: one product chosen goes into the URL.
    const products = page.getByRole('main').getByLabel('Products', { exact: true });
    await products.fill('Moon');
    await page.getByRole('option', { name: 'The Moonstone (Paperback)' }).click();
    await page.waitForURL(/products=/);
    await expect.poll(titles).toEqual(['The Moonstone']);
    await table.locator('tfoot').getByRole('columnheader', { name: '$40.00' }).first().waitFor();
    await products.click();
    await page.getByRole('option', { name: '- ALL -' }).click();
    await expect.poll(titles).toEqual(['Villette', 'The Moonstone']);
    expect(page.url()).not.toContain('products=');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^profit_loss_\d{4}-01-01_to_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Title',
      'ISBN',
      'Type',
      'Retail Price',
      'Quantity Sold',
      'Revenue',
      'Expenses',
      'Profit in period',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[5], row[6], row[7]])).toEqual([
      ['Villette', 'Paperback', '15.00', '1', '15.00', '25.00', '-10.00'],
      ['The Moonstone', 'Paperback', '20.00', '2', '40.00', '0.00', '40.00'],
      ['Totals', '', '', '3', '55.00', '25.00', '30.00'],
    ]);
  });

  it('shows the financial summary, and revenue by region only with sales by region on', async () => {
    // The dropdown's input (its option list bears the same label).
    await page.getByLabel('Report type').first().click();
    await page.getByRole('option', { name: 'Profit & Loss', exact: true }).click();
    await page.waitForURL(/\/reporting$/);
    const summary = page.getByRole('region', { name: 'Financial Summary' });
    await summary.getByRole('cell', { name: '$30.00' }).waitFor();
    await summary.getByRole('cell', { name: '54.5%' }).waitFor();
    expect(await page.getByRole('region', { name: 'Revenue by Region' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      summary.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^financial_summary_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.csv$/);

    // With sales by region on, the orders (no address) are the Rest of World's; a year without sales has none.
    await api.data(`mutation { updatePublisherSalesRegionSetting(enable: true) { ${errors} } }`);
    await page.reload();
    const regions = page.getByRole('region', { name: 'Revenue by Region' });
    await regions.getByRole('cell', { name: 'Rest of World' }).waitFor();
    await regions.getByRole('cell', { name: '$55.00' }).waitFor();
    await page.goto(`${session.url}/reporting?period=custom&start=2001-01-01&end=2001-12-31`);
    await page
      .getByText('No data available: No dashboard data is available for the selected time period.', { exact: true })
      .waitFor();
    await page
      .getByRole('region', { name: 'Revenue by Region' })
      .getByText('No regional sales data available.')
      .waitFor();
    await page
      .getByRole('region', { name: 'Revenue vs Expenses' })
      .getByText('No data available for selected period')
      .waitFor();

    // Custom dates off the calendar (typed into the URL, or calculated) are refused with a message.
    await page.goto(`${session.url}/reporting?period=custom&start=0000-01-01&end=2001-12-31`);
    await page.getByText('Please enter a date between 1900-01-01 and 2200-12-31.', { exact: true }).waitFor();
    await page.goto(`${session.url}/reporting/profit-loss?period=custom&start=2001-01-01&end=9999-12-31`);
    await page
      .getByText('Error generating report: Please enter a date between 1900-01-01 and 2200-12-31.', { exact: true })
      .waitFor();
  });
});
