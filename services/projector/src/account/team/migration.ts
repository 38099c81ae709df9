import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('publisher_invitations', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable().index();
    table.text('email').notNullable();
    table.text('role').notNullable();
    // The accept link's secret: looked up when an invitee opens the link.
    table.text('key').notNullable().unique();
    table.text('status').notNullable();
    table.text('invited_by').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_sent_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('publisher_invitations');
}
