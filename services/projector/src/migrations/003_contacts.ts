import type { Knex } from 'knex';

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
    table.integer('revision').notNullable();
    table.text('last_editor_id');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('modified_at', { useTz: true }).notNullable();
    // Every list sort is (publisher, sort key, id): one index range scan a page.
    table.index(['publisher_id', 'display_name', 'id']);
    table.index(['publisher_id', 'payment_name', 'id']);
  });
  await db.schema.createTable('contact_items', (table) => {
    table.text('id').primary();
    table.text('owner_id').notNullable().index();
    table.text('kind').notNullable();
    table.text('value').notNullable();
    table.jsonb('address');
    table.boolean('is_primary').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('contact_items');
  await db.schema.dropTable('creators');
}
