import {
  ConcurrencyError,
  createDatabase,
  createPostgresEventStore,
  type EventStore,
  migrateEventStore,
  schemaVersionOf,
} from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { creatorDecider, creatorStreamId } from '../contacts/creator.ts';
import {
  commandContext,
  createCreator as create,
  updateCreator as update,
} from '../contacts/creatorCommandsForTest.ts';
import { batchedAppends } from './batchedAppends.ts';
import { runDecider } from './runDecider.ts';

const context = commandContext('u1');

/** Batches of commands written as one append each, as an import writes them. */
describe('batched appends across batches', () => {
  let db: Knex;
  let store: EventStore;
  const streamsRead: string[] = [];
  /** The store, noting each stream read from the database. */
  let counted: EventStore;

  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await migrateEventStore(db);
    store = createPostgresEventStore(db, schemaVersionOf);
    counted = {
      ...store,
      readStream: (streamId, options) => {
        streamsRead.push(streamId);
        return store.readStream(streamId, options);
      },
    };
  });
  afterAll(() => db.destroy());

  const biographies = async (streamId: string) =>
    (await store.readStream(streamId)).flatMap((event) =>
      event.type === 'CreatorUpdated' ? [(event.data as { changes: { biography?: string } }).changes.biography] : [],
    );

  it('reads none of the streams the previous batch wrote', async () => {
    const stream = creatorStreamId('a');
    const batch = batchedAppends(counted);
    await runDecider(batch.store, context, stream, creatorDecider, create('a'));
    await batch.flush();
    streamsRead.length = 0;
    await runDecider(batch.store, context, stream, creatorDecider, update('a', 'One'));
    await batch.flush();
    expect(streamsRead).toEqual([]);
    expect(await biographies(stream)).toEqual(['One']);
  });

  it('refuses a batch decided on a stream another writer appended to since, and decides it again', async () => {
    const stream = creatorStreamId('b');
    const batch = batchedAppends(counted);
    await runDecider(batch.store, context, stream, creatorDecider, create('b'));
    await batch.flush();
    await runDecider(store, context, stream, creatorDecider, update('b', 'Elsewhere'));
    await runDecider(batch.store, context, stream, creatorDecider, update('b', 'Imported'));
    await expect(batch.flush()).rejects.toBeInstanceOf(ConcurrencyError);
    const again = batchedAppends(counted);
    await runDecider(again.store, context, stream, creatorDecider, update('b', 'Imported'));
    await again.flush();
    expect(await biographies(stream)).toEqual(['Elsewhere', 'Imported']);
  });
});
