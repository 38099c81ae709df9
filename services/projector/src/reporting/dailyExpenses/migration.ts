import type { Knex } from 'knex';

/** Daily expense figures for reports, and this read model's own copy of the expenses it sums. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reporting_expenses', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('expense_date').notNullable();
    table.text('category_id');
    table.text('product_id');
    table.bigInteger('amount_cents').notNullable();
    table.index(['publisher_id', 'expense_date']);
  });
  await db.schema.createTable('expenses_daily', (table) => {
    table.text('publisher_id').notNullable();
    table.text('expense_date').notNullable();
    /** Null: no category. */
    table.text('category_id');
    /** Null: a company expense, not tied to a product format. */
    table.text('product_id');
    table.integer('expenses').notNullable();
    table.bigInteger('amount_cents').notNullable();
    table.index(['publisher_id', 'expense_date']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['expenses_daily', 'reporting_expenses']) await db.schema.dropTable(table);
}
