import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAs, startBrowserSession } from './browserSupport.ts';

/** A file on disk, uploaded through the file input as a user would pick it. */
async function csvFile(name: string, contents: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'colophon-import-'));
  const path = join(folder, name);
  await writeFile(path, contents);
  return path;
}

describe('importing customers from a CSV file', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    const api = await session.registerAccount();
    await signInAs(page, session.url, api);
    await page.goto(`${session.url}/customers`);
  });
  afterAll(() => session?.close());

  it('refuses a file that is not .csv', async () => {
    await page.getByRole('button', { name: 'IMPORT CUSTOMERS' }).click();
    await page.getByRole('dialog', { name: 'Import Customers' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(await csvFile('customers.txt', 'company\nShop\n'));
    await page.getByText('You can only upload .csv files').waitFor();
    expect(await page.getByRole('button', { name: 'IMPORT', exact: true }).isDisabled()).toBe(true);
  });

  it('offers a help card that sends a message to support', async () => {
    const help = page.getByRole('region', { name: 'Need help uploading?' });
    await help.getByLabel('Message').fill('My customer file has two header rows.');
    await help.getByRole('button', { name: 'SEND' }).click();
    // Sent, the card steps aside; the mail itself is checked by the Help page's own test.
    await help.waitFor({ state: 'hidden' });
  });

  it('previews the rows, offers an unknown payment term, then imports them into the list', async () => {
    const file = await csvFile(
      'customers.csv',
      'company,first_name,last_name,payment_term,email\n' +
        'Corner Books,Ann,Reader,Net 60,ann@corner.example\n' +
        'River Books,Bo,Page,Net 60,bo@river.example\n',
    );
    await page.locator('input[type=file]').setInputFiles(file);
    // The server names the unknown payment term: the user is asked before anything is imported.
    await page.getByText('"Net 60" was not found in your preferences. Would you like us to add it?').waitFor();
    expect(await page.getByRole('button', { name: 'IMPORT', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Yes, please add it!' }).click();
    await page.getByText('2 rows').waitFor();
    await page.getByText('0 errors').waitFor();
    await page.getByRole('button', { name: 'IMPORT', exact: true }).click();
    await page.getByRole('row').filter({ hasText: 'River Books' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Corner Books' }).filter({ hasText: 'Net 60' }).waitFor();
  });

  it('shows each row error and keeps IMPORT disabled while they exist', async () => {
    await page.goto(`${session.url}/expenses`);
    await page.getByRole('button', { name: 'IMPORT EXPENSES' }).click();
    const file = await csvFile('expenses.csv', 'product,isbn,amount,expense_date,category\n,,1.2.3,2026-02-30,\n');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText('Formatted incorrectly - only digits and one period allowed').waitFor();
    await page.getByText('Not a valid date').waitFor();
    await page.getByText('Expense must be associated with either a product (by ID or ISBN) or a category').waitFor();
    expect(await page.getByRole('button', { name: 'IMPORT', exact: true }).isDisabled()).toBe(true);
  });
});
