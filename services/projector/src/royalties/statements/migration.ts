import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('royalty_statements', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('creator_id').notNullable();
    table.text('sent_date').notNullable();
    table.text('start_date').notNullable();
    table.text('end_date').notNullable();
    table.text('pub_note').notNullable();
    table.text('emailed_to');
    table.text('computed_at').notNullable();
    table.bigInteger('paid_cents').notNullable();
    table.bigInteger('balance_cents').notNullable();
    /** The `RoyaltyStatementSent` event's data as it was appended: every line and figure. */
    table.jsonb('statement').notNullable();
    table.text('sent_by');
    table.timestamp('created_at', { useTz: true }).notNullable();
    // A creator's past statements, newest first.
    table.index(['publisher_id', 'creator_id', 'sent_date', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('royalty_statements');
}
