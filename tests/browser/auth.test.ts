import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anonymousPost, strongPassword } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

describe('logging in, the shell, and losing the session', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let account: Awaited<ReturnType<typeof session.registerAccount>>;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    account = await session.registerAccount({ publisher: 'Lantern Books', first_name: 'Grace' });
  });
  afterAll(() => session?.close());

  const loginForm = () => page.getByRole('form', { name: 'Log in' });
  const storedToken = () => page.evaluate(() => localStorage.getItem('token'));

  it('asks for both fields and shows the server message for a wrong password', async () => {
    await page.goto(`${session.url}/login`);
    await loginForm().getByRole('button', { name: 'LOG IN' }).click();
    await loginForm().getByText('Email is required.').waitFor();
    await loginForm().getByText('Password is required.').waitFor();

    await loginForm().getByLabel('Email').fill(account.email);
    await loginForm().getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await loginForm().getByLabel('Password', { exact: true }).press('Enter');
    await loginForm().getByRole('alert').filter({ hasText: 'Unable to log in with provided credentials.' }).waitFor();
    expect(await storedToken()).toBeNull();
  });

  it('logs in with Enter, stores the session and shows the shell', async () => {
    await loginForm().getByLabel('Password', { exact: true }).fill(strongPassword);
    await loginForm().getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/dashboard');
    expect(
      await page.evaluate(() =>
        ['token', 'userid', 'publisher', 'publisher_name'].map((key) => Boolean(localStorage.getItem(key))),
      ),
    ).toEqual([true, true, true, true]);
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Creators' }).waitFor();
    // Areas not built yet are left out rather than greyed.
    expect(await navigation.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Products',
      'Orders',
      'Customers',
      'Creators',
      'Royalties',
      'Payments',
      'Expenses',
      'Reporting',
      'Help',
    ]);
    await navigation.getByText(`© ${new Date().getFullYear()} Colophon`).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Colophon' }).waitFor();

    await page.getByRole('button', { name: 'Grace' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Lantern Books').waitFor();
    await menu.getByText('Free Plan').waitFor();
    await menu.getByText('Hello, Grace!').waitFor();
    await page.keyboard.press('Escape');

    // A stored session skips the login screen; unknown paths show the not-found page.
    await page.goto(`${session.url}/login`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${session.url}/no-such-screen`);
    await page.getByText('The page you are looking for does not exist.').waitFor();
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    // A record that does not exist: the spec's text and a way back to its list.
    for (const [path, heading, list] of [
      ['/orders', 'Order not found', 'Orders'],
      ['/customers', 'Customer not found', 'Customers'],
      ['/expenses', 'Expense not found', 'Expenses'],
      ['/products', 'Product Not Found', 'Products'],
    ]) {
      await page.goto(`${session.url}${path}/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: `← ${list}` })
        .click();
      await page.waitForURL(`**${path}`);
    }
  });

  it('hides the side navigation behind a Menu burger and shows the banner on narrow screens', async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(`${session.url}/dashboard`);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Creators' }).click();
    await page.waitForURL('**/creators');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${session.url}/login`);
    await page.getByText('Please use a desktop browser.', { exact: false }).waitFor();
    await page.evaluate((values) => Object.assign(localStorage, JSON.parse(values)), stored);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sends an expired or revoked session back to the login screen with a toast', async () => {
    const revoked = await session.registerAccount();
    await signInAs(page, session.url, revoked);
    await page.goto(`${session.url}/creators`);
    await page.getByText('Displaying: 0-0 out of 0').waitFor();

    await anonymousPost(`${session.url}/api/v1/auth/logout/`, {}, { authorization: `Token ${revoked.token}` });
    await page.goto(`${session.url}/creators`);
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await page.waitForURL('**/login');
    expect(await storedToken()).toBeNull();
  });

  /** A page of its own whose app scripts and stylesheet wait until `arrive()`: a slow line. */
  async function pageBeforeTheApp() {
    const context = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 } });
    const early = await context.newPage();
    early.setDefaultTimeout(10_000);
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await early.route('**/assets/**', async (route) => {
      await arrived;
      await route.continue();
    });
    await early.goto(`${session.url}/login`, { waitUntil: 'commit' });
    return { early, arrive, close: () => context.close() };
  }

  it("logs in before the app's scripts arrive, with the spec's messages, and opens the dashboard when they do", async () => {
    const early = await pageBeforeTheApp();
    const account = await session.registerAccount({ first_name: 'Ivy' });
    const form = early.early.getByRole('form', { name: 'Log in' });
    await form.getByRole('button', { name: 'LOG IN' }).click();
    await form.getByText('Email is required.').waitFor();
    await form.getByText('Password is required.').waitFor();
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await form.getByRole('alert').filter({ hasText: 'Unable to log in with provided credentials.' }).waitFor();
    expect(await early.early.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await form.getByLabel('Password', { exact: true }).fill(strongPassword);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await early.early.waitForFunction(() => localStorage.getItem('token') !== null);
    expect(await early.early.evaluate(() => document.querySelector('.mantine-AppShell-root'))).toBeNull();
    early.arrive();
    await early.early.waitForURL('**/dashboard');
    await early.early.getByRole('button', { name: 'Ivy' }).waitFor();
    await early.close();
  });

  it('keeps what was typed, the focus and the chosen tab when the app takes the login page over', async () => {
    const typing = await pageBeforeTheApp();
    const account = await session.registerAccount();
    const form = typing.early.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).pressSequentially(strongPassword.slice(0, 5));
    typing.arrive();
    // Mantine's password field (with its show button) has replaced the HTML one.
    await typing.early.locator('.mantine-PasswordInput-root').waitFor();
    await typing.early.keyboard.type(strongPassword.slice(5));
    expect(await form.getByLabel('Email').inputValue()).toBe(account.email);
    await typing.early.keyboard.press('Enter');
    await typing.early.waitForURL('**/dashboard');
    await typing.close();

    const choosing = await pageBeforeTheApp();
    await choosing.early.getByRole('tab', { name: 'SIGN UP' }).click();
    choosing.arrive();
    await choosing.early.getByLabel('Group name').waitFor();
    await choosing.close();
  });

  it('logs out from the user menu', async () => {
    await signInAs(page, session.url, account);
    await page.goto(`${session.url}/dashboard`);
    await page.getByRole('button', { name: 'Grace' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await storedToken()).toBeNull();
    // The token is revoked on the server too.
    const reply = await anonymousPost(`${session.url}/fetch_user_publishers/`, { token: account.token });
    expect(reply.status).toBe(401);
  });
});
