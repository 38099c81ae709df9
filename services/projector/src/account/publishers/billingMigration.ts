import type { Knex } from 'knex';

/** The subscription as the billing provider last confirmed it; the renewal is billing_date plus one month. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('publishers', (table) => {
    table.text('billing_id');
    table.date('billing_date');
    table.boolean('billing_active').notNullable().defaultTo(false);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('publishers', (table) => {
    table.dropColumn('billing_id');
    table.dropColumn('billing_date');
    table.dropColumn('billing_active');
  });
}
