import type { Knex } from 'knex';

import type { Rollup } from './rollup.ts';

type RollupRow = Record<string, string | number | null>;

const keyColumns = ['publisher_id', 'dimension', 'key', 'grain', 'period'] as const;
const sortKey = (row: RollupRow) => keyColumns.map((column) => String(row[column])).join('|');

/** The roll-up's rows, measures as numbers, in a stable order. */
export async function rollupRows(db: Knex, rollup: Rollup): Promise<RollupRow[]> {
  const rows: RollupRow[] = await db(rollup.table).select('*');
  return rows
    .map((row) => {
      const copy: RollupRow = { ...row };
      for (const measure of Object.keys(rollup.measures)) copy[measure] = Number(row[measure]);
      return copy;
    })
    .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}

/**
 * What the roll-up should hold, summed here in plain code from the daily table as it stands (not by
 * the projection's grouping sets and differences): the reference the projection tests compare to.
 */
export async function rollupOfDaily(db: Knex, rollup: Rollup): Promise<RollupRow[]> {
  const measures = Object.entries(rollup.measures);
  const daily: Record<string, string | null>[] = await db
    .raw(
      `select c.*, ${measures.map(([name, figure]) => `(${figure})::bigint as "figure_${name}"`).join(', ')}
       from ${rollup.dailyTable} c`,
    )
    .then((result: { rows: Record<string, string | null>[] }) => result.rows);
  const sums = new Map<string, RollupRow>();
  for (const row of daily) {
    const date = row[rollup.dateColumn]!;
    const periods = [
      ['day', date],
      ['month', date.slice(0, 7)],
      ['year', date.slice(0, 4)],
      ['all', 'all'],
    ] as const;
    const keys: [string, string | null][] = [
      ['total', null],
      ...Object.entries(rollup.dimensions).map(([name, column]): [string, string | null] => [
        name,
        row[column] ?? null,
      ]),
    ];
    for (const [grain, period] of periods)
      for (const [dimension, key] of keys) {
        if (grain === 'day' && dimension !== 'total') continue;
        const id: RollupRow = { publisher_id: row.publisher_id ?? null, dimension, key, grain, period };
        const sum = sums.get(sortKey(id)) ?? { ...id, ...Object.fromEntries(measures.map(([name]) => [name, 0])) };
        for (const [name] of measures) sum[name] = Number(sum[name]) + Number(row[`figure_${name}`]);
        sums.set(sortKey(id), sum);
      }
  }
  return [...sums.values()]
    .filter((row) => rollup.presence.some((column) => row[column] !== 0))
    .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}

const productKey = (row: RollupRow) =>
  ['publisher_id', 'product_id', 'grain', 'period'].map((column) => String(row[column])).join('|');

/** `product_rollup`'s rows, measures as numbers, in a stable order. */
export async function productRollupRows(db: Knex): Promise<RollupRow[]> {
  const rows: RollupRow[] = await db('product_rollup').select('*');
  return rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          /_id$|^grain$|^period$/.test(column) ? value : Number(value),
        ]),
      ),
    )
    .sort((a, b) => productKey(a).localeCompare(productKey(b)));
}

/**
 * What `product_rollup` should hold, from the two roll-ups as summed here from the daily tables:
 * each product's month, year and all-time rows of both, side by side.
 */
export async function productRollupOfDaily(db: Knex, rollups: readonly Rollup[]): Promise<RollupRow[]> {
  const columns = rollups.flatMap((rollup) => Object.keys(rollup.productColumns ?? {}));
  const sums = new Map<string, RollupRow>();
  for (const rollup of rollups)
    for (const row of await rollupOfDaily(db, rollup)) {
      if (row.dimension !== 'product' || row.grain === 'day' || row.key === null) continue;
      const id: RollupRow = {
        publisher_id: row.publisher_id!,
        product_id: row.key!,
        grain: row.grain!,
        period: row.period!,
      };
      const sum = sums.get(productKey(id)) ?? { ...id, ...Object.fromEntries(columns.map((column) => [column, 0])) };
      for (const [column, measure] of Object.entries(rollup.productColumns ?? {})) sum[column] = row[measure]!;
      sums.set(productKey(id), sum);
    }
  return [...sums.values()].sort((a, b) => productKey(a).localeCompare(productKey(b)));
}
