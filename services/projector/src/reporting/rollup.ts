import type { Knex } from 'knex';

import { withIndexesBuiltAfter } from '../runtime/indexes.ts';
import type { Migration } from '../runtime/migrations.ts';
import { column } from '../runtime/tables.ts';
import { dropEmptyProductRows, productDeltasCte } from './productRollup.ts';

/**
 * A roll-up of a daily reporting table: its sums by period and by one dimension at a time, so a
 * report over years reads a few rows per product (or customer, format, ...) instead of one per day
 * and per everything else. Each row is one publisher × dimension × key × grain × period:
 *
 * - grain `day` (period YYYY-MM-DD, only for dimension `total`: the dashboard's daily series),
 *   `month` (YYYY-MM), `year` (YYYY) and `all` (period `all`: every date);
 * - dimension `total` (key null) or one column of the daily table (key: its value, null included).
 *
 * The daily table stays the truth: the roll-up moves by the difference between the daily rows a
 * batch removed and those it added, so its sums stay exact whatever the batch did.
 */
export interface Rollup {
  table: string;
  /** The daily table it sums. */
  dailyTable: string;
  /** The daily table's date column (text YYYY-MM-DD). */
  dateColumn: string;
  /** Dimension name → the daily table's column it groups by. */
  dimensions: Readonly<Record<string, string>>;
  /** Roll-up column → the figure it sums: an SQL expression over the daily row `c`. */
  measures: Readonly<Record<string, string>>;
  /** The roll-up column that counts the daily rows behind a row: 0 means nothing is left to sum. */
  presence: readonly string[];
  /** `product_rollup` column → the measure of this roll-up it holds (see productRollup.ts). */
  productColumns?: Readonly<Record<string, string>>;
}

/** The columns every roll-up row is keyed by (its measures follow). */
export const rollupKeyColumns = <Dimension extends string>() => ({
  publisher_id: column.text(),
  dimension: column.text<'total' | Dimension>(),
  key: column.optional.text(),
  grain: column.text(),
  period: column.text(),
});

/** A row with no daily row left behind it. */
const emptyRow = (rollup: Rollup) => rollup.presence.map((column) => `${column} = 0`).join(' and ');

/** Creates the roll-up table: its key columns, one bigint per measure, and its unique key. */
async function createRollupTable(db: Knex, rollup: Rollup): Promise<void> {
  await db.schema.createTable(rollup.table, (table) => {
    table.text('publisher_id').notNullable();
    table.text('dimension').notNullable();
    table.text('key');
    table.text('grain').notNullable();
    table.text('period').notNullable();
    for (const measure of Object.keys(rollup.measures)) table.bigInteger(measure).notNullable();
  });
  // Null keys (no salesperson, no category) are keys like any other: one row each.
  await db.raw(`create unique index ?? on ?? (publisher_id, dimension, grain, period, key) nulls not distinct`, [
    `${rollup.table}_key`,
    rollup.table,
  ]);
  // Rows whose daily rows are all gone, found without a scan.
  await db.raw(`create index ?? on ?? (publisher_id) where ${emptyRow(rollup)}`, [
    `${rollup.table}_empty`,
    rollup.table,
  ]);
}

/**
 * The `changes` CTE from CTEs `removed` and `added` (the daily rows a batch deleted and inserted):
 * only the rows that differ. A day is summed again whole when one of its orders changes, so most
 * of its rows come back as they were; they cancel here rather than in every grouping set.
 */
export const changesCte = `changes as (
    select 1 as sign, * from (select * from added except all select * from removed) as new_rows
    union all
    select -1 as sign, * from (select * from removed except all select * from added) as old_rows)`;

/**
 * SQL that adds to the roll-up the signed daily rows of a CTE named `changes` (the daily table's
 * columns and `sign`: -1 for a row removed, 1 for a row added), in one statement: it groups them by
 * every grain and dimension at once (grouping sets), skips keys whose difference is zero, and adds
 * the rest to their rows, and its product rows to `product_rollup` too unless `withProducts` is
 * false (a rebuild sums that table once at its end). `with` holds the CTEs before it (ending with
 * `changes`).
 */
