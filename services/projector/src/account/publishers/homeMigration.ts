import type { Knex } from 'knex';

/** The inbox's read mark and whether onboarding is done, per publisher. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('publishers', (table) => {
    table.date('inbox_date');
    table.boolean('onboarding_completed').notNullable().defaultTo(false);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('publishers', (table) => {
    table.dropColumn('inbox_date');
    table.dropColumn('onboarding_completed');
  });
}
