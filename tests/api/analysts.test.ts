import { randomUUID } from 'node:crypto';

import { createDatabase, createScratchDatabase } from '@colophon/events';
import { createAnalystRole, migrateReadModels } from '@colophon/projector';
import type { Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const databaseUrl = process.env.DATABASE_URL;

// Analysts connect with psql or a BI tool as a read-only role of one publisher (row-level security).
describe.skipIf(!databaseUrl)('the analysts read-only role, on Postgres', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: Knex;
  let analyst: pg.Client;
  const roleName = `analyst_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const password = 'Ledger-and-quill-42';

  beforeAll(async () => {
    database = await createScratchDatabase(databaseUrl!);
    db = createDatabase({ databaseUrl: database.url }, 2);
    await migrateReadModels(db);
    const now = new Date();
    const order = (id: string, publisherId: string) => ({
      id,
      publisher_id: publisherId,
      number: 1,
      customer_id: 'c1',
      po_number: '',
      shipping_cost_cents: 0,
      admin_notes: '',
      revision: 0,
      created_at: now,
      modified_at: now,
    });
    await db('orders').insert([order('o1', 'p1'), order('o2', 'p2')]);
    await db('order_lines').insert(
      ['o1', 'o2'].map((orderId) => ({
        id: `${orderId}-line`,
        order_id: orderId,
        product_id: 'book',
        quantity: 1,
        retail_price_cents: 1000,
        discount_type: 'none',
        discount_basis_points: 0,
        unit_price_cents: 1000,
        sequence: 0,
        created_at: now,
      })),
    );
    const daily = (publisherId: string, netCents: number) => ({
      publisher_id: publisherId,
      sale_date: '2026-04-01',
      product_id: 'book',
      customer_id: 'c1',
      paid: true,
      shipped: false,
      units: 1,
      gross_cents: netCents,
      net_cents: netCents,
    });
    await db('sales_daily').insert([daily('p1', 1000), daily('p2', 99_900)]);
    await createAnalystRole(db, { roleName, password, publisherId: 'p1' });
    const url = new URL(database.url);
    url.username = roleName;
    url.password = password;
    analyst = new pg.Client({ connectionString: url.toString() });
    await analyst.connect();
  });
  afterAll(async () => {
    await analyst?.end();
    await db?.destroy();
    await database?.drop();
    // Roles belong to the server, not to the scratch database.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop role if exists ${roleName}`);
    await admin.end();
  });

  it("reads its publisher's rows and none of another's", async () => {
    const orders = await analyst.query('select id from orders order by id');
    expect(orders.rows).toEqual([{ id: 'o1' }]);
    const lines = await analyst.query('select order_id from order_lines');
    expect(lines.rows).toEqual([{ order_id: 'o1' }]);
    const sales = await analyst.query(
      `select substr(sale_date, 1, 7) as month, sum(net_cents)::int as cents from sales_daily group by 1`,
    );
    expect(sales.rows).toEqual([{ month: '2026-04', cents: 1000 }]);
    expect((await analyst.query(`select count(*)::int as n from orders where publisher_id = 'p2'`)).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('cannot write, nor read what is not a read model', async () => {
    await expect(analyst.query(`update sales_daily set net_cents = 0`)).rejects.toThrow(/permission denied/);
    await expect(analyst.query(`delete from orders`)).rejects.toThrow(/permission denied/);
    await expect(analyst.query(`insert into analyst_publishers values ('x', 'p2')`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(analyst.query(`select * from users`)).rejects.toThrow(/permission denied/);
  });
});
