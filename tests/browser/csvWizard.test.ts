import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nextIsbn } from '../support/isbn.ts';
import { newPaperback } from '../support/products.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

/** The figure a summary card shows, by its label. */
const figure = (wizard: Locator, label: string) => wizard.getByLabel(label, { exact: true }).locator('p').nth(1);

describe('the advanced import wizard, from a real file to the product list', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  const existingIsbn = nextIsbn();
  const [lastManIsbn, valpergaIsbn, scrollIsbn] = [nextIsbn(), nextIsbn(), nextIsbn()];
  let file: string;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    page.setDefaultTimeout(20_000);
    const api = await session.registerAccount();
    // The file's first row names this title's ISBN: a duplicate to resolve.
    const { createProductWorkAndFormat } = await api.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { errors { message } }
      }`,
      {
        work: { title: 'Frankenstein (1818 text)' },
        product: { formatId: 'BC', retailPrice: '10.00', isbn: existingIsbn },
      },
    );
    expect(createProductWorkAndFormat.errors).toEqual([]);
    await newPaperback(api, 'Unrelated Title', '5.00');
    const folder = await mkdtemp(join(tmpdir(), 'colophon-wizard-'));
    file = join(folder, 'products.csv');
    await writeFile(
      file,
      Papa.unparse([
        ['Title', 'Format', 'ISBN', 'Price', 'Pages'],
        ['Frankenstein', 'Paperback', existingIsbn, '12.00', '280'],
        ['The Last Man', 'Paperback', lastManIsbn, 'twelve', '400'],
        ['Valperga', 'Paperback', valpergaIsbn, '9.99', '300'],
        ['A Scroll', 'Scroll', scrollIsbn, '5.00', ''],
      ]),
    );
    await signInAs(page, session.url, api);
    await page.goto(`${session.url}/products`);
  }, 180_000);
  afterAll(() => session?.close());

  it('uploads, maps, corrects, skips, resolves a duplicate, imports and sums up what the list then shows', async () => {
    await page.getByRole('button', { name: 'ADVANCED IMPORT' }).click();
    const wizard = page.getByRole('dialog', { name: 'Advanced CSV Import' });
    await wizard.waitFor();
    // Not closed by Escape.
    await page.keyboard.press('Escape');
    await wizard.getByText('Upload File').first().waitFor();

    await wizard.locator('input[type=file]').setInputFiles(file);
    await wizard.getByText('products.csv').waitFor();
    await wizard.getByRole('button', { name: 'Upload File', exact: true }).click();

    // Map Fields: the server's suggestions, from the headers.
    await wizard.getByText('products.csv: 4 rows, 5 columns.').waitFor();
    expect(await wizard.getByLabel('System field for Price', { exact: true }).inputValue()).toBe(
      'Retail Price (required)',
    );
    await wizard.getByRole('table', { name: 'CSV preview' }).getByText('The Last Man').waitFor();
    await wizard.getByRole('button', { name: 'Save Mappings' }).click();

    // Validate Data: one correction typed as a price, one row skipped.
    const correction = wizard.getByLabel('Correction for row 3 Retail Price', { exact: true });
    await correction.waitFor();
    await wizard.getByText('Retail Price must be a number').waitFor();
    await wizard.getByText('Format "Scroll" was not found').waitFor();
    const save = wizard.getByRole('button', { name: 'Save Corrections' });
    expect(await save.isDisabled()).toBe(true);
    await correction.fill('12.50');
    expect(await save.isDisabled()).toBe(true);
    await wizard.getByRole('button', { name: 'Skip row 5' }).click();
    await wizard.getByRole('button', { name: 'Restore row 5' }).click();
    await wizard.getByRole('button', { name: 'Skip row 5' }).click();
    await wizard.getByRole('button', { name: 'Restore row 5' }).waitFor();
    await save.click();
    await wizard
      .getByText('Validation Successful - No validation errors found. You can proceed to the next step.')
      .waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Resolve Duplicates: the first row has the existing title's ISBN; it updates that title.
    const duplicates = wizard.getByRole('table', { name: 'Duplicates' });
    await duplicates.getByRole('row').filter({ hasText: existingIsbn }).waitFor();
    expect(await duplicates.getByRole('row').count()).toBe(2);
    await wizard.getByRole('radiogroup', { name: 'Resolution for row 2' }).getByText('Update').click();
    await wizard.getByRole('button', { name: 'Save Resolutions' }).click();

    // Import Data: the preview shows the corrected price, then the import runs to the summary.
    const preview = wizard.getByRole('table', { name: 'Import preview' });
    await preview.getByRole('row').filter({ hasText: 'The Last Man' }).filter({ hasText: '12.50' }).waitFor();
    await wizard.getByRole('button', { name: 'Start Import' }).click();

    // Summary.
    await wizard.getByText('Import completed').waitFor({ timeout: 60_000 });
    expect(await figure(wizard, 'Created').textContent()).toBe('2');
    expect(await figure(wizard, 'Updated').textContent()).toBe('1');
    expect(await figure(wizard, 'Errors').textContent()).toBe('0');
    expect(await figure(wizard, 'Skipped').textContent()).toBe('1');
    expect(await figure(wizard, 'Time').textContent()).toMatch(/^\d+\.\d s$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      wizard.getByRole('button', { name: 'Download Unrecorded Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^unrecorded-data-[0-9a-f-]+\.csv$/);
    const unrecorded = Papa.parse<Record<string, string>>(await readFile(await download.path(), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(unrecorded).toEqual([
      { Title: 'A Scroll', Format: 'Scroll', ISBN: scrollIsbn, Price: '5.00', Pages: '', import_error: 'Skipped' },
    ]);

    // Finish reloads the page: the list holds the 2 created titles beside the 2 that were there, one updated.
    await wizard.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Displaying: 1-4 out of 4').waitFor();
    const rows = page.getByRole('row');
    await rows.filter({ hasText: 'The Last Man' }).filter({ hasText: '12.50' }).waitFor();
    await rows.filter({ hasText: 'Valperga' }).filter({ hasText: '9.99' }).waitFor();
    await rows.filter({ hasText: 'Frankenstein (1818 text)' }).filter({ hasText: '12.00' }).waitFor();
    expect(await rows.filter({ hasText: 'A Scroll' }).count()).toBe(0);
  }, 240_000);
});
