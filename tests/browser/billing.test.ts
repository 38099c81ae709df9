import { addMonths, billingMessages, isoDateOf } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAs, startBrowserSession } from './browserSupport.ts';

// The owner buys a plan through the simulated checkout, then manages it in the simulated portal.
describe('subscription and billing, as the owner uses them', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    await signInAs(page, session.url, await session.registerAccount({ publisher: 'Birch Books' }));
  });
  afterAll(() => session?.close());

  const subscription = () => page.getByRole('region', { name: 'Subscription', exact: true });

  it('chooses a plan, pays on the checkout page, and comes back on it with its renewal date', async () => {
    await page.goto(`${session.url}/publisher`);
    await subscription().getByText('Your plan: Free Plan').waitFor();
    await subscription().getByRole('button', { name: 'Choose Grow Plan' }).click();

    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/billing\/checkout\//);
    await page.getByRole('heading', { name: 'Grow Plan' }).waitFor();
    await page.getByText('51-100 products').waitFor();
    await page.getByRole('button', { name: 'Pay $49.00 / month' }).click();

    await subscription().getByText('Your plan: Grow Plan').waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${session.url}/publisher?status=success`);
    await subscription()
      .getByText(`Renews on ${addMonths(isoDateOf(new Date()), 1)}`)
      .waitFor();
    const grow = subscription().getByRole('article', { name: 'Grow Plan' });
    await grow.getByText('Current plan').waitFor();
    expect(
      await subscription()
        .getByRole('button', { name: /^Choose / })
        .count(),
    ).toBe(0);
  });

  it('cancels at the checkout page without changing the plan', async () => {
    // Once subscribed, changes go through the portal; a second account tries the Cancel button.
    await signInAs(page, session.url, await session.registerAccount({ publisher: 'Alder Press' }));
    await page.goto(`${session.url}/publisher`);
    await subscription().getByRole('button', { name: 'Choose Build Plan' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${session.url}/publisher?status=cancelled`);
    await subscription().getByText('Your plan: Free Plan').waitFor();
  });

  it('shows the Billing Error banner after a failed renewal, until the renewal is paid in the portal', async () => {
    await page.goto(`${session.url}/publisher`);
    await subscription().getByRole('button', { name: 'Choose Build Plan' }).click();
    await page.getByRole('button', { name: 'Pay $25.00 / month' }).click();
    await subscription().getByText('Your plan: Build Plan').waitFor({ timeout: 20_000 });

    await subscription().getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('heading', { name: 'Manage Subscription' }).waitFor();
    await page.getByRole('button', { name: 'Simulate a failed renewal payment' }).click();
    const banner = page.getByRole('alert').filter({ hasText: billingMessages.bannerTitle });
    await banner.getByText(billingMessages.bannerText).waitFor({ timeout: 20_000 });

    await subscription().getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Pay the renewal now' }).click();
    // Back with the portal's news, which the page confirms (the session id then leaves the address).
    await page.waitForURL(`${session.url}/publisher?status=plan_update`, { timeout: 20_000 });
    await expect.poll(() => banner.count()).toBe(0);
    await subscription().getByText('Your plan: Build Plan').waitFor();
  });
});
