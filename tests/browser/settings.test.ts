import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAs, startBrowserSession } from './browserSupport.ts';

// The settings screen as an owner uses it: a list, the currency, a region, then the account's end.
describe('settings, from lists to account deletion', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    await signInAs(page, session.url, await session.registerAccount({ publisher: 'Fern Press' }));
  });
  afterAll(() => session?.close());

  const section = (name: string) => page.getByRole('region', { name, exact: true });

  it('adds, renames and deletes a customer class, warning of a duplicate', async () => {
    await page.goto(`${session.url}/settings`);
    const classes = section('Customer Class');
    await classes.getByLabel('New customer class').fill('Retail');
    await classes.getByRole('button', { name: 'Add' }).click();
    await classes.getByRole('cell', { name: 'Retail', exact: true }).waitFor();
    await classes.getByLabel('New customer class').fill('retail');
    await classes.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Value already exists!').waitFor();

    await classes.getByRole('button', { name: 'Rename Retail' }).click();
    await classes.getByLabel('New name for Retail').fill('Retail shops');
    await classes.getByRole('button', { name: 'Save' }).click();
    await classes.getByRole('cell', { name: 'Retail shops', exact: true }).waitFor();

    await classes.getByRole('button', { name: 'Delete Retail shops' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await classes.getByText('None yet.').waitFor();
  });

  it('changes the currency and the royalty accounting method', async () => {
    await section('Currency').getByLabel('Currency').click();
    await page.getByRole('option', { name: 'British Pound (£)' }).click();
    await expect.poll(() => section('Currency').getByLabel('Currency').inputValue()).toBe('British Pound (£)');
    await section('Royalty Accounting').getByLabel('date items are shipped').click();
    await expect.poll(() => section('Royalty Accounting').getByLabel('date items are shipped').isChecked()).toBe(true);
  });

  it('adds a region whose countries the next region cannot take', async () => {
    const regions = section('Sales Regions');
    await regions.getByLabel('Enable sales by region').click({ force: true });
    await expect.poll(() => regions.getByLabel('Enable sales by region').isChecked()).toBe(true);
    await regions.getByRole('button', { name: 'Add Region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Region' });
    await dialog.getByLabel('Region name').waitFor();
    await dialog.getByRole('button', { name: 'Add Region' }).click();
    await dialog.getByText('Region name is required.').waitFor();
    await dialog.getByLabel('Region name').fill('Europe');
    await dialog.getByLabel('Countries').fill('Fran');
    await page.getByRole('option', { name: 'France' }).click();
    // Closes the country list, which lies over the dialog's buttons.
    await dialog.getByLabel('Region name').click();
    await dialog.getByRole('button', { name: 'Add Region' }).click();
    await regions.getByRole('cell', { name: 'Europe', exact: true }).waitFor();
    await regions.getByRole('cell', { name: 'France', exact: true }).waitFor();
    expect(await regions.getByRole('row').count()).toBe(1);

    await regions.getByRole('button', { name: 'Add Region' }).click();
    const next = page.getByRole('dialog', { name: 'Add Region' });
    await next.getByLabel('Countries').fill('Fr');
    await page.getByRole('option', { name: 'French Guiana' }).waitFor();
    expect(await page.getByRole('option', { name: 'France', exact: true }).count()).toBe(0);
    await next.getByLabel('Region name').click();
    await next.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes the account after the name is typed, and says goodbye', async () => {
    await page.goto(`${session.url}/publisher`);
    await page.getByRole('button', { name: 'Delete Publisher Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Publisher Account' });
    expect(await dialog.getByRole('button', { name: 'Delete Account' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Publisher name').fill('Fern Press');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('heading', { name: 'Thanks for trying Colophon' }).waitFor();
    expect(page.url()).toContain('/thanks-for-trying-colophon');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
