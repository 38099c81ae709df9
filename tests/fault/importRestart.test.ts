import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { connectInfrastructure } from '@colophon/deploy/config';
import { startEmbedded } from '@colophon/deploy/embedded';
import { createScratchDatabase } from '@colophon/events';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';

const rows = 3000;
const databaseUrl = process.env.DATABASE_URL;

/** Where the app keeps its data across a restart: a PGlite folder, or a Postgres database. */
const engines = [
  { name: 'PGlite in a data folder', available: true, postgres: false },
  { name: 'Postgres', available: Boolean(databaseUrl), postgres: true },
] as const;

describe.each(engines)('an import interrupted by a restart, $name', ({ available, postgres }) => {
  let folder: string;
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const start = () =>
    startEmbedded({ port: 0, dataDir: database ? null : folder, databaseUrl: database?.url, pollIntervalMs: 100 });

  beforeAll(async () => {
    if (!available) return;
    folder = await mkdtemp(join(tmpdir(), 'colophon-restart-'));
    if (postgres) database = await createScratchDatabase(databaseUrl!);
  });
  afterAll(async () => {
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it.runIf(available)(
    'carries on from its last written batch after the restart, writing every row exactly once',
    async () => {
      // The app runs, an import of many batches starts, and the app stops in the middle of it.
      const first = await start();
      const stack = { commandUrl: first.url, queryUrl: first.url };
      const owner = await ApiClient.register(stack);
      const { body } = await owner.rest('/fetch_user_publishers/', { token: owner.token });
      const form = new FormData();
      const file = Papa.unparse([
        ['company', 'email'],
        ...Array.from({ length: rows }, (_, index) => [`Restart Books ${index}`, `shop${index}@restart.example`]),
      ]);
      form.set('file', new Blob([file], { type: 'text/csv' }), 'customers.csv');
      form.set('entity_type', 'customer');
      form.set('publisher_id', String(body.publisher.id));
      const uploaded = await fetch(`${first.url}/api/csv-import/upload-csv/`, {
        method: 'POST',
        headers: owner.headers(),
        body: form,
      });
      const { session_id: session } = (await uploaded.json()) as { session_id: string };
      const call = async (url: string, path: string, method = 'GET') => {
        const response = await fetch(`${url}/api/csv-import/${session}/${path}/`, {
          method,
          headers: { ...owner.headers(), 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        });
        return (await response.json()) as Record<string, any>;
      };
      await call(first.url, 'import-csv-data', 'POST');
      for (;;) {
        const progress = await call(first.url, 'get-import-progress');
        expect(progress.status).toBe('in_progress');
        if (progress.processed_rows >= 200) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await first.close();

      // What the session recorded before the stop: some batches, not the end.
      const stopped = await connectInfrastructure(postgres ? { DATABASE_URL: database!.url } : { DATA_DIR: folder });
      const recorded = await stopped.store.readStream(`import-session-${session}`);
      await stopped.close();
      const batches = recorded.filter((event) => event.type === 'ImportBatchWritten');
      const nextRow = (batches.at(-1)!.data as { nextRow: number }).nextRow;
      expect(nextRow).toBeGreaterThanOrEqual(200);
      expect(nextRow).toBeLessThan(rows);
      expect(recorded.map((event) => event.type)).not.toContain('ImportCompleted');
      expect(recorded.map((event) => event.type)).not.toContain('ImportFailed');

      // After the restart the import resumes by itself and finishes; nothing is lost or written twice.
      const second = await start();
      try {
        let progress: Record<string, any>;
        do {
          await new Promise((resolve) => setTimeout(resolve, 200));
          progress = await call(second.url, 'get-import-progress');
        } while (progress.status === 'in_progress');
        expect(progress).toMatchObject({ status: 'completed', processed_rows: rows });
        const summary = await call(second.url, 'get-import-summary');
        expect(summary).toMatchObject({ status: 'completed', created_count: rows, error_count: 0 });
        const resumed = new ApiClient({ commandUrl: second.url, queryUrl: second.url }, owner.token);
        // The summary waits for the read models a bounded time; on a loaded machine the list may
        // show the last batches a moment later, as it would to a user refreshing it.
        const listed = async () =>
          (await resumed.data('{ customers(params: { search: "Restart Books" }) { totalCount } }')).customers
            .totalCount as number;
        const deadline = Date.now() + 60_000;
        let count = await listed();
        while (count < rows && Date.now() < deadline) count = await listed();
        expect(count).toBe(rows);
      } finally {
        await second.close();
      }
    },
    300_000,
  );
});
