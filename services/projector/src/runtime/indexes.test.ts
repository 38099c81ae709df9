import { createDatabase } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rewriteTable } from './indexes.ts';

describe('a table written again whole (rewriteTable)', () => {
  let db: Knex;
  const shape = async () =>
    (await db.raw<{ rows: unknown[] }>(`select indexdef from pg_indexes where tablename = 'lines' order by indexname`))
      .rows;
  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await db.raw(
      `create table lines (id text primary key, product_id text not null, facts jsonb,
                          search text generated always as (lower(product_id)) stored) with (fillfactor = 70)`,
    );
    await db.raw(`create index lines_product_id_index on lines (product_id)`);
    await db('lines').insert([
      { id: 'l1', product_id: 'B1', facts: null },
      { id: 'l2', product_id: 'b2', facts: null },
    ]);
  });
  afterAll(() => db.destroy());

  it('holds the rows of its select, its generated columns computed again, with its key, indexes and storage as before, twice in one transaction', async () => {
    const before = await shape();
    expect(before).toHaveLength(2);
    await db.transaction(async (tx) => {
      for (const round of [1, 2])
        await rewriteTable(
          tx,
          'lines',
          `select id, lower(product_id) as product_id,
                  jsonb_build_object('round', ${round}, 'product', lower(product_id)) as facts from lines`,
        );
    });
    expect(await db('lines').orderBy('id').select('*')).toEqual([
      { id: 'l1', product_id: 'b1', facts: { round: 2, product: 'b1' }, search: 'b1' },
      { id: 'l2', product_id: 'b2', facts: { round: 2, product: 'b2' }, search: 'b2' },
    ]);
    expect(await shape()).toEqual(before);
    const options = await db.raw<{ rows: { reloptions: string[] }[] }>(
      `select reloptions from pg_class where relname = 'lines'`,
    );
    expect(options.rows[0]!.reloptions).toEqual(['fillfactor=70']);
    await expect(db('lines').insert({ id: 'l1', product_id: 'b3' })).rejects.toThrow(/duplicate key/);
  });

  it("lays the rows out in its select's order, for readers that go through them in that order", async () => {
    await db.transaction((tx) => rewriteTable(tx, 'lines', `select id, product_id, facts from lines order by id desc`));
    const stored = await db.raw<{ rows: { id: string }[] }>(`select id from lines order by ctid`);
    expect(stored.rows.map(({ id }) => id)).toEqual(['l2', 'l1']);
  });
});
