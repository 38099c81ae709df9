import { parseArgs } from 'node:util';

import { startEmbedded } from '@colophon/deploy/embedded';
import { chromium } from 'playwright-core';

import { measureWeb } from './measure/web.ts';
import { percentile } from './stats.ts';

/**
 * npm run bench:web [-- --runs 5 --no-build]: the login page on a throttled line. Serves a fresh build
 * of web/ from the embedded app (in-memory PGlite) and opens /login in Debian's chromium, each run in a
 * new browser context (empty cache), with DevTools' network throttling over a CDP session. Prints the
 * time until the login page's form can be used (its submit button rendered: by then React handles its events),
 * the bytes that crossed the line for scripts and styles, and the gzip size of what index.html loads.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

/** DevTools' "Fast 3G" as the issue states it: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const fast3g = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

const sizes = measureWeb({ build: !values['no-build'] });
const app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 200 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  const interactiveMs: number[] = [];
  let transferred = { scripts: 0, styles: 0, requests: 0 };
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', fast3g);
    const types = new Map<string, string>();
    const bytes = { scripts: 0, styles: 0, requests: 0 };
    devtools.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    devtools.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      bytes.requests += 1;
      if (type === 'Script') bytes.scripts += event.encodedDataLength;
      if (type === 'Stylesheet') bytes.styles += event.encodedDataLength;
    });
    await page.goto(`${app.url}/login`, { waitUntil: 'commit' });
    // Milliseconds since the navigation started, read in the page once the button is there.
    const ready = await page.waitForFunction(
      () => (document.querySelector('form button[type="submit"]') ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    interactiveMs.push(Math.round(Number(await ready.jsonValue())));
    await page.waitForLoadState('networkidle');
    transferred = bytes;
    await context.close();
  }
  const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
  console.log(`Login page on Fast 3G (1.6 Mbps down, 750 kbps up, 150 ms RTT), ${runs} cold loads:`);
  console.log(`  interactive: p50 ${percentile(interactiveMs, 0.5)} ms, max ${Math.max(...interactiveMs)} ms`);
  console.log(
    `  transferred: scripts ${kib(transferred.scripts)}, styles ${kib(transferred.styles)}, ${transferred.requests} requests`,
  );
  console.log(
    `  first screen (gzip of what index.html loads): JS ${kib(sizes.initialJsGzipBytes)}, CSS ${kib(sizes.initialCssGzipBytes)}, ${sizes.files.length} files`,
  );
} finally {
  await browser.close();
  await app.close();
}
