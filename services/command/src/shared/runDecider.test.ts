import { creatorMessages } from '@colophon/domain';
import {
  createDatabase,
  createPostgresEventStore,
  type EventStore,
  migrateEventStore,
  schemaVersionOf,
} from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type LookupCommand, lookupListDecider, lookupStreamId } from '../account/lookups.ts';
import { type CreatorCommand, creatorDecider, creatorStreamId } from '../contacts/creator.ts';
import {
  commandContext as context,
  createCreator as create,
  removeCreator as remove,
  updateCreator as update,
} from '../contacts/creatorCommandsForTest.ts';
import { BuiltFromReads, runDecider } from './runDecider.ts';

/**
 * Two command processes on one log: each store object keeps the states its process folded or
 * wrote, so the other one's appends make those states stale.
 */
describe('runDecider on a state kept from an earlier command', () => {
  let db: Knex;
  let first: EventStore;
  let second: EventStore;
  const decide = (store: EventStore, userId: string, streamId: string, command: CreatorCommand) =>
    runDecider(store, context(userId), streamId, creatorDecider, command);
  const typesOf = async (streamId: string) => (await first.readStream(streamId)).map((event) => event.type);

  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await migrateEventStore(db);
    first = createPostgresEventStore(db, schemaVersionOf);
    second = createPostgresEventStore(db, schemaVersionOf);
  });
  afterAll(() => db.destroy());

  it('decides on the newer state when another process appended since', async () => {
    const stream = creatorStreamId('a');
    await decide(first, 'u1', stream, create('a'));
    await decide(first, 'u1', stream, update('a', 'One'));
    await decide(second, 'u2', stream, update('a', 'Two'));
    // The first process kept biography "One": back to "One" is a change on the stream as it is.
    await decide(first, 'u1', stream, update('a', 'One'));
    const events = await first.readStream(stream);
    expect(events.map((event) => [event.type, event.revision])).toEqual([
      ['CreatorCreated', 0],
      ['ContactItemAdded', 1],
      ['CreatorUpdated', 2],
      ['CreatorUpdated', 3],
      ['CreatorUpdated', 4],
    ]);
    expect(events.at(-1)!.data).toEqual({ creatorId: 'a', changes: { biography: 'One' } });
  });

  it('refuses on the newer state: a creator deleted elsewhere is not updated', async () => {
    const stream = creatorStreamId('b');
    await decide(first, 'u1', stream, create('b'));
    await decide(second, 'u2', stream, remove('b'));
    await expect(decide(first, 'u1', stream, update('b', 'Late'))).rejects.toThrow('Creator not found');
    expect(await typesOf(stream)).toEqual(['CreatorCreated', 'ContactItemAdded', 'CreatorDeleted']);
  });

  it('finds a stream it never read: a second create of the same creator is refused', async () => {
    const stream = creatorStreamId('c');
    await decide(first, 'u1', stream, create('c'));
    await expect(decide(second, 'u2', stream, create('c'))).rejects.toThrow('Creator already exists');
    // And a stream it never read is updated at its revision.
    await decide(second, 'u2', stream, update('c', 'Seen'));
    expect(await typesOf(stream)).toEqual(['CreatorCreated', 'ContactItemAdded', 'CreatorUpdated']);
  });

  it('reads the stream when the decision on its kept state changes nothing', async () => {
    const stream = creatorStreamId('d');
    await decide(first, 'u1', stream, create('d'));
    await decide(second, 'u2', stream, update('d', 'Changed'));
    // The first process still holds an empty biography: on the stream as it is, this is a change.
    const { position } = await decide(first, 'u1', stream, update('d', ''));
    expect(position).not.toBeNull();
    expect((await first.readStream(stream)).at(-1)!.data).toEqual({ creatorId: 'd', changes: { biography: '' } });
  });

  it('builds a command on the payment types it kept, and again on those read anew when they moved on', async () => {
    const paymentTypes = lookupStreamId('p1', 'paymentType');
    const lookup = (store: EventStore, command: LookupCommand) =>
      runDecider(store, context('u2'), paymentTypes, lookupListDecider, command);
    const reads: string[] = [];
    const reading: EventStore = {
      ...first,
      readStream: (streamId, options) => (reads.push(streamId), first.readStream(streamId, options)),
    };
    const createWith = (creatorId: string) =>
      runDecider(
        reading,
        context('u1'),
        creatorStreamId(creatorId),
        creatorDecider,
        new BuiltFromReads(async (proven) => ({
          ...create(creatorId),
          paymentTypeKnown: (await proven.state(paymentTypes, lookupListDecider)).values.has('t1'),
        })),
      );
    await lookup(second, { type: 'AddLookupValue', publisherId: 'p1', kind: 'paymentType', id: 't1', value: 'Check' });
    await createWith('e1');
    await createWith('e2');
    // The second create used the payment types the first one read, proven by its append.
    expect(reads).toEqual([paymentTypes]);

    await lookup(second, { type: 'DeleteLookupValue', publisherId: 'p1', kind: 'paymentType', id: 't1', inUse: false });
    await expect(createWith('e3')).rejects.toThrow(creatorMessages.paymentMethodRequired);
    expect(await typesOf(creatorStreamId('e3'))).toEqual([]);
    expect(await typesOf(creatorStreamId('e2'))).toEqual(['CreatorCreated', 'ContactItemAdded']);
  });
});
