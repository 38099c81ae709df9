import type { Knex } from 'knex';

import { readModels } from '../readModels.ts';

/** The group every analyst login belongs to: it may read the read models, nothing else. */
export const analystGroup = 'colophon_analysts';

/** Which publisher each analyst login reads; only the platform writes it. */
const mappingTable = 'analyst_publishers';

/** The publisher the connected analyst reads (RLS policies compare rows with it). */
const callerPublisher = `(select publisher_id from ${mappingTable} where role_name = current_user)`;

/** Tables of lines and payments carry no publisher: they are read through their order's policy. */
const throughOrders: Record<string, string> = { order_lines: 'order_id', order_payments: 'order_id' };

/**
 * The row filter an analyst's reads get on one table, or null when analysts do not read it:
 * the rows of `publisher` (SQL: the caller's publisher, or one publisher's id).
 */
function policyOf(table: string, columns: readonly string[], publisher: string): string | null {
  if (table === 'publishers') return `id = ${publisher}`;
  if (columns.includes('publisher_id')) return `publisher_id = ${publisher}`;
  const orderColumn = throughOrders[table];
  return orderColumn ? `${orderColumn} in (select id from orders)` : null;
}

/**
 * The read models analysts read (docs/read-models.md describes each): catalogue, sales, expenses,
 * royalties and the report tables. Not sign-ins, members, invitations, mail, contact details, nor the
 * reporting read models' private copies: a new table is private until it is listed here.
 */
const analystTableNames = new Set([
  'publishers',
  'lookup_values',
  'creators',
  'customers',
  'orders',
  'order_lines',
  'order_payments',
  'inventory_movements',
  'expenses',
  'product_works',
  'products',
  'product_creators',
  'sales_daily',
  'expenses_daily',
  'royalties',
  'royalty_payments',
  'sales_rollup',
  'expenses_rollup',
  'product_rollup',
  'regions',
]);

/**
 * The read-model tables analysts may read, each with its row filter (SQL): the rows of the
 * caller's publisher, or of `publisher` (SQL) when given. Tables read through their order last.
 */
export const analystTables = (publisher = callerPublisher): { table: string; using: string }[] =>
  readModels
    .flatMap((readModel) => readModel.tables)
    .filter((table) => analystTableNames.has(table.name))
    .flatMap((table) => {
      const using = policyOf(table.name, Object.keys(table.columns), publisher);
      return using ? [{ table: table.name, using }] : [];
    })
    .sort((a, b) => Number(a.table in throughOrders) - Number(b.table in throughOrders));

/**
 * Row-level security for analysts on every read-model table that names a publisher (or hangs off
 * an order): SELECT only, rows of the analyst's own publisher only. Idempotent; run again after
 * migrations add tables. The application's own role owns the tables and is not subject to it.
 */
export async function grantAnalystAccess(db: Knex): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.raw(
      `do $$ begin
         if not exists (select 1 from pg_roles where rolname = '${analystGroup}') then create role ${analystGroup} nologin; end if;
       end $$`,
    );
    await tx.raw(`create table if not exists ${mappingTable} (role_name text primary key, publisher_id text not null)`);
    await tx.raw(`alter table ${mappingTable} enable row level security`);
    await tx.raw(`drop policy if exists analyst_read on ${mappingTable}`);
    await tx.raw(
      `create policy analyst_read on ${mappingTable} for select to ${analystGroup} using (role_name = current_user)`,
    );
    await tx.raw(`grant select on ${mappingTable} to ${analystGroup}`);
    await tx.raw(`grant usage on schema public to ${analystGroup}`);
    for (const { table, using } of analystTables()) {
      await tx.raw(`alter table ?? enable row level security`, [table]);
      await tx.raw(`drop policy if exists analyst_read on ??`, [table]);
      await tx.raw(`create policy analyst_read on ?? for select to ${analystGroup} using (${using})`, [table]);
      await tx.raw(`grant select on ?? to ${analystGroup}`, [table]);
    }
  });
}

const roleNamePattern = /^[a-z_][a-z0-9_]{2,62}$/;

/**
 * A login for an analyst of one publisher (psql, any BI tool): read-only, that publisher's rows
 * only. Without a password (null) a role without login, as embedded PGlite has no logins: its
 * server runs its one session as that role (see deploy's analystSnapshot.ts).
 */
export async function createAnalystRole(
  db: Knex,
  { roleName, password, publisherId }: { roleName: string; password: string | null; publisherId: string },
): Promise<void> {
  if (!roleNamePattern.test(roleName)) throw new Error('A role name is 3 to 63 lower-case letters, digits or _.');
  if (password !== null && password.length < 12) throw new Error('An analyst password has at least 12 characters.');
  await grantAnalystAccess(db);
  const exists = await db.raw('select 1 from pg_roles where rolname = ?', [roleName]);
  const login = password === null ? 'nologin' : 'login password %L';
  const statement = `${exists.rows.length > 0 ? 'alter' : 'create'} role %I ${login}`;
  const { rows } = await db.raw(`select format('${statement}', ?::text, ?::text) as sql`, [roleName, password]);
  await db.raw(rows[0].sql);
  await db.raw(`grant ${analystGroup} to ??`, [roleName]);
  await db(mappingTable).insert({ role_name: roleName, publisher_id: publisherId }).onConflict('role_name').merge();
}
