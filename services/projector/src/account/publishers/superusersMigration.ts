import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => table.boolean('is_superuser').notNullable().defaultTo(false));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => table.dropColumn('is_superuser'));
}
