import type { Knex } from 'knex';

/** Sorted by amount, a page of expenses (searched or not) is a range of this index, not a sort of every match. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('expenses', (table) => table.index(['publisher_id', 'amount_cents', 'created_at', 'id']));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('expenses', (table) =>
    table.dropIndex(['publisher_id', 'amount_cents', 'created_at', 'id']),
  );
}
