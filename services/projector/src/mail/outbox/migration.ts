import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mail_outbox', (table) => {
    table.text('id').primary();
    table.text('publisher_id').index();
    table.text('kind').notNullable();
    table.text('to_address').notNullable();
    table.text('reply_to');
    table.text('subject').notNullable();
    table.text('body_text').notNullable();
    table.jsonb('attachments').notNullable();
    table.timestamp('requested_at', { useTz: true }).notNullable();
  });
  // The sender's own record, outside the projection's tables: a rebuild of the outbox never resends.
  await db.schema.createTable('mail_deliveries', (table) => {
    table.text('mail_id').primary();
    table.integer('attempts').notNullable();
    table.timestamp('claimed_at', { useTz: true }).notNullable();
    table.timestamp('sent_at', { useTz: true });
    table.text('outcome').notNullable();
    table.text('last_error');
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['mail_deliveries', 'mail_outbox']) await db.schema.dropTable(table);
}
