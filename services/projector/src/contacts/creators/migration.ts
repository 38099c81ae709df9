import type { Knex } from 'knex';

import { editedRecordColumns, leaveRoomForUpdates } from '../../runtime/columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('creators', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('display_name').notNullable();
    table.text('payment_name').notNullable();
    table.text('payment_type_id');
    table.text('biography').notNullable();
    table.text('website').notNullable();
    table.text('residence').notNullable();
    table.text('photo_url').notNullable();
    /** Owed minus paid over the creator's royalties, in cents. */
    table.bigInteger('balance_cents').notNullable().defaultTo(0);
    /** Products, royalties and payments that refer to the creator; deleting needs none. */
    table.integer('linked_records').notNullable().defaultTo(0);
    editedRecordColumns(table);
    // Every list sort is (publisher, sort key, id): one index range scan a page.
    table.index(['publisher_id', 'display_name', 'id']);
    table.index(['publisher_id', 'payment_name', 'id']);
  });
  /**
   * The records that refer to a creator (formats and royalties), kept by the
   * creators projection itself so that rebuilding it alone recounts `creators.linked_records`.
   */
  await db.schema.createTable('creator_links', (table) => {
    table.text('id').primary();
    table.text('creator_id').notNullable().index();
    table.text('product_id').index();
    table.text('kind').notNullable();
  });
  await leaveRoomForUpdates(db, 'creators');
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['creator_links', 'creators']) await db.schema.dropTable(table);
}
