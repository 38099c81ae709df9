import type { Knex } from 'knex';

export const pageSize = 25;

/**
 * One page of a filtered, sorted list and the total count in one round trip: the count is a
 * window over the same filtered rows.
 */
export async function pageOf<Row>(query: Knex.QueryBuilder, page: number) {
  const current = Math.max(1, Math.floor(page));
  const rows: (Row & { total_count: string })[] = await query
    .clone()
    .select('*', query.client.raw('count(*) over () as total_count'))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  // A page past the end has no rows to carry the count: ask for it alone.
  const totalCount = rows[0]
    ? Number(rows[0].total_count)
    : Number((await query.clone().clearOrder().count({ count: '*' }).first())?.count ?? 0);
  return { items: rows as Row[], totalCount, page: current, pageSize };
}
