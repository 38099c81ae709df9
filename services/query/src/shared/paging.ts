import type { Knex } from 'knex';

export const pageSize = 25;

/**
 * One page of a filtered, sorted list and the total count in one round trip. The count is an
 * uncorrelated subquery over the same filters, so the database computes the page's costly columns
 * (lookups, totals) for the page's rows only, and can read the page straight off a sort index.
 */
export async function pageOf<Row>(query: Knex.QueryBuilder, page: number) {
  const current = Math.max(1, Math.floor(page));
  const totalCount = query.clone().clearOrder().clearSelect().count('*');
  const rows: (Row & { total_count: string })[] = await query
    .clone()
    .select('*', totalCount.as('total_count'))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  // A page past the end has no rows to carry the count: ask for it alone.
  const total = rows[0] ? Number(rows[0].total_count) : Number((await totalCount.first())?.count ?? 0);
  return { items: rows as Row[], totalCount: total, page: current, pageSize };
}
