import { preparedStatement } from '@colophon/events';
import type { Knex } from 'knex';

export const pageSize = 25;

/**
 * One page of a filtered, sorted list and the total count in one statement. The count is an
 * uncorrelated subquery over the same filters, so the database computes the page's costly columns
 * (lookups, totals) for the page's rows only, and can read the page straight off a sort index.
 * `unfilteredTotal`, for a list nothing filters, is a one-row query of the exact total (its column
 * `total`) that needs no counting (a counter the projection keeps): the page is then an index range
 * and one row, still in one round trip.
 */
export async function pageOf<Row>(
  query: Knex.QueryBuilder,
  page: number,
  unfilteredTotal?: Knex.QueryBuilder | null,
  besideRows?: (page: Knex.QueryBuilder) => Knex.QueryBuilder,
) {
  const current = Math.max(1, Math.floor(page));
  const total = unfilteredTotal ?? query.clone().clearOrder().clearSelect().count({ total: '*' });
  // The page size written into the statement, not bound: a kept statement's generic plan then
  // reads 25 rows, where a bound limit is costed as a tenth of the table and the database plans
  // the statement again on every run (bench/NOTES.md, "Kept statements planned once").
  const limited = query
    .clone()
    .limit(pageSize, { skipBinding: true })
    .offset((current - 1) * pageSize)
    .select('*', total.clone().as('total_count'));
  // Values the screen shows beside each row (a lookup's value, a sum over another table), selected
  // over the limited page: computed for its 25 rows, not for the rows an offset skips, and in the
  // page's round trip instead of a loader's. A plain select over the ordered subquery keeps its
  // order (Postgres scans it as it comes; the API tests check each list's order); one that joins
  // sorts the page again.
  const pageRows = besideRows ? besideRows(limited) : limited;
  // Unfiltered, the statement is the same for every request of that sort (page and publisher are
  // its values): each connection keeps it prepared. A search's plan depends on its text: not kept.
  if (unfilteredTotal) pageRows.options(preparedStatement);
  const rows = (await pageRows) as (Row & { total_count: string | number | null })[];
  // A page past the end has no rows to carry the count: ask for it alone.
  const totalCount = Number((rows[0] ? rows[0].total_count : (await total.first())?.total) ?? 0);
  return { items: rows as Row[], totalCount, page: current, pageSize };
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
