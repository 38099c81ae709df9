import { parseArgs } from 'node:util';

import { startEmbedded } from '@colophon/deploy/embedded';
import { chromium, type Page } from 'playwright-core';

import { measureWeb } from './measure/web.ts';
import { percentile } from './stats.ts';

/**
 * npm run bench:web [-- --runs 5 --no-build]: the login page on a throttled line. Serves a fresh build
 * of web/ from the embedded app (in-memory PGlite) and opens /login in Debian's chromium, each run in a
 * new browser context (empty cache), with DevTools' "Fast 3G" over a CDP session. "Interactive" is the
 * first frame painted with the login form and its submit button; at that moment the bench types a
 * registered user's email and password and presses Enter, and the run counts only if that logs in
 * (the dashboard's navigation shows). Prints both times and when the app started; then a second
 * series where the user takes 8 s to type (Enter to dashboard); the bytes /login transfers (its
 * document, scripts, styles) and the gzip size of what index.html loads.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

/**
 * DevTools' "Fast 3G" preset as Chromium defines it: 1.6 Mbps down and 750 kbps up, each × 0.9,
 * and 150 ms × 3.75 = 562.5 ms of latency added to every request.
 */
const fast3g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_600_000 * 0.9) / 8,
  uploadThroughput: (750_000 * 0.9) / 8,
};

const sizes = measureWeb({ build: !values['no-build'] });
const app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 200 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
const user = { email: 'bench.web@example.org', password: 'Quill-pen-42' };
const registration = await fetch(`${app.url}/api/v1/auth/register/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    publisher: 'Bench Press',
    first_name: 'Bea',
    last_name: 'Bench',
    email: user.email,
    password1: user.password,
    password2: user.password,
  }),
});
if (!registration.ok) throw new Error(`registration failed: ${registration.status}`);

/**
 * Polls `at` on every animation frame until it answers `performance.now()` (ms since the navigation
 * started) rather than false. A function, not a string: the app's CSP forbids eval.
 */
const frameWhen = (page: Page, at: () => number | false) =>
  page
    .waitForFunction(at, undefined, { polling: 'raf', timeout: 60_000 })
    .then(async (handle) => Math.round(Number(await handle.jsonValue())));

/** Bytes over the wire for /login alone (CDP encodedDataLength, headers included), until the network is quiet. */
async function transferOfLoginPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  const types = new Map<string, string>();
  const bytes = { document: 0, scripts: 0, styles: 0, requests: 0 };
  devtools.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  devtools.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    bytes.requests += 1;
    if (type === 'Document') bytes.document += event.encodedDataLength;
    if (type === 'Script') bytes.scripts += event.encodedDataLength;
    if (type === 'Stylesheet') bytes.styles += event.encodedDataLength;
  });
  await page.goto(`${app.url}/login`, { waitUntil: 'networkidle' });
  await context.close();
  return bytes;
}

/**
 * One cold load of /login on Fast 3G: the user waits `typingMs` after the form shows (0: types at
 * once), fills it in and presses Enter. Times in ms since the navigation started.
 */
async function coldLogin(typingMs: number, logDocument: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', fast3g);
  await page.goto(`${app.url}/login`, { waitUntil: 'commit' });
  const interactive = await frameWhen(page, () =>
    ['input[type=email]', 'input[type=password]', 'button[type=submit]'].every((part) =>
      document.querySelector(`form[aria-label="Log in"] ${part}`),
    )
      ? performance.now()
      : false,
  );
  // MantineProvider marks the root element once the app has started.
  const appStarted = frameWhen(page, () =>
    document.documentElement.hasAttribute('data-mantine-color-scheme') ? performance.now() : false,
  );
  await page.waitForTimeout(typingMs);
  const loginForm = page.getByRole('form', { name: 'Log in' });
  await loginForm.getByLabel('Email').fill(user.email);
  await loginForm.getByLabel('Password', { exact: true }).fill(user.password);
  const submitted = await page.evaluate(() => performance.now());
  await loginForm.getByLabel('Password', { exact: true }).press('Enter');
  const loggedIn = await frameWhen(page, () =>
    location.pathname === '/dashboard' && document.querySelector('nav a[href="/creators"]') ? performance.now() : false,
  );
  if (logDocument) {
    // Where the document time went (Navigation and Paint Timing, ms since navigation start).
    const document = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const [firstPaint] = performance.getEntriesByType('paint');
      return [navigation?.responseStart, navigation?.responseEnd, firstPaint?.startTime, navigation?.domInteractive]
        .map((ms) => Math.round(ms ?? Number.NaN))
        .join(' / ');
    });
    console.log(`  first run's document: response start / end / first paint / parsed: ${document} ms`);
  }
  const times = {
    interactive,
    appStarted: await appStarted,
    loggedIn,
    enterToDashboard: Math.round(loggedIn - submitted),
  };
  await context.close();
  return times;
}

type LoginTimes = Awaited<ReturnType<typeof coldLogin>>;

/** A user who takes this long to type after the form shows: the app has started and is idle by then. */
const slowTypingMs = 8_000;

try {
  const atOnce: LoginTimes[] = [];
  for (let run = 0; run < runs; run++) atOnce.push(await coldLogin(0, run === 0));
  const slowly: LoginTimes[] = [];
  for (let run = 0; run < runs; run++) slowly.push(await coldLogin(slowTypingMs, false));
  const transferred = await transferOfLoginPage();
  const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
  const summary = (label: string, ms: number[]) =>
    `  ${label}: p50 ${percentile(ms, 0.5)} ms, max ${Math.max(...ms)} ms (${ms.join(', ')})`;
  console.log(`Login page on DevTools' Fast 3G (1.44 Mbps down, 675 kbps up, 562.5 ms latency), ${runs} cold loads:`);
  const of = (times: LoginTimes[], key: keyof LoginTimes) => times.map((time) => time[key]);
  console.log(summary('interactive (form painted; typing and Enter then log in)', of(atOnce, 'interactive')));
  console.log(summary('app started (React and Mantine mounted)', of(atOnce, 'appStarted')));
  console.log(summary('logged in (dashboard navigation shown)', of(atOnce, 'loggedIn')));
  console.log(
    summary(
      `Enter to dashboard, typing for ${slowTypingMs / 1000} s after the form showed`,
      of(slowly, 'enterToDashboard'),
    ),
  );
  console.log(
    `  transferred for /login until the network is quiet: document ${kib(transferred.document)}, scripts ${kib(transferred.scripts)}, styles ${kib(transferred.styles)}, ${transferred.requests} requests`,
  );
  console.log(
    `  first screen (gzip of what index.html loads): JS ${kib(sizes.initialJsGzipBytes)}, CSS ${kib(sizes.initialCssGzipBytes)}, ${sizes.files.length} files`,
  );
} finally {
  await browser.close();
  await app.close();
}
