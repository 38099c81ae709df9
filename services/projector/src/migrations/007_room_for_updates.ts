import type { Knex } from 'knex';

/** Rows that every event of their stream updates: most of these are written many times. */
const updatedOften = ['orders', 'products', 'creators', 'customers'];

/**
 * Leaves room on each page for a row's next version, so an update that changes no indexed column
 * stays on its page (a HOT update): no new index entries, and dead versions are pruned in place.
 */
export async function up(db: Knex): Promise<void> {
  for (const table of updatedOften) await db.raw('alter table ?? set (fillfactor = 70)', [table]);
}

export async function down(db: Knex): Promise<void> {
  for (const table of updatedOften) await db.raw('alter table ?? reset (fillfactor)', [table]);
}
