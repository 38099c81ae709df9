import type { Knex } from 'knex';

import { editedRecordColumns, leaveRoomForUpdates } from '../../runtime/columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('product_works', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('title').notNullable();
    table.text('description').notNullable();
    table.text('imprint_id');
    table.text('series_id');
    editedRecordColumns(table);
    table.index(['publisher_id', 'title', 'id']);
  });
  /** One row per format (the spec's Product). Codes are ONIX 3.0 codes; money in cents. */
  await db.schema.createTable('products', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('product_work_id').notNullable().index();
    table.text('isbn').notNullable();
    table.text('format_code').notNullable();
    table.text('format_detail_code');
    table.text('status_code').notNullable();
    table.text('subtitle').notNullable();
    table.text('edition').notNullable();
    table.text('volume').notNullable();
    table.date('publication_date');
    table.date('ship_date');
    table.bigInteger('retail_price_cents').notNullable();
    table.bigInteger('wholesale_price_cents');
    table.integer('inventory_quantity').notNullable();
    table.integer('carton_quantity');
    for (const measure of ['weight', 'width', 'height', 'thickness']) {
      table.decimal(`${measure}_value`, 12, 3);
      table.text(`${measure}_unit`);
    }
    table.integer('page_count');
    table.text('admin_notes').notNullable();
    table.text('cover_image').notNullable();
    table.jsonb('interior_images').notNullable();
    table.text('audience_code');
    table.text('audience_details').notNullable();
    table.text('key_selling_points').notNullable();
    table.text('marketing').notNullable();
    table.jsonb('bisac').notNullable();
    table.text('tags').notNullable();
    table.text('comps').notNullable();
    table.boolean('out_of_print').notNullable();
    table.boolean('digital').notNullable();
    table.boolean('has_shipping_charges').notNullable();
    /** Beyond the plan limit: kept, but not editable. */
    table.boolean('frozen').notNullable().defaultTo(false);
    editedRecordColumns(table);
    table.index(['publisher_id', 'created_at', 'id']);
    table.index(['publisher_id', 'isbn']);
  });
  await db.schema.createTable('product_creators', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('product_id').notNullable().index();
    table.text('creator_id').notNullable().index();
    table.text('contributor_code').notNullable();
    /** Revision of the format's stream that added it: creators list in the order they were added. */
    table.integer('added_at_revision').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await leaveRoomForUpdates(db, 'products');
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['product_creators', 'products', 'product_works']) await db.schema.dropTable(table);
}
