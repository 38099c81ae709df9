import type { Knex } from 'knex';

/**
 * Each format carries its title's title and imprint, so the product list sorts by title and
 * filters by imprint on one table, reading a page off the (publisher, title) index instead of
 * joining every format of the publisher to its title first. The projection keeps them (afterBatch).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.text('title').notNullable().defaultTo('');
    table.text('imprint_id');
  });
  await db.raw(
    `update products set title = product_works.title, imprint_id = product_works.imprint_id
       from product_works where product_works.id = products.product_work_id`,
  );
  await db.schema.alterTable('products', (table) => {
    table.index(['publisher_id', 'title', 'created_at', 'id'], 'products_publisher_id_title_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.dropIndex([], 'products_publisher_id_title_index');
    table.dropColumn('title');
    table.dropColumn('imprint_id');
  });
}
