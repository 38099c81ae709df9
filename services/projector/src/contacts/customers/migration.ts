import type { Knex } from 'knex';

import { editedRecordColumns, leaveRoomForUpdates } from '../../runtime/columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('customers', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.text('company').notNullable();
    table.boolean('out_of_business').notNullable();
    table.text('payment_term_id');
    table.text('customer_class_id');
    table.text('admin_notes').notNullable();
    editedRecordColumns(table);
    table.index(['publisher_id', 'last_name', 'id']);
  });
  await leaveRoomForUpdates(db, 'customers');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('customers');
}
