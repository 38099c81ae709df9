import { defineConfig } from 'vitest/config';

// One runner for every tier: unit tests beside the code, API/contract/fault tests and browser
// tests in tests/. Services that a tier needs (DATABASE_URL, NATS_URL, KURRENTDB_URL) are optional;
// the cases that need a missing one report as skipped.
// Tests that run the services in-process (or spawn them with this environment) wait longer for
// their own writes than a user would: a busy 2-core machine can hold a projection back seconds.
const env = { READ_YOUR_WRITES_TIMEOUT_MS: '15000' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'events/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          environment: 'node',
          // Projection tests migrate a PGlite database and apply each history twice (one batch, then
          // one event per batch): 15-22 s at load 20 on two cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Simulated typing is slow when the machine is busy; a timed-out test would type into the next.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          env,
          include: ['tests/**/*.test.ts'],
          // Postgres and NATS from DATABASE_URL/NATS_URL, else from testcontainers where Docker runs.
          globalSetup: ['tests/support/services.ts'],
          exclude: ['tests/browser/**', 'tests/reliability/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // npm run test:reliability: every operation against every kind of caller, and fuzzed inputs.
          name: 'reliability',
          env,
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/reliability/summary.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          env,
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // A value polled for is what a user waits to see: after a reload on a busy 2-core machine
          // the page can take longer than the default second to show it.
          expect: { poll: { timeout: 10_000 } },
          // Headless Chromium on a busy machine now and then gives a document no animation frames: a
          // click then waits for "stable" and its call log ends there (an element that moves logs
          // "element is not stable"). Only that failure is retried, once, on a reloaded document.
          retry: { count: 1, condition: /waiting for element to be visible(, enabled)? and stable\s*$/ },
          setupFiles: ['tests/browser/framesCheck.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
