import type { Knex } from 'knex';

import { bigramIndexesMigration, foldedSearchColumnsMigration } from '../../runtime/searchIndexes.ts';
import { namesFromCreators } from './creatorNames.ts';
import { copyNamesOntoFormatCreators } from './creatorNamesMigration.ts';

const namesOnCreators = {
  folded: foldedSearchColumnsMigration(
    'product_creators',
    { search_display_name: 'display_name', search_payment_name: 'payment_name' },
    {},
  ),
  bigrams: bigramIndexesMigration({ product_creators: ['search_display_name', 'search_payment_name'] }),
};
const namesOnFormats = {
  folded: foldedSearchColumnsMigration(
    'products',
    { search_creator_display_names: 'creator_display_names', search_creator_payment_names: 'creator_payment_names' },
    {},
  ),
  bigrams: bigramIndexesMigration({ products: ['search_creator_display_names', 'search_creator_payment_names'] }),
};

/**
 * The creators' names move from each format's creator rows onto the format (creatorNames.ts): the
 * product list's search by creator then reads the formats' own indexes in its statement, where it
 * read the matching creators' formats ahead and bound their ids (3 340 for "an" at L) into it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.text('creator_display_names').notNullable().defaultTo('');
    table.text('creator_payment_names').notNullable().defaultTo('');
  });
  await db.raw(`update products set ${namesFromCreators}`);
  await namesOnFormats.folded.up(db);
  await namesOnFormats.bigrams.up(db);
  await namesOnCreators.bigrams.down(db);
  await namesOnCreators.folded.down(db);
  await db.schema.alterTable('product_creators', (table) => {
    table.dropColumn('display_name');
    table.dropColumn('payment_name');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('product_creators', (table) => {
    table.text('display_name');
    table.text('payment_name');
  });
  await copyNamesOntoFormatCreators(db);
  await namesOnCreators.folded.up(db);
  await namesOnCreators.bigrams.up(db);
  await namesOnFormats.bigrams.down(db);
  await namesOnFormats.folded.down(db);
  await db.schema.alterTable('products', (table) => {
    table.dropColumn('creator_display_names');
    table.dropColumn('creator_payment_names');
  });
}
