import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

// The settings screen as an owner uses it: a list, the currency, a region, then the account's end.
describe('settings, from lists to account deletion', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let owner: ApiClient;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    owner = await session.registerAccount({ publisher: 'Fern Press' });
    await signInAs(page, session.url, owner);
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
    await page.getByRole('dialog').getByRole('button', { name: 'DELETE' }).click();
    await classes.getByText('None yet.').waitFor();
  });

  it('changes the currency and the royalty accounting method', async () => {
    // The ISO 4217 list is long: the owner finds a currency by typing part of its name or code.
    await section('Currency').getByLabel('Currency').fill('pound');
    await page.getByRole('option', { name: 'Egyptian Pound (EGP, E£)' }).waitFor();
    await section('Currency').getByLabel('Currency').fill('GBP');
    await page.getByRole('option', { name: 'British Pound (GBP, £)' }).click();
    await expect.poll(() => section('Currency').getByLabel('Currency').inputValue()).toBe('British Pound (GBP, £)');
    await section('Royalty Accounting').getByLabel('date items are shipped').click();
    await expect.poll(() => section('Royalty Accounting').getByLabel('date items are shipped').isChecked()).toBe(true);

    // The minimum payout: kept after a reload.
    const minimumPayout = section('Royalty Accounting').getByRole('textbox', { name: 'Minimum payout' });
    await minimumPayout.fill('50.00');
    const save = section('Royalty Accounting').getByRole('button', { name: 'SAVE' });
    await save.click();
    // Saved: the figure read back is the one typed, so there is nothing left to save.
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => minimumPayout.inputValue()).toBe('50.00');
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
    await next.getByRole('button', { name: 'CANCEL' }).click();
  });

  it("shows the customers' country only while sales by region is enabled", async () => {
    const address = {
      line1: '1 Rue Royale',
      line2: '',
      city: 'Paris',
      stateOrRegion: '',
      zipcode: '75008',
      country: 'FR',
    };
    await owner.data(
      'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } position } }',
      { input: { company: 'Librairie Royale', contacts: [{ kind: 'address', address, primary: true }] } },
    );
    // Sales by region is on (the test above): the list has the column.
    await page.goto(`${session.url}/customers`);
    await page.getByRole('columnheader', { name: 'COUNTRY' }).waitFor();
    await page.getByRole('cell', { name: 'France', exact: true }).waitFor();

    await page.goto(`${session.url}/settings`);
    const regions = section('Sales Regions');
    await regions.getByLabel('Enable sales by region').click({ force: true });
    await expect.poll(() => regions.getByLabel('Enable sales by region').isChecked()).toBe(false);
    await page.goto(`${session.url}/customers`);
    await page.getByRole('cell', { name: 'Librairie Royale', exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'COUNTRY' }).count()).toBe(0);
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
