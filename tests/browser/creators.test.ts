import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startBrowserSession } from './browserSupport.ts';

// The whole life of a creator, driven through the UI as a publisher's staff member would.
describe('creators, from sign-up to deletion', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  const sheet = () => page.getByRole('dialog', { name: 'New Creator' });

  it('signs up and lands on the dashboard', async () => {
    await page.goto(`${session.url}/creators`);
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Group name').fill('Quill Press');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Byron');
    await form.getByLabel('Email').fill(`ada.${Date.now()}@quill.example`);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Retype password').fill('other');
    await form.getByLabel('Retype password').blur();
    await form.getByText('Password must include at least one letter, one number, and one special character').waitFor();
    await form.getByText('Must match password').waitFor();
    await form.getByLabel('Password', { exact: true }).fill('Quill-pen-42');
    await form.getByLabel('Retype password').fill('Quill-pen-42');
    expect(await form.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    await form.getByLabel('I agree to the Terms of Service').check();
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/dashboard');
    // A new publisher is welcomed by the onboarding overlay; closing it completes onboarding.
    const welcome = page.getByRole('dialog', { name: 'Welcome to Colophon' });
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('publisher_name'))).toBe('Quill Press');
    await page.getByRole('navigation').getByText('Quill Press').waitFor();
  });

  it('validates and creates a creator in the side sheet, which then shows in the list', async () => {
    // The dashboard's quick starts are the spec's (order, product, expense): creators start from their list.
    await page.getByRole('link', { name: 'Creators' }).click();
    await page.getByRole('button', { name: 'NEW CREATOR' }).click();
    await sheet().getByRole('button', { name: 'SAVE' }).click();
    await sheet().getByText('Display Name is required').waitFor();
    await sheet().getByText('Primary Email Address is required').waitFor();
    // The publisher's only payment method is preselected: nothing to choose yet.
    await expect.poll(() => sheet().getByLabel('Preferred Payment Method').inputValue()).toBe('Check');

    await sheet().getByLabel('Display Name').fill('Mary Shelley');
    await sheet().getByLabel('Make checks payable to').fill('M. W. Shelley');
    await sheet().getByLabel('Primary Email Address').fill('mary@');
    await sheet().getByLabel('Primary Email Address').blur();
    await sheet().getByText('Please enter a valid email address').waitFor();
    await sheet().getByLabel('Primary Email Address').fill('mary@shelley.example');
    await sheet().getByLabel('Primary Phone Number').fill('+44 20 7946 0000');
    await sheet().getByLabel('City').fill('London');

    // A new payment method is added inline and selected.
    await sheet().getByLabel('Preferred Payment Method').fill('Bank transfer');
    await page.getByRole('option', { name: '+ Add new payment method “Bank transfer”' }).click();
    await expect.poll(() => sheet().getByLabel('Preferred Payment Method').inputValue()).toBe('Bank transfer');

    await sheet().getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await sheet().waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Mary Shelley' });
    await row.getByText('mary@shelley.example').waitFor();
    await row.getByText('+44 20 7946 0000').waitFor();
    await row.getByText('$0.00').waitFor();
  });

  it('opens the creator, edits a field with staged contact changes and saves', async () => {
    await page.getByRole('row').filter({ hasText: 'Mary Shelley' }).click();
    await page.waitForURL(/\/creators\/[^/]+$/);
    await page.getByRole('heading', { name: 'M. W. Shelley' }).waitFor();
    await page.getByRole('tab', { name: 'PAST STATEMENTS' }).waitFor();

    await page.getByRole('button', { name: 'EDIT' }).click();
    await page.getByLabel('Make checks payable to').fill('Mary Wollstonecraft Shelley');
    await page.getByLabel('New email').fill('frankenstein@shelley.example');
    await page.getByRole('button', { name: 'Add email' }).click();

    // Leaving with unsaved changes asks first; staying keeps the edits.
    await page.getByRole('navigation').getByRole('link', { name: 'Creators' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave page without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('Make checks payable to').inputValue()).toBe('Mary Wollstonecraft Shelley');

    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Changes saved successfully!').waitFor();
    await page.getByRole('heading', { name: 'Mary Wollstonecraft Shelley' }).waitFor();
    await page.getByText('frankenstein@shelley.example').waitFor();

    // The list shows the change without a reload.
    await page.getByRole('navigation').getByRole('link', { name: 'Creators' }).click();
    await page.getByRole('row').filter({ hasText: 'Mary Wollstonecraft Shelley' }).waitFor();
  });

  it('changes the photo, accepting only JPG, JPEG and PNG files', async () => {
    await page.getByRole('row').filter({ hasText: 'Mary Shelley' }).click();
    const choosePhoto = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Change photo' }).click();
      await (await chooser).setFiles(file);
    };
    await choosePhoto({ name: 'portrait.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('You can only upload JPG, JPEG, and PNG image files.').waitFor();

    const portrait = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    await choosePhoto({ name: 'Mary Portrait.PNG', mimeType: 'image/png', buffer: portrait });
    const avatar = page.locator('img[src$="/mary_portrait_thumb.png"]');
    await avatar.waitFor();
    expect(await avatar.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBe(300);
  });

  it('asks before the browser unloads a page with unsaved edits', async () => {
    const unloadBlocked = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    await page.getByRole('button', { name: 'EDIT' }).click();
    expect(await unloadBlocked()).toBe(false);
    await page.getByLabel('Residence').fill('Bath');
    expect(await unloadBlocked()).toBe(true);
    // Cancel discards the staged edit.
    await page.getByRole('button', { name: 'CANCEL' }).click();
    expect(await unloadBlocked()).toBe(false);
    await page.getByRole('button', { name: 'EDIT' }).waitFor();
    expect(await page.getByText('Bath').count()).toBe(0);
  });

  it('deletes the creator after a confirmation that it cannot be undone', async () => {
    const detailUrl = page.url();
    await page.getByRole('button', { name: 'DELETE' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete creator' });
    await confirmation.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirmation.getByRole('button', { name: 'DELETE' }).click();
    await page.getByText(/deleted succesfully!$/).waitFor();
    await page.waitForURL(/\/creators$/);
    await page.getByText('No creators yet.').waitFor();
    await page.goto(detailUrl);
    await page.getByText('Creator not found').waitFor();
  });
});
