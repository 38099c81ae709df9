import { checkpointsTable } from '@colophon/events';
import type { Knex } from 'knex';

import { withIndexesBuiltAfter } from '../runtime/indexes.ts';
import type { Migration } from '../runtime/migrations.ts';
import { column, defineTable } from '../runtime/tables.ts';
import type { Rollup } from './rollup.ts';

/**
 * Each product's sales and expenses over a month, a year or all time, in one row: a P&L by
 * product over a whole period is one index range of rows already summed (sorted, paged and
 * totalled without a group-by), and a product's profit in a period is ranked through an index.
 * Both roll-ups move it by the same differences they add to their own rows (`addChangesSql`),
 * each its own columns; it is owned by neither projection, so a rebuild of either sums it again
 * from both roll-ups at its end (`refillProductRollup`).
 */
export const productRollupTable = defineTable('product_rollup', {
  publisher_id: column.text(),
  product_id: column.text(),
  grain: column.text<'month' | 'year' | 'all'>(),
  period: column.text(),
  paid_rows: column.bigint(),
  paid_units: column.bigint(),
  paid_net_cents: column.bigint(),
  paid_positive_net_cents: column.bigint(),
  shipped_rows: column.bigint(),
  shipped_units: column.bigint(),
  shipped_net_cents: column.bigint(),
  shipped_positive_net_cents: column.bigint(),
  expenses: column.bigint(),
  expense_cents: column.bigint(),
});
export type ProductRollupColumn = Exclude<
  keyof typeof productRollupTable.columns,
  'publisher_id' | 'product_id' | 'grain' | 'period'
>;

const table = productRollupTable.name;
const measures = Object.keys(productRollupTable.columns).filter(
  (name) => !['publisher_id', 'product_id', 'grain', 'period'].includes(name),
) as ProductRollupColumn[];

/** A row with no sale and no expense left behind it. */
const emptyRow = `paid_rows = 0 and shipped_rows = 0 and expenses = 0`;

/** Profit in a period, as the ranking indexes and the reports that use them write it. */
export const profitSql = (counted: 'paid' | 'shipped') => `(${counted}_net_cents - expense_cents)`;

/**
 * The CTE that adds a roll-up's product rows of CTE `deltas` (months, years, all time) to their
 * product rows here, in the columns `rollup.productColumns` names. Rows go in in key order, as
 * the other projection's do: two batches moving the same products lock them in the same order,
 * not each waiting on the other.
 */
export function productDeltasCte(rollup: Rollup): string {
  const columns = Object.entries(rollup.productColumns ?? {});
  if (columns.length === 0) return '';
  const names = columns.map(([name]) => name);
  return `,
  product_deltas as (
    insert into ${table} (publisher_id, product_id, grain, period, ${names.join(', ')})
    select publisher_id, key, grain, period, ${columns.map(([, measure]) => measure).join(', ')} from deltas
     where dimension = 'product' and grain <> 'day' and key is not null
       and (${columns.map(([, measure]) => `${measure} <> 0`).join(' or ')})
     order by publisher_id, key, grain, period
    on conflict (publisher_id, grain, period, product_id)
    do update set ${names.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ')})`;
}

/** Deletes the product rows left with nothing behind them (found through their partial index). */
export async function dropEmptyProductRows(tx: Knex.Transaction) {
  await tx.raw(`delete from ${table} where ${emptyRow}`);
}

/**
 * Sums the table again from the two roll-ups' product rows (the truth it is kept from): a rebuild's
 * last step, whichever of the two projections it rebuilt. Its indexes are built after the load, one
 * sorted build each (at size L 2.7 s, against 4.4 s inserting into them row by row). The other's
 * rows are as that projection left them (or empty while it rebuilds too: its own rebuild sums them
 * again at its end).
 */
export async function refillProductRollup(tx: Knex.Transaction, [sales, expenses]: readonly [Rollup, Rollup]) {
  const pick = (alias: string, rollup: Rollup) =>
    Object.entries(rollup.productColumns ?? {}).map(([name, measure]) => `coalesce(${alias}.${measure}, 0) as ${name}`);
  const productRows = (rollup: Rollup) =>
    `(select * from ${rollup.table} where dimension = 'product' and grain <> 'day' and key is not null)`;
  await tx.raw(`truncate ${table}`);
  await withIndexesBuiltAfter(tx, [table], () =>
    tx.raw(
      `insert into ${table} (publisher_id, product_id, grain, period, ${[sales, expenses].flatMap((rollup) => Object.keys(rollup.productColumns ?? {})).join(', ')})
     select coalesce(s.publisher_id, e.publisher_id), coalesce(s.key, e.key), coalesce(s.grain, e.grain),
            coalesce(s.period, e.period), ${[...pick('s', sales), ...pick('e', expenses)].join(', ')}
       from ${productRows(sales)} s
       full join ${productRows(expenses)} e
         on e.publisher_id = s.publisher_id and e.grain = s.grain and e.period = s.period and e.key = s.key
      order by 1, 3, 4, 2`,
    ),
  );
}

/**
 * A daily projection's rebuild ends by summing the table again from both roll-ups, unless the other
 * daily projection (`other`) is rebuilding too: then the other's end does, once this one's roll-up
 * is committed. The table's lock, taken first, puts the two ends' decisions one after the other, so
 * exactly the later one sums; the one that skips reads nothing of the other's roll-up, which that
 * end holds locked (its indexes dropped) until it commits.
 */
export async function refillProductRollupAtRebuildEnd(
  tx: Knex.Transaction,
  rollups: readonly [Rollup, Rollup],
  other: string,
) {
  await tx.raw(`lock table ${table} in share row exclusive mode`);
  if (await tx(checkpointsTable).where({ name: other, rebuilding: true }).first('name')) return;
  await refillProductRollup(tx, rollups);
}

/** Its unique key covers every measure: a report reads a period's rows from the index alone. */
async function createProductRollup(db: Knex) {
  await db.schema.createTable(table, (created) => {
    for (const name of ['publisher_id', 'product_id', 'grain', 'period']) created.text(name).notNullable();
    for (const name of measures) created.bigInteger(name).notNullable().defaultTo(0);
  });
  await db.raw(
    `create unique index ?? on ?? (publisher_id, grain, period, product_id) include (${measures.join(', ')})`,
    [`${table}_key`, table],
  );
  await db.raw(`create index ?? on ?? (publisher_id) where ${emptyRow}`, [`${table}_empty`, table]);
  // A period names its grain: without this the planner takes grain 'all' and period 'all' for
  // independent and expects a twentieth of a period's rows (and joins them as if few).
  await db.raw(`create statistics ?? (dependencies) on grain, period from ??`, [`${table}_grain_period`, table]);
  // A top ten by profit reads each period's most profitable products first (the query service's `topKeys`).
  for (const counted of ['paid', 'shipped'] as const)
    await db.raw(`create index ?? on ?? (publisher_id, grain, period, ${profitSql(counted)} desc, product_id)`, [
      `${table}_by_${counted}_profit`,
      table,
    ]);
}

/** The migration that adds the table, summed from the two roll-ups. */
export const productRollupMigration = (rollups: readonly [Rollup, Rollup]): Migration => ({
  async up(db) {
    await createProductRollup(db);
    await db.transaction((tx) => refillProductRollup(tx, rollups));
  },
  async down(db) {
    await db.schema.dropTable(table);
  },
});
