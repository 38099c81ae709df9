import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAs, startBrowserSession } from './browserSupport.ts';

const creatorCount = 27;
const twoDigits = (number: number) => String(number).padStart(2, '0');

// The generic list screen on real data: 27 creators made through the API, more than one page.
describe('the creator list', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    const api = await session.registerAccount();
    const { paymentTypes } = await api.data<{ paymentTypes: { id: string }[] }>('{ paymentTypes { id } }');
    for (let number = 1; number <= creatorCount; number += 1) {
      // Payment names run the other way round, so the two sort orders differ.
      const { createCreator } = await api.data(
        `mutation Seed($input: CreateCreatorInput!) { createCreator(input: $input) { errors { message } } }`,
        {
          input: {
            displayName: `Author ${twoDigits(number)}`,
            paymentName: `Payee ${twoDigits(creatorCount + 1 - number)}`,
            paymentTypeId: paymentTypes[0]?.id,
            email: `author${number}@list.example`,
          },
        },
      );
      expect(createCreator.errors).toEqual([]);
    }
    await signInAs(page, session.url, api);
    await page.goto(`${session.url}/creators`);
  });
  afterAll(() => session?.close());

  // Cells: the selection box, NO., then DISPLAY NAME.
  const firstDisplayName = () => page.getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
  const waitForFirstRow = (displayName: string) =>
    page.getByRole('row').nth(1).filter({ hasText: displayName }).waitFor();

  it('pages through 25 rows at a time', async () => {
    await page.getByText(`Displaying: 1-25 out of ${creatorCount}`).waitFor();
    expect(await page.getByRole('row').count()).toBe(26);
    expect(await firstDisplayName()).toMatch(/Author 01$/);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByText(`Displaying: 26-27 out of ${creatorCount}`).waitFor();
    await waitForFirstRow('Author 26');
    await page.getByRole('button', { name: '1', exact: true }).click();
    await waitForFirstRow('Author 01');
  });

  it('sorts by a column and toggles its direction', async () => {
    await page.getByRole('button', { name: /^DISPLAY NAME/ }).click();
    await waitForFirstRow('Author 27');
    await page.getByRole('button', { name: /^DISPLAY NAME/ }).click();
    await waitForFirstRow('Author 01');
    await page.getByRole('button', { name: /^PAYMENT NAME/ }).click();
    await waitForFirstRow('Payee 01');
    expect(await firstDisplayName()).toMatch(/Author 27$/);
  });

  it('searches by the chosen field', async () => {
    await page.getByRole('combobox', { name: 'Search field' }).selectOption({ label: 'By Display Name' });
    await page.getByRole('textbox', { name: 'Search' }).fill('Author 07');
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await page.getByText('Displaying: 1-1 out of 1').waitFor();
    await waitForFirstRow('Author 07');
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await page.getByText(`Displaying: 1-25 out of ${creatorCount}`).waitFor();
  });

  it('exports every page after select-all, without the rows unticked', async () => {
    // The list as a user would open it from a link: sorted by display name, A to Z (the sort is in the URL).
    await page.goto(`${session.url}/creators?sort=DISPLAY_NAME&direction=ASC`);
    await page.getByText(`Displaying: 1-25 out of ${creatorCount}`).waitFor();
    await waitForFirstRow('Author 01');
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText(`${creatorCount} selected`).waitFor();
    for (const excluded of ['Author 02', 'Author 03']) {
      await page.getByRole('row').filter({ hasText: excluded }).getByRole('checkbox').uncheck();
    }
    await page.getByText(`${creatorCount - 2} selected`).waitFor();

    // The server streams every page of the list: wait for the file as long as a user would.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const file = await (await download).path();
    const rows = Papa.parse<Record<string, string>>(await readFile(file, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const exported = rows.map((row) => row.display_name).sort();
    const expected = Array.from({ length: creatorCount }, (_, index) => `Author ${twoDigits(index + 1)}`).filter(
      (name) => name !== 'Author 02' && name !== 'Author 03',
    );
    expect(exported).toEqual(expected);
    expect(rows.find((row) => row.display_name === 'Author 27')).toMatchObject({
      payment_name: 'Payee 01',
      email: 'author27@list.example',
    });
  });
});
