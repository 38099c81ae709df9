import type { Knex } from 'knex';

export const pageSize = 25;

/**
 * One page of a filtered, sorted list and the total count in one round trip. The count is an
 * uncorrelated subquery over the same filters, so the database computes the page's costly columns
 * (lookups, totals) for the page's rows only, and can read the page straight off a sort index.
 * `unfilteredTotal`, for a list nothing filters, gives the exact total without counting the rows
 * (a counter the projection keeps): the page is then an index range alone.
 */
export async function pageOf<Row>(
  query: Knex.QueryBuilder,
  page: number,
  unfilteredTotal?: (() => Promise<number>) | null,
) {
  const current = Math.max(1, Math.floor(page));
  const pageRows = query
    .clone()
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  if (unfilteredTotal) {
    // One after the other: `query` may run on a transaction, whose one connection takes one statement at a time.
    const rows = (await pageRows.select('*')) as Row[];
    return { items: rows, totalCount: await unfilteredTotal(), page: current, pageSize };
  }
  const totalCount = query.clone().clearOrder().clearSelect().count('*');
  const rows = (await pageRows.select('*', totalCount.as('total_count'))) as (Row & { total_count: string })[];
  // A page past the end has no rows to carry the count: ask for it alone.
  const total = rows[0] ? Number(rows[0].total_count) : Number((await totalCount.first())?.count ?? 0);
  return { items: rows as Row[], totalCount: total, page: current, pageSize };
}

/** Whether a list's parameters filter nothing: no search, no filter (sort and search field aside). */
export const filtersNothing = (params: object | null | undefined): boolean =>
  Object.entries(params ?? {}).every(
    ([name, value]) =>
      ['sortField', 'sortDirection', 'searchField'].includes(name) ||
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === ''),
  );
