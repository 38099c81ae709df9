import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { makeSuperuser } from '@colophon/command';
import { startEmbedded } from '@colophon/deploy/embedded';
import { waitForReadModels } from '@colophon/events';
import { chromium, type Page } from 'playwright-core';

import { anonymousPost, ApiClient } from '../support/client.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's chromium, headless; the browser is never downloaded by a tool. */
const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The page of each open session, for the check after a failed test (framesCheck.ts). */
export const openPages = new Set<Page>();

/**
 * Reloads a page whose document gets no animation frames. Headless Chromium on a busy machine has
 * been seen to stop giving one document frames: clicks then wait for "stable" until they time out,
 * while fill and waitFor still work, and the page's next document got frames again.
 */
export async function reloadIfFramesStopped(page: Page): Promise<void> {
  const frameArrived = page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(true));
          setTimeout(() => resolve(false), 2000);
        }),
    )
    // A page closed or navigating meanwhile needs no reload.
    .catch(() => true);
  // A document whose scripts do not run at all does not answer the evaluation either.
  if (await Promise.race([frameArrived, delay(5000, false)])) return;
  console.warn(`Chromium gave ${page.url()} no animation frame within 2 s: reloading it`);
  await page.reload();
}

/**
 * One app (embedded mode, in-memory PGlite, serving a fresh build of web/dist) and one browser
 * page for a whole test file.
 */
export async function startBrowserSession(options: { smtpUrl?: string } = {}) {
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'ignore' });
  const app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 200, smtpUrl: options.smtpUrl });
  const browser = await chromium.launch(chromiumOptions);
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  openPages.add(page);
  return {
    url: app.url,
    page,
    /**
     * A new publisher account created through the API, as bulk test data should be; past onboarding
     * unless a test is about it.
     */
    async registerAccount(overrides: Record<string, string> = {}, options: { onboarded?: boolean } = {}) {
      const account = await ApiClient.register({ commandUrl: app.url, queryUrl: app.url }, overrides);
      if (options.onboarded !== false) await account.data('mutation { updateOnboardingStatus { position } }');
      return account;
    },
    /** What `npm run superuser -- <email>` does; waits until sign-ins read it. */
    async makeSuperuser(email: string) {
      const { position } = await makeSuperuser(app.infrastructure.store, email);
      if (position) await waitForReadModels(app.infrastructure.db, position, 10_000);
    },
    async close() {
      openPages.delete(page);
      await browser.close();
      await app.close();
    },
  };
}

/** Signs the page in as the API client's user (the stored keys the login screen would write). */
export async function signInAs(page: Page, url: string, api: ApiClient): Promise<void> {
  const { body } = await anonymousPost(`${url}/fetch_user_publishers/`, { token: api.token }, api.headers());
  await page.goto(`${url}/login`);
  await page.evaluate(
    ({ token, userId, publisherId, publisherName }) => {
      localStorage.clear();
      localStorage.setItem('token', token);
      localStorage.setItem('userid', userId);
      localStorage.setItem('publisher', publisherId);
      localStorage.setItem('publisher_name', publisherName);
    },
    {
      token: api.token,
      userId: String(body.user.id),
      publisherId: String(body.publisher.id),
      publisherName: String(body.publisher.name),
    },
  );
}

export async function signOutLocally(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}