export function addChangesSql(rollup: Rollup, withCtes: string, withProducts = true): string {
  const columns = Object.keys(rollup.measures);
  return `with ${withCtes},
  ${deltasCte(rollup)}${withProducts ? productDeltasCte(rollup) : ''}
  insert into ${rollup.table} (publisher_id, dimension, key, grain, period, ${columns.join(', ')})
  select publisher_id, dimension, key, grain, period, ${columns.join(', ')} from deltas
   where ${columns.map((name) => `${name} <> 0`).join(' or ')}
  on conflict (publisher_id, dimension, grain, period, key)
  do update set ${columns.map((name) => `${name} = ${rollup.table}.${name} + excluded.${name}`).join(', ')}`;
}

/**
 * The CTE `deltas`: the signed daily rows of CTE `changes` summed by publisher, grain, period and
 * each dimension's key. Each dimension's rows are grouped once by month, in a plain hashed
 * group-by (as grouping sets of one statement, Postgres sorted the rows for all but one of them,
 * on disk at size L); years are summed from the months and all time from the years, so the daily
 * rows are read by one grouping per dimension, not one per grain. Days are kept for the total
 * alone, so only the total is grouped by day.
 *
 * A daily row that counts in no presence column adds nothing to any measure (a sale neither paid
 * nor shipped): it is left out before the groupings. An import's orders are all such rows, and
 * grouping them was half of its daily sales' statement on PGlite.
 */
function deltasCte(rollup: Rollup): string {
  const date = `c.${rollup.dateColumn}`;
  const measures: Readonly<Record<string, string>> = rollup.measures;
  const sums = Object.entries(measures)
    .map(([name, figure]) => `sum(c.sign * (${figure}))::bigint as ${name}`)
    .join(', ');
  const names = Object.keys(measures).join(', ');
  const resums = Object.keys(measures)
    .map((name) => `sum(${name})::bigint as ${name}`)
    .join(', ');
  const counted = `counted as (
    select * from changes c where ${rollup.presence.map((name) => `(${measures[name]}) <> 0`).join(' or ')})`;
  const byMonth = [['total', null] as const, ...Object.entries(rollup.dimensions)].map(
    ([dimension, column]) => `
    select c.publisher_id, '${dimension}' as dimension, ${column ? `c.${column}::text` : 'null::text'} as key,
           substr(${date}, 1, 7) as period, ${sums}
      from counted c
     group by c.publisher_id, ${column ? `c.${column}, ` : ''}substr(${date}, 1, 7)`,
  );
  return `${counted},
  by_month as (${byMonth.join('\n    union all')}),
  by_year as (
    select publisher_id, dimension, key, substr(period, 1, 4) as period, ${resums}
      from by_month group by publisher_id, dimension, key, substr(period, 1, 4)),
  deltas as (
    select c.publisher_id, 'total' as dimension, null::text as key, 'day' as grain, ${date} as period, ${sums}
      from counted c group by c.publisher_id, ${date}
    union all
    select publisher_id, dimension, key, 'month', period, ${names} from by_month
    union all
    select publisher_id, dimension, key, 'year', period, ${names} from by_year
    union all
    select publisher_id, dimension, key, 'all', 'all', ${resums}
      from by_year group by publisher_id, dimension, key)`;
}

/** Deletes the rows left with nothing behind them (found through their partial index). */
export async function dropEmptyRows(tx: Knex.Transaction, rollup: Rollup) {
  await tx.raw(`delete from ?? where ${emptyRow(rollup)}`, [rollup.table]);
  if (rollup.productColumns) await dropEmptyProductRows(tx);
}

/**
 * Fills the empty roll-up from every row of the daily table; not `product_rollup`, which is summed
 * from both roll-ups once they are filled (`refillProductRollup`).
 */
export async function fillRollup(db: Knex, rollup: Rollup): Promise<void> {
  const columns = Object.keys(rollup.measures);
  await db.raw(`with changes as (select 1 as sign, d.* from ${rollup.dailyTable} d),
  ${deltasCte(rollup)}
  insert into ${rollup.table} (publisher_id, dimension, key, grain, period, ${columns.join(', ')})
  select publisher_id, dimension, key, grain, period, ${columns.join(', ')} from deltas
   where ${columns.map((name) => `${name} <> 0`).join(' or ')}`);
}

