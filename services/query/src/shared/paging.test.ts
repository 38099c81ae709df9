import { randomUUID } from 'node:crypto';

import { createDatabase, preparedStatementName } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageOf, pageSize } from './paging.ts';

const databaseUrl = process.env.DATABASE_URL;

const engines = [
  { engine: 'Postgres', config: databaseUrl ? { databaseUrl } : undefined },
  { engine: 'PGlite', config: { dataDir: null } },
];

for (const { engine, config } of engines)
  describe.skipIf(!config)(`a list's pages, on ${engine}`, () => {
    const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
    const [table, counters] = [`listed_${suffix}`, `listed_counters_${suffix}`];
    const publishers = ['p1', 'p2', 'p3', 'p4'];
    const rowsEach = 5000;
    let db: Knex;
    const statements: string[] = [];

    beforeAll(async () => {
      // One connection: the page's kept statement is the one that connection parsed.
      db = createDatabase(config!, 1);
      await db.schema.createTable(table, (columns) => {
        columns.text('id').primary();
        columns.text('publisher_id').notNullable();
        columns.text('name').notNullable();
        columns.index(['publisher_id', 'name', 'id']);
      });
      await db.schema.createTable(counters, (columns) => {
        columns.text('publisher_id').primary();
        columns.integer('record_count').notNullable();
      });
      // Enough rows that a tenth of a publisher's costs far more than a page of them.
      await db.raw(
        `insert into ?? (id, publisher_id, name)
         select publisher_id || '-' || n, publisher_id, 'Name ' || lpad(n::text, 4, '0')
           from unnest(?::text[]) as publisher_id, generate_series(0, ${rowsEach - 1}) as n`,
        [table, publishers],
      );
      await db(counters).insert(
        publishers.map((publisherId) => ({ publisher_id: publisherId, record_count: rowsEach })),
      );
      await db.raw('analyze ??, ??', [table, counters]);
      db.on('query', (query: { sql: string }) => statements.push(query.sql));
    });
    afterAll(async () => {
      await db?.schema.dropTableIfExists(table);
      await db?.schema.dropTableIfExists(counters);
      await db?.destroy();
    });

    const firstPage = (publisherId: string) =>
      pageOf<{ id: string; name: string }>(
        db(table).where('publisher_id', publisherId).orderBy(['name', 'id']),
        1,
        db(counters).where('publisher_id', publisherId).select('record_count as total'),
      );

    it('plans an unfiltered page once, then serves every publisher from that plan with its own rows', async () => {
      for (const publisherId of [...publishers, ...publishers]) {
        const page = await firstPage(publisherId);
        expect(page.totalCount).toBe(rowsEach);
        expect(page.items).toHaveLength(pageSize);
        expect(page.items[0]).toMatchObject({ id: `${publisherId}-0`, name: 'Name 0000' });
      }
      const statement = statements.at(-1)!;
      const { rows } = await db.raw<{ rows: { generic_plans: number; custom_plans: number }[] }>(
        'select generic_plans::int, custom_plans::int from pg_prepared_statements where name = ?',
        [preparedStatementName(statement)],
      );
      // Postgres plans a kept statement for its values five times before it weighs its generic plan.
      // With the page size bound as a value, the generic plan is costed for a tenth of the table, and
      // every run is planned again.
      expect(rows).toEqual([{ generic_plans: 3, custom_plans: 5 }]);
    });
  });
