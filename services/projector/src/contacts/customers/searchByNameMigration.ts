import type { Knex } from 'knex';

/**
 * The customers list searches a name through "first last" alone (text found in the first or the
 * last name is found in the whole name, and neither is ever null), so the single-name trigram
 * indexes go: a search rechecks one name match a row instead of three.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('drop index if exists customers_first_name_trigrams');
  await db.raw('drop index if exists customers_last_name_trigrams');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('create index customers_first_name_trigrams on customers using gin (first_name gin_trgm_ops)');
  await db.raw('create index customers_last_name_trigrams on customers using gin (last_name gin_trgm_ops)');
}
