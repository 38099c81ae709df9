import type { Knex } from 'knex';

/** A creator's balance is the sum over their royalties (the royalties read model): no column of its own. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('creators', (table) => table.dropColumn('balance_cents'));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('creators', (table) => table.bigInteger('balance_cents').notNullable().defaultTo(0));
}
