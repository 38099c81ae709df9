import type { Knex } from 'knex';

import { foldedSearchColumnsMigration } from '../../runtime/searchIndexes.ts';

const foldedNames = foldedSearchColumnsMigration(
  'product_creators',
  { search_display_name: 'display_name', search_payment_name: 'payment_name' },
  {},
);

/** Copies the names kept in `catalogue_creators` onto every format's creator. */
export const copyNamesOntoFormatCreators = (db: Knex) =>
  db.raw(
    `update product_creators set display_name = c.display_name, payment_name = c.payment_name
       from catalogue_creators c where c.id = product_creators.creator_id`,
  );

/**
 * Each format's creator carries the creator's names, case-folded by the table with a trigram index
 * each (creatorNames.ts). The first fill copies the creators read model, which its projection keeps
 * as current as this one; from then on the products projection keeps its own copy.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('catalogue_creators', (table) => {
    table.text('id').primary();
    table.text('display_name').notNullable();
    table.text('payment_name').notNullable();
  });
  await db.raw('insert into catalogue_creators select id, display_name, payment_name from creators');
  await db.schema.alterTable('product_creators', (table) => {
    table.text('display_name');
    table.text('payment_name');
  });
  await copyNamesOntoFormatCreators(db);
  await foldedNames.up(db);
}

export async function down(db: Knex): Promise<void> {
  await foldedNames.down(db);
  await db.schema.alterTable('product_creators', (table) => {
    table.dropColumn('display_name');
    table.dropColumn('payment_name');
  });
  await db.schema.dropTable('catalogue_creators');
}
