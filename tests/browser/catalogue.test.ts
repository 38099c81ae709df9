import { productMessages, productWorkMessages } from '@colophon/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

// A title's life in the catalogue, driven through the UI as a publisher's staff member would.
describe('catalogue: a title with its formats', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  const firstIsbn = '978-0-306-40615-7';
  const secondIsbn = '9780141439471';
  let firstFormatUrl = '';

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Lackington Books' });
    const { paymentTypes } = await api.data('{ paymentTypes { id } }');
    for (const displayName of ['Mary Shelley', 'Percy Shelley']) {
      await api.data('mutation($input: CreateCreatorInput!) { createCreator(input: $input) { errors { message } } }', {
        input: {
          displayName,
          email: `${displayName.split(' ')[0]!.toLowerCase()}@shelley.example`,
          paymentTypeId: paymentTypes[0].id,
        },
      });
    }
    await signInAs(page, session.url, api);
  });
  afterAll(() => session?.close());

  const strip = () => page.locator('[aria-current]');

  it('creates a title with two creators from the New Product form', async () => {
    await page.goto(`${session.url}/products`);
    await page.getByText('No products yet.').waitFor();
    await page.getByRole('button', { name: 'NEW PRODUCT' }).click();
    const form = page.getByRole('dialog', { name: 'New Product' });
    const save = form.getByRole('button', { name: 'SAVE' });
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    // Saving with the required fields empty (Enter on the button) names the missing ones under their fields.
    await save.focus();
    await page.keyboard.press('Enter');
    await form.getByText(productWorkMessages.titleRequired).waitFor();
    await form.getByLabel(/^Title/).fill('Frankenstein');
    await form.getByText(productWorkMessages.titleRequired).waitFor({ state: 'hidden' });
    // A value shaped like an ISBN must carry its check digit; other unique ids are labelled as such.
    await form.getByLabel('ISBN/UID').fill('12345');
    await form.getByText('Not an ISBN: kept as another unique id').waitFor();
    await form.getByLabel('ISBN/UID').fill('978-0-306-40615-8');
    await form
      .getByText('978-0-306-40615-8 looks like an ISBN-13 but its check digit is wrong. Please check the number.')
      .waitFor();
    await form.getByLabel('ISBN/UID').fill(firstIsbn);
    await form.getByText('ISBN-13', { exact: true }).waitFor();
    await form.getByLabel('Retail price').fill('0');
    await form.getByText('Retail Price must be a valid positive number.').waitFor();
    await form.getByLabel('Retail price').fill('12.99');
    expect(await form.getByLabel('Status').locator('option:checked').textContent()).toBe('Active');
    expect(
      await form
        .getByLabel(/^Format\s*\*?$/)
        .locator('option:checked')
        .textContent(),
    ).toBe('Paperback');

    // Adding with no creator chosen says so under the creator field.
    await form.getByRole('button', { name: 'Add creator' }).click();
    await form.getByText(productMessages.creatorRequired).waitFor();
    await form.getByRole('combobox', { name: 'Creator' }).selectOption({ label: 'Mary Shelley' });
    await form.getByRole('button', { name: 'Add creator' }).click();
    await form.getByText(productMessages.creatorRequired).waitFor({ state: 'hidden' });
    await form.getByRole('combobox', { name: 'Creator' }).selectOption({ label: 'Percy Shelley' });
    await form.getByLabel('Contributor code').selectOption({ label: 'Introduction by' });
    await form.getByRole('button', { name: 'Add creator' }).click();
    await form.getByText('Percy Shelley — Introduction by').waitFor();

    await save.click();
    await page.getByText('Product created successfully!').waitFor();
    await page.waitForURL(/\/products\/[^/?]+$/);
    firstFormatUrl = page.url();
    await page.getByRole('heading', { name: 'Frankenstein' }).waitFor();
    await page.getByText('Mary Shelley — By (author)').waitFor();
    await page.getByText('Percy Shelley — Introduction by').waitFor();
  });

  it('adds a second format through the Add New Format dialog', async () => {
    await page.getByRole('button', { name: 'Add New Format' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Format' });
    await dialog.getByRole('button', { name: 'Add Format' }).click();
    await dialog.getByText('Format is required.').waitFor();
    await dialog.getByText('ISBN/UID is required.').waitFor();
    await dialog.getByText('Valid Retail Price is required.').waitFor();
    await dialog.getByLabel(/^Format\s*\*?$/).selectOption({ label: 'Hardcover' });
    await dialog.getByLabel('Format detail').selectOption({ label: 'With dust jacket' });
    await dialog.getByLabel('ISBN/UID').fill(firstIsbn);
    await dialog.getByLabel('Retail price').fill('29.50');
    await dialog.getByRole('button', { name: 'Add Format' }).click();
    // ISBNs are saved without their hyphens, so the same number typed either way is the same ISBN.
    await dialog.getByText('Another format of this publisher already has the ISBN/UID 9780306406157.').waitFor();
    await dialog.getByLabel('ISBN/UID').fill(secondIsbn);
    await dialog.getByRole('button', { name: 'Add Format' }).click();
    await page.getByText('New format added successfully!').waitFor();
    await page.waitForURL((url) => url.toString() !== firstFormatUrl);
    await expect.poll(() => strip().count()).toBe(2);
    await page.locator('[aria-current="true"]').getByText(secondIsbn).waitFor();
  });

  it('uploads a cover, edits and saves the format', async () => {
    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await page.getByLabel('Inventory').fill('40');
    await page.getByRole('tab', { name: 'MARKETING/IMAGES' }).click();
    const cover = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#553322' } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload cover' }).click();
    await (await chooser).setFiles({ name: 'Frankenstein Cover.JPG', mimeType: 'image/jpeg', buffer: cover });
    await page.locator('img[src$="/frankenstein_cover_thumb.jpg"]').waitFor();
    // It loads: images are served to the publisher's members, and the page is one.
    await expect
      .poll(() =>
        page
          .locator('img[src$="/frankenstein_cover_thumb.jpg"]')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await page.getByText('Changes saved successfully!').waitFor();
    await page.getByRole('button', { name: 'EDIT', exact: true }).waitFor();
    await page.getByText('$29.50 · 40 in stock').waitFor();
    // The saved cover shows outside edit mode too, and the lightbox shows the full image.
    await page.getByRole('tab', { name: 'MARKETING/IMAGES' }).click();
    await page.getByRole('button', { name: 'Preview Cover image' }).click();
    await page.getByRole('dialog', { name: 'Image preview' }).locator('img[src$="/frankenstein_cover.jpg"]').waitFor();
    await page.keyboard.press('Escape');
  });

  it('refuses to delete a format with an expense and deletes one without', async () => {
    const firstFormatId = firstFormatUrl.split('/').pop()!;
    const expense = await api.data(
      'mutation($input: ExpenseInput!) { createExpense(input: $input) { errors { message } } }',
      {
        input: { productId: firstFormatId, amount: '120.00' },
      },
    );
    expect(expense.createExpense.errors).toEqual([]);

    await page.getByRole('button', { name: /Paperback/ }).click();
    await page.waitForURL(firstFormatUrl);
    await page.reload();
    const refusedDelete = page.getByRole('button', { name: 'Delete this format' });
    await refusedDelete.waitFor();
    expect(await refusedDelete.getAttribute('aria-disabled')).toBe('true');
    await refusedDelete.hover();
    await page.getByText('This format cannot be deleted because it has associated orders or expenses.').waitFor();
    await page.getByRole('link', { name: 'Expenses (1)' }).waitFor();

    await page.getByRole('button', { name: /Hardcover/ }).click();
    await page.waitForURL((url) => url.toString() !== firstFormatUrl);
    await page.getByRole('button', { name: 'Delete this format' }).click();
    await page.getByRole('dialog', { name: 'Delete this format' }).getByRole('button', { name: 'DELETE' }).click();
    await page.waitForURL(firstFormatUrl);
    await expect.poll(() => strip().count()).toBe(1);
  });
});
