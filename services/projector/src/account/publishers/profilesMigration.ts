import type { Knex } from 'knex';

/** A user's profile photo (the spec's photo_url), set from the profile screen. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.text('photo_url');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('photo_url');
  });
}