/**
 * A rebuild's end: the daily table summed again from all of the read model's rows by `insertDaily`
 * (an insert into it), then the roll-up filled from it, both with their indexes built after the
 * load. Both start empty, so nothing is compared with rows that were there (at size L the daily
 * sales' end took 52 s of a 200 s rebuild). The roll-up's grouping spills to disk with the default
 * 4 MB of working memory, so the transaction takes more.
 */
export async function sumAllAgain(tx: Knex.Transaction, rollup: Rollup, insertDaily: string): Promise<void> {
  await tx.raw(`set local work_mem = '64MB'`);
  await tx.raw(`delete from ??`, [rollup.dailyTable]);
  await tx.raw(`delete from ??`, [rollup.table]);
  await withIndexesBuiltAfter(tx, [rollup.dailyTable, rollup.table], async () => {
    await tx.raw(insertDaily);
    await fillRollup(tx, rollup);
  });
}

/**
 * The migration that adds measures to a roll-up: their columns, and the roll-up summed again from
 * its daily table (the daily table is the truth; the sums stay exact).
 */
export const addedMeasuresMigration = (rollup: Rollup, measures: readonly string[]): Migration => ({
  async up(db) {
    // A roll-up made after its measures were added already has them.
    const missing: string[] = [];
    for (const measure of measures) if (!(await db.schema.hasColumn(rollup.table, measure))) missing.push(measure);
    await db.schema.alterTable(rollup.table, (table) => {
      for (const measure of missing) table.bigInteger(measure).notNullable().defaultTo(0);
    });
    await db(rollup.table).delete();
    await fillRollup(db, rollup);
  },
  async down(db) {
    await db.schema.alterTable(rollup.table, (table) => table.dropColumns(...measures));
  },
});

/**
 * The migration that makes the roll-up's unique key cover its measures: reports then read a
 * period's rows from the index alone (an index-only scan), not from table pages scattered by
 * years of upserts. Tens of thousands of rows per product report at size L: half their time.
 */
export const coveringKeyMigration = (rollup: Rollup): Migration => ({
  async up(db) {
    await replaceKey(db, rollup, Object.keys(rollup.measures));
  },
  async down(db) {
    await replaceKey(db, rollup, []);
  },
});

/**
 * The migration that orders each period's rows (months, years, all time) by the given measures,
 * biggest first: a top ten reads the keys that earned most in each period first (see the query
 * service's `topKeys`).
 */
export const rankingMigration = (rollup: Rollup, measures: readonly string[]): Migration => ({
  async up(db) {
    for (const measure of measures)
      await db.raw(
        `create index ?? on ?? (publisher_id, dimension, grain, period, ?? desc, key) where grain <> 'day'`,
        [`${rollup.table}_by_${measure}`, rollup.table, measure],
      );
  },
  async down(db) {
    for (const measure of measures) await db.raw('drop index ??', [`${rollup.table}_by_${measure}`]);
  },
});

async function replaceKey(db: Knex, rollup: Rollup, covered: string[]) {
  const index = `${rollup.table}_key`;
  await db.raw('drop index ??', [index]);
  const include = covered.length > 0 ? `include (${covered.map(() => '??').join(', ')})` : '';
  await db.raw(
    `create unique index ?? on ?? (publisher_id, dimension, grain, period, key) ${include} nulls not distinct`,
    [index, rollup.table, ...covered],
  );
}

/**
 * The migration that adds a roll-up: its table, summed once from the whole daily table (the
 * projection keeps it from then on), and an index on the daily table for reports narrowed to some
 * products (they read it directly).
 */
export const rollupMigration = (rollup: Rollup): Migration => ({
  async up(db) {
    await createRollupTable(db, rollup);
    await fillRollup(db, rollup);
    await db.schema.alterTable(rollup.dailyTable, (table) =>
      table.index(['publisher_id', 'product_id', rollup.dateColumn]),
    );
  },
  async down(db) {
    await db.schema.alterTable(rollup.dailyTable, (table) =>
      table.dropIndex(['publisher_id', 'product_id', rollup.dateColumn]),
    );
    await db.schema.dropTable(rollup.table);
  },
});
