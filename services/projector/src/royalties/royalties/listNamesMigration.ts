import type { Knex } from 'knex';

import { trigramIndexesMigration } from '../../runtime/searchIndexes.ts';

const royaltySearch = trigramIndexesMigration('royalties', {
  royalties_title_trigrams: 'title',
  royalties_display_name_trigrams: 'display_name',
  royalties_payment_name_trigrams: 'payment_name',
  royalties_isbn_trigrams: "replace(replace(isbn, '-', ''), ' ', '')",
});
const paymentSearch = trigramIndexesMigration('royalty_payments', {
  royalty_payments_title_trigrams: 'title',
  royalty_payments_display_name_trigrams: 'display_name',
  royalty_payments_payment_name_trigrams: 'payment_name',
});

/**
 * Royalties and their payments carry the names their lists show, search and sort by (see
 * listNames.ts), with the indexes that make a page an index range and a search a trigram scan. The
 * first fill copies the creators and catalogue read models, which their projections keep as
 * current as this one; from then on the royalties projection keeps its own copy.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('royalty_creators', (table) => {
    table.text('id').primary();
    table.text('display_name').notNullable();
    table.text('payment_name').notNullable();
    table.text('payment_type_id').notNullable();
  });
  await db.schema.createTable('royalty_formats', (table) => {
    table.text('id').primary();
    table.text('isbn').notNullable();
    table.text('product_work_id').notNullable();
  });
  await db.schema.createTable('royalty_titles', (table) => {
    table.text('id').primary();
    table.text('title').notNullable();
  });
  await db.raw(`insert into royalty_creators select id, display_name, payment_name, payment_type_id from creators`);
  await db.raw(`insert into royalty_formats select id, isbn, product_work_id from products`);
  await db.raw(`insert into royalty_titles select id, title from product_works`);
  await db.schema.alterTable('royalties', (table) => {
    for (const name of ['display_name', 'payment_name', 'payment_type_id', 'isbn', 'product_work_id', 'title'])
      table.text(name);
    table.index(['publisher_id', 'title', 'display_name', 'id'], 'royalties_publisher_id_title_index');
    table.index(['creator_id'], 'royalties_creator_id_index');
    table.index(['product_work_id'], 'royalties_product_work_id_index');
  });
  await db.raw(
    `update royalties set display_name = c.display_name, payment_name = c.payment_name,
            payment_type_id = c.payment_type_id, isbn = f.isbn, product_work_id = f.product_work_id, title = t.title
       from royalty_creators c, royalty_formats f left join royalty_titles t on t.id = f.product_work_id
      where c.id = royalties.creator_id and f.id = royalties.product_id`,
  );
  await db.schema.alterTable('royalty_payments', (table) => {
    for (const name of ['creator_id', 'display_name', 'payment_name', 'title']) table.text(name);
    table.index(['publisher_id', 'sent_date', 'created_at', 'id'], 'royalty_payments_publisher_id_sent_index');
  });
  await db.raw(
    `update royalty_payments set creator_id = r.creator_id, display_name = r.display_name,
            payment_name = r.payment_name, title = r.title
       from royalties r where r.id = royalty_payments.royalty_id`,
  );
  await royaltySearch.up(db);
  await paymentSearch.up(db);
}

export async function down(db: Knex): Promise<void> {
  await paymentSearch.down(db);
  await royaltySearch.down(db);
  await db.schema.alterTable('royalty_payments', (table) => {
    table.dropIndex([], 'royalty_payments_publisher_id_sent_index');
    for (const name of ['creator_id', 'display_name', 'payment_name', 'title']) table.dropColumn(name);
  });
  await db.schema.alterTable('royalties', (table) => {
    table.dropIndex([], 'royalties_publisher_id_title_index');
    table.dropIndex([], 'royalties_creator_id_index');
    table.dropIndex([], 'royalties_product_work_id_index');
    for (const name of ['display_name', 'payment_name', 'payment_type_id', 'isbn', 'product_work_id', 'title'])
      table.dropColumn(name);
  });
  for (const name of ['royalty_titles', 'royalty_formats', 'royalty_creators']) await db.schema.dropTable(name);
}
