import type { Knex } from 'knex';

import { editedRecordColumns } from '../../runtime/columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('expenses', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('product_id').index();
    table.text('category_id');
    table.bigInteger('amount_cents').notNullable();
    table.text('expense_date').notNullable();
    table.text('admin_notes').notNullable();
    editedRecordColumns(table);
    table.index(['publisher_id', 'expense_date', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('expenses');
}
