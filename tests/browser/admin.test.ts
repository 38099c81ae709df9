import { accessDenied, staffMessages } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAs, startBrowserSession } from './browserSupport.ts';

describe('the staff area in the browser', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
  });
  afterAll(async () => session?.close());

  it("calculates the spec's sample on the royalty calculator, and shows it to staff only", async () => {
    const owner = await session.registerAccount({ publisher: 'Plain Press' });
    await signInAs(page, session.url, owner);
    await page.goto(`${session.url}/super/royalty_calculator`);
    await page.getByRole('heading', { name: accessDenied.title }).waitFor();
    await page.getByRole('link', { name: accessDenied.action }).click();
    await page.waitForURL('**/dashboard');

    const staff = await session.registerAccount({ publisher: 'Colophon Staff' });
    await session.makeSuperuser(staff.email);
    await signInAs(page, session.url, staff);
    await page.goto(`${session.url}/super/tools/royalty-calculator`);
    const form = page.getByRole('form', { name: 'Royalty calculator' });
    await form.getByRole('button', { name: 'Load Sample Data' }).click();
    expect(await form.getByLabel('Units sold').inputValue()).toBe('75');
    await form.getByRole('button', { name: 'Add Tier' }).click();
    expect(await form.getByLabel('Tier 4 threshold').inputValue()).toBe('300');
    expect(await form.getByLabel('Tier 4 rate (%)').inputValue()).toBe('20');
    await form.getByRole('button', { name: 'Remove tier 4' }).click();
    await form.getByRole('button', { name: 'Calculate' }).click();

    const summary = page.getByRole('table', { name: 'Summary' });
    await summary.getByRole('row', { name: 'Net amount due $69.93' }).waitFor();
    await summary.getByRole('row', { name: 'Total credit $119.93' }).waitFor();
    const tiers = page.getByRole('table', { name: 'Tier breakdown' });
    expect(await tiers.getByRole('row').count()).toBe(4);
    await tiers.getByRole('row', { name: /0–99 of net receipts 10\.0% 75/ }).waitFor();

    // docs/royalties.md's order: a 10 % reserve is held from the 119.93 earned, the rest recoups
    // the 50.00 advance in full, and the 50.00 paid before comes off what is left.
    await form.getByLabel('Advance to recoup').fill('50');
    await form.getByLabel('Reserve (%)').fill('10');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await summary.getByRole('row', { name: 'Reserve held $11.99' }).waitFor();
    await summary.getByRole('row', { name: 'Advance recouped $50.00' }).waitFor();
    await summary.getByRole('row', { name: 'Advance left to recoup $0.00' }).waitFor();
    await summary.getByRole('row', { name: 'Net amount due $7.94' }).waitFor();
    await form.getByLabel('Advance to recoup').fill('');
    await form.getByLabel('Reserve (%)').fill('');

    // More paid than earned: the amount is a credit, in red.
    await form.getByLabel('Previous payments').fill('200');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await summary.getByRole('row', { name: 'Net amount due $80.07 (credit)' }).waitFor();

    await form.getByRole('button', { name: 'Reset' }).click();
    expect(await form.getByLabel('Units sold').inputValue()).toBe('0');
    expect(await page.getByRole('table', { name: 'Summary' }).count()).toBe(0);
  });

  it('finds a publisher, opens its statistics, signs in as its owner under a banner, and ends it', async () => {
    const owner = await session.registerAccount({ publisher: 'Marsh Lane Books', first_name: 'Olive' });
    const staff = await session.registerAccount({ publisher: 'Colophon Staff', first_name: 'Sam' });
    await session.makeSuperuser(staff.email);
    await signInAs(page, session.url, staff);
    await page.goto(`${session.url}/super`);
    await page.getByRole('heading', { name: 'Super Admin Dashboard' }).waitFor();
    await page.getByText("You're Super!").waitFor();

    await page.getByLabel('Search publishers').fill('Marsh Lane');
    await page.getByRole('listitem').filter({ hasText: 'Marsh Lane Books' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marsh Lane Books' });
    const stats = dialog.getByRole('table', { name: 'Publisher statistics' });
    await stats.getByRole('row', { name: `Owner ${owner.email}` }).waitFor();
    await stats.getByRole('row', { name: 'Products 0' }).waitFor();

    await dialog.getByRole('button', { name: 'Impersonate Owner' }).click();
    await page.waitForURL('**/dashboard');
    const banner = page.getByRole('status', { name: 'Impersonation' });
    await banner.getByText(staffMessages.impersonationBanner(owner.email, staff.email)).waitFor();
    // The owner's account page records the visit.
    await page.goto(`${session.url}/publisher`);
    await page.getByRole('table', { name: 'Staff access' }).getByRole('cell', { name: staff.email }).waitFor();

    await banner.getByRole('button', { name: staffMessages.endImpersonation }).click();
    await page.waitForURL('**/super');
    await page.getByRole('heading', { name: 'Super Admin Dashboard' }).waitFor();
    expect(await page.getByRole('status', { name: 'Impersonation' }).count()).toBe(0);
    await page.getByRole('listitem', { name: /^Superusers: [1-9]/ }).waitFor();
  });
});
