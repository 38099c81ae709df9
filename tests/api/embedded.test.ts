import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startEmbedded } from '@colophon/deploy/embedded';
import { afterAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';

describe('the embedded mode', () => {
  const folders: string[] = [];
  afterAll(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('keeps every record across a restart on the same data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'colophon-data-'));
    folders.push(dataDir);
    const first = await startEmbedded({ port: 0, dataDir });
    const stack = { commandUrl: first.url, queryUrl: first.url, close: first.close };
    const client = await ApiClient.register(stack);
    const { paymentTypes } = await client.data('{ paymentTypes { id } }');
    await client.data('mutation($input: CreateCreatorInput!) { createCreator(input: $input) { errors { message } } }', {
      input: { displayName: 'Anne Brontë', email: 'anne@example.org', paymentTypeId: paymentTypes[0].id },
    });
    await first.close();

    const second = await startEmbedded({ port: 0, dataDir });
    try {
      const again = new ApiClient({ commandUrl: second.url, queryUrl: second.url }, client.token);
      const { creators } = await again.data('{ creators { totalCount items { displayName emails { value } } } }');
      expect(creators).toEqual({
        totalCount: 1,
        items: [{ displayName: 'Anne Brontë', emails: [{ value: 'anne@example.org' }] }],
      });
    } finally {
      await second.close();
    }
  });
});
