import type { Knex } from 'knex';

/**
 * Uploaded CSV files of import sessions, decoded to text when uploaded, by publisher and digest: the
 * session's events name the file, and resuming after a restart reads it from here. `running` lists
 * the sessions a restarted command service must resume.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('import_files', (table) => {
    table.text('publisher_id').notNullable();
    table.text('digest').notNullable();
    table.text('contents').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['publisher_id', 'digest']);
  });
  await db.schema.createTable('import_sessions_running', (table) => {
    table.text('session_id').primary();
    table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('import_sessions_running');
  await db.schema.dropTable('import_files');
}
