import type { Knex } from 'knex';

/** The settings screen's switches, and the deletion that ends every member's access. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('publishers', (table) => {
    table.boolean('sales_by_region').notNullable().defaultTo(false);
    table.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('publishers', (table) => {
    table.dropColumn('sales_by_region');
    table.dropColumn('deleted_at');
  });
}
