import { createDatabase } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { RowWrites } from './rowWrites.ts';

describe('the writes of a projection batch', () => {
  let db: Knex;
  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await db.schema.createTable('shelf', (table) => {
      table.text('id').primary();
      table.text('room').notNullable();
      table.text('label').notNullable();
      table.integer('books').notNullable().defaultTo(0);
      table.jsonb('tags');
    });
    await db.schema.createTable('member', (table) => {
      table.text('club').notNullable();
      table.text('person').notNullable();
      table.text('role').notNullable();
      table.primary(['club', 'person']);
    });
  }, 60_000);
  afterAll(() => db?.destroy());
  beforeEach(async () => {
    await db('shelf').delete();
    await db('member').delete();
    await db('shelf').insert([
      { id: 'old', room: 'hall', label: 'Old', books: 10 },
      { id: 'gone', room: 'attic', label: 'Gone', books: 1 },
    ]);
  });

  const inBatch = (work: (rows: RowWrites) => void | Promise<void>, keyless: string[] = []) =>
    db.transaction(async (tx) => {
      const rows = new RowWrites(tx, { member: ['club', 'person'] }, keyless);
      await work(rows);
      await rows.flush();
    });
  const shelves = () => db('shelf').orderBy('id').select('id', 'room', 'label', 'books', 'tags');

  it('leaves the rows that applying each change in turn would leave', async () => {
    await inBatch((rows) => {
      rows.upsert('shelf', { id: 'new', room: 'hall', label: 'New', tags: ['poetry', 'loans'] });
      rows.increment('shelf', 'new', 'books', 3);
      rows.update('shelf', 'new', { label: 'Newer "Ölfarben" \\ ☕' });
      rows.increment('shelf', 'old', 'books', -4);
      rows.update('shelf', 'old', { label: 'Older' });
      rows.increment('shelf', 'old', 'books', 1);
      rows.update('shelf', 'gone', { label: 'Changed, then deleted' });
      rows.deleteWhere('shelf', 'room', 'attic');
      rows.update('shelf', 'missing', { label: 'Never created' });
    });
    expect(await shelves()).toEqual([
      { id: 'new', room: 'hall', label: 'Newer "Ölfarben" \\ ☕', books: 3, tags: ['poetry', 'loans'] },
      { id: 'old', room: 'hall', label: 'Older', books: 7, tags: null },
    ]);
  });

  it('keeps a row created after its like were deleted, and drops one created before', async () => {
    await inBatch((rows) => {
      rows.upsert('shelf', { id: 'early', room: 'attic', label: 'Early' });
      rows.deleteWhere('shelf', 'room', 'attic');
      rows.upsert('shelf', { id: 'late', room: 'attic', label: 'Late' });
      rows.delete('shelf', 'old');
    });
    expect((await shelves()).map((shelf) => shelf.id)).toEqual(['late']);
  });

  it('lets a handler read what the batch has written so far', async () => {
    let labels: string[] = [];
    await inBatch(async (rows) => {
      rows.update('shelf', 'old', { label: 'Seen' });
      labels = await rows.inTransaction((tx) => tx('shelf').where({ id: 'old' }).pluck('label'));
    });
    expect(labels).toEqual(['Seen']);
  });

  it('keys rows by several columns where the table does', async () => {
    await inBatch((rows) => {
      rows.upsert('member', { club: 'c1', person: 'p1', role: 'reader' });
      rows.upsert('member', { club: 'c2', person: 'p1', role: 'reader' });
    });
    await inBatch((rows) => rows.update('member', { club: 'c2', person: 'p1' }, { role: 'editor' }));
    expect(await db('member').orderBy('club').select('club', 'role')).toEqual([
      { club: 'c1', role: 'reader' },
      { club: 'c2', role: 'editor' },
    ]);
  });

  it('only inserts into a table whose key a rebuild dropped, and refuses to change a row written before', async () => {
    await db.raw('alter table shelf drop constraint shelf_pkey');
    try {
      const reshelve = (rows: RowWrites) => rows.upsert('shelf', { id: 'old', room: 'hall', label: 'Old' });
      await inBatch(reshelve, ['shelf']);
      // Written without the key: a second row, which the rebuild's end makes one again.
      expect((await shelves()).map((shelf) => shelf.id)).toEqual(['gone', 'old', 'old']);
      await expect(inBatch((rows) => rows.update('shelf', 'old', { label: 'Older' }), ['shelf'])).rejects.toThrow(
        'shelf is append-only',
      );
      await expect(inBatch((rows) => rows.delete('shelf', 'gone'), ['shelf'])).rejects.toThrow('shelf is append-only');
    } finally {
      await db('shelf').delete();
      await db.raw('alter table shelf add primary key (id)');
    }
  });
});
