import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase } from './database.ts';
import { runOnPglite } from './pgliteStatements.ts';

describe("PGlite's statements read directly", () => {
  const pglite = new PGlite();

  beforeAll(async () => {
    await pglite.exec(`
      create table book (
        id bigint primary key, title text not null unique, price numeric(12, 2), published date,
        changed_at timestamptz, tags text[], details jsonb, in_print boolean, cover bytea, pages integer
      );
      insert into book values
        (9007199254740993, 'Ännchen & the Moon 🌙', 12.50, '2026-02-28', '2026-11-27T10:00:00.123Z',
         '{poetry,"with, comma"}', '{"a": [1, {"b": null}]}', true, '\\x00ff10', 320),
        (2, 'Harbour', null, null, null, null, null, null, null, null);`);
  });
  afterAll(() => pglite.close());

  const statements: [string, unknown[]][] = [
    ['select * from book order by id', []],
    ['select * from book where id = any($1) and title <> $2', [['2', '9007199254740993'], '']],
    [
      'select count(*) as books, sum(price) as total, max(changed_at) as last from book where published <= $1',
      [new Date('2026-12-01')],
    ],
    ['select $1::jsonb as sent, $2::text[] as listed, $3::boolean as yes', [{ nested: ['x', 1] }, ['a', 'b c'], false]],
    ['select * from book where false', []],
    // Values of several bytes a character, a null between them, and rows as one JSON text, as a rebuild sends them.
    [
      'select $1::text as title, $2::text as missing, $3::json as rows',
      ['Ännchen & the Moon 🌙', null, [{ title: 'Façade', pages: 320 }, { title: '月' }]],
    ],
  ];

  it.each(statements)("gives what PGlite's own query gives: %s", async (sql, values) => {
    expect(await runOnPglite(pglite, sql, values)).toEqual(await pglite.query(sql, values));
  });

  it('counts the rows a write changed, as PGlite does', async () => {
    // Each write is rolled back, so the rows stay as the other cases expect them.
    const write = async (sql: string, values: unknown[]) => {
      await pglite.exec('begin');
      try {
        return await runOnPglite(pglite, sql, values);
      } finally {
        await pglite.exec('rollback');
      }
    };
    const inserted = await write("insert into book (id, title) values ($1, 'A'), ($2, 'B') returning id", [3, 4]);
    expect(inserted).toMatchObject({ affectedRows: 2, command: 'INSERT', rows: [{ id: 3 }, { id: 4 }] });
    expect(await write('update book set pages = pages + 1 where id = $1', [2])).toMatchObject({
      affectedRows: 1,
      rows: [],
    });
    expect(await write('delete from book where id = $1', [404])).toMatchObject({ affectedRows: 0, command: 'DELETE' });
  });

  it('fails as PGlite does, with the database error and its fields, and runs the next statement', async () => {
    const sql = 'insert into book (id, title) values ($1, $2)';
    const error = await runOnPglite(pglite, sql, [5, 'Harbour']).catch((failure: unknown) => failure);
    const theirs = await pglite.query(sql, [5, 'Harbour']).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'book_title_key', table: 'book', query: sql });
    expect({ ...(error as object), queryOptions: undefined }).toEqual({
      ...(theirs as object),
      queryOptions: undefined,
    });
    expect((error as Error).message).toBe((theirs as Error).message);
    await expect(runOnPglite(pglite, 'selec 1', [])).rejects.toMatchObject({ code: '42601' });
    expect((await runOnPglite(pglite, 'select count(*)::int as books from book', [])).rows).toEqual([{ books: 2 }]);
  });

  it('parses a named statement once, then runs it with each run its own values, after a failed run too', async () => {
    const select = 'select id, title, price from book where title = $1';
    const insert = 'insert into book (id, title) values ($1, $2)';
    for (const title of ['Harbour', 'Ännchen & the Moon 🌙']) {
      expect(await runOnPglite(pglite, select, [title], 'named_select')).toEqual(await pglite.query(select, [title]));
    }
    await pglite.exec('begin');
    try {
      await expect(runOnPglite(pglite, insert, [6, 'Harbour'], 'named_insert')).rejects.toMatchObject({
        code: '23505',
        query: insert,
      });
      await pglite.exec('rollback');
      await pglite.exec('begin');
      expect(await runOnPglite(pglite, insert, [6, 'Lighthouse'], 'named_insert')).toMatchObject({ affectedRows: 1 });
    } finally {
      await pglite.exec('rollback');
    }
    const prepared = await pglite.query<{ name: string; parameter_types: string[] }>(
      "select name, parameter_types::text[] from pg_prepared_statements where name like 'named_%' order by name",
    );
    expect(prepared.rows).toEqual([
      { name: 'named_insert', parameter_types: ['bigint', 'text'] },
      { name: 'named_select', parameter_types: ['text'] },
    ]);
  });

  it("runs knex's statements on PGlite, in and out of a transaction", async () => {
    const db = createDatabase({ dataDir: null });
    try {
      await db.schema.createTable('note', (columns) => {
        columns.increments('id');
        columns.text('body').notNullable();
      });
      await db.transaction(async (trx) => {
        await trx('note').insert([{ body: 'one' }, { body: 'two' }]);
        expect(await trx('note').where('body', 'two').update({ body: 'deux' })).toBe(1);
      });
      await expect(
        db.transaction(async (trx) => {
          await trx('note').insert({ body: 'lost' });
          await trx('note').insert({ body: null });
        }),
      ).rejects.toMatchObject({ code: '23502' });
      expect(await db('note').orderBy('id').pluck('body')).toEqual(['one', 'deux']);
      expect(await db('note').first('body')).toEqual({ body: 'one' });
    } finally {
      await db.destroy();
    }
  });
});
