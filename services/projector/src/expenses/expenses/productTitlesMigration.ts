import type { Knex } from 'knex';

import { bigramIndexesMigration, foldedSearchColumnsMigration } from '../../runtime/searchIndexes.ts';
import { titleFromFormat } from './productTitles.ts';

const foldedTitle = foldedSearchColumnsMigration('expenses', { search_product_title: 'product_title' }, {});
const titleBigrams = bigramIndexesMigration({ expenses: ['search_product_title'] });

/**
 * Each expense carries its format's title (productTitles.ts), case-folded by the table with its
 * trigram and bigram indexes: the list's search by title reads them in its statement, where it read
 * the matching formats ahead and bound their ids (2 465 for "an" at L) into it. The first fill
 * copies the catalogue read model where it is there already (its migrations run after these on a
 * new database, which has no expenses to fill); from then on the expenses projection keeps its own
 * copy.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('expense_formats', (table) => {
    table.text('id').primary();
    table.text('product_work_id').notNullable().index();
  });
  await db.schema.createTable('expense_titles', (table) => {
    table.text('id').primary();
    table.text('title').notNullable();
  });
  await db.schema.alterTable('expenses', (table) => table.text('product_title'));
  if (await db.schema.hasTable('products')) {
    await db.raw('insert into expense_formats select id, product_work_id from products');
    await db.raw('insert into expense_titles select id, title from product_works');
    await db.raw(`update expenses set ${titleFromFormat} where product_id is not null`);
  }
  await foldedTitle.up(db);
  await titleBigrams.up(db);
}

export async function down(db: Knex): Promise<void> {
  await titleBigrams.down(db);
  await foldedTitle.down(db);
  await db.schema.alterTable('expenses', (table) => table.dropColumn('product_title'));
  await db.schema.dropTable('expense_titles');
  await db.schema.dropTable('expense_formats');
}
