import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type AnalystServer, serveAnalystSnapshot } from '@colophon/deploy/analystSnapshot';
import { createDatabase, createScratchDatabase } from '@colophon/events';
import { createAnalystRole, migrateReadModels } from '@colophon/projector';
import type { Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const databaseUrl = process.env.DATABASE_URL;

/** Publisher p1's order and sales, and publisher p2's: what each analyst may and may not see. */
async function twoPublishers(db: Knex) {
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
}

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
    await twoPublishers(db);
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

  it("reads its publisher's rows and none of another's", () => readsItsPublisherOnly(analyst));
  it('cannot write, nor read what is not a read model', () => cannotWrite(analyst));
});

// Embedded: a snapshot of the PGlite folder holding one publisher's read models, served over the
// Postgres wire protocol with every session as that publisher's analyst role.
describe('the analysts read-only snapshot, embedded (PGlite over the wire protocol)', () => {
  let dataDir: string;
  let server: AnalystServer;
  let analyst: pg.Client;
  const roleName = 'analyst_embedded';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'colophon-analysts-'));
    const app = createDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateReadModels(app);
    await twoPublishers(app);
    await app('users').insert({
      id: 'u1',
      email: 'owner@example.com',
      first_name: 'Wilkie',
      last_name: 'Collins',
      created_at: new Date(),
      is_superuser: false,
    });
    await app.destroy();
    server = await serveAnalystSnapshot({
      dataDir: join(dataDir, 'pglite'),
      publisherId: 'p1',
      roleName,
      port: await freePort(),
    });
    analyst = new pg.Client({ host: '127.0.0.1', port: server.port, user: roleName, database: 'postgres' });
    await analyst.connect();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reads its publisher's rows and none of another's", () => readsItsPublisherOnly(analyst));
  it('cannot write, nor read what is not a read model', () => cannotWrite(analyst));

  it("holds no other publisher's rows, nor the app's private tables, for a client that sets its role back", async () => {
    // PGlite runs every session as its superuser: a client may leave the analyst role, and then
    // finds only what the snapshot kept; the app's own folder is never opened.
    await analyst.query('set role postgres');
    expect((await analyst.query(`select publisher_id, count(*)::int as n from orders group by 1`)).rows).toEqual([
      { publisher_id: 'p1', n: 1 },
    ]);
    expect((await analyst.query(`select count(*)::int as n from users`)).rows).toEqual([{ n: 0 }]);
    await analyst.query('delete from orders');
    await analyst.end();
    await server.close();
    const app = createDatabase({ dataDir: join(dataDir, 'pglite') });
    expect(await app('orders').orderBy('id').pluck('id')).toEqual(['o1', 'o2']);
    await app.destroy();
  });
});

async function readsItsPublisherOnly(analyst: pg.Client) {
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
}

async function cannotWrite(analyst: pg.Client) {
  await expect(analyst.query(`update sales_daily set net_cents = 0`)).rejects.toThrow(/permission denied/);
  await expect(analyst.query(`delete from orders`)).rejects.toThrow(/permission denied/);
  await expect(analyst.query(`insert into analyst_publishers values ('x', 'p2')`)).rejects.toThrow(/permission denied/);
  await expect(analyst.query(`select * from users`)).rejects.toThrow(/permission denied/);
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
