import type { Knex } from 'knex';

/** A deleted value keeps its row, hidden from the lists, so records that named it still show it. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('lookup_values', (table) => {
    table.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('lookup_values', (table) => {
    table.dropColumn('deleted_at');
  });
}
