import type { Knex } from 'knex';

/** An import's duplicate check finds orders by PO number: an index probe each, not a scan of the publisher's orders. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('orders', (table) => table.index(['publisher_id', 'po_number']));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('orders', (table) => table.dropIndex(['publisher_id', 'po_number']));
}
