import type { Knex } from 'knex';

/**
 * The staff area's platform tables, not read models (nothing in them comes from events, and a
 * rebuild keeps them): impersonated sessions, the services' resource samples and the GraphQL
 * operations' timings.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('auth_sessions', (table) => {
    table.text('impersonation_id').nullable();
    table.text('impersonator_user_id').nullable();
  });
  await db.schema.createTable('server_samples', (table) => {
    table.bigIncrements('id');
    /** Which process sampled itself (host and pid): each query service replica keeps its own history. */
    table.text('process').notNullable();
    table.timestamp('sampled_at', { useTz: true }).notNullable().index();
    table.double('process_cpu_percent').notNullable();
    table.double('host_cpu_percent').notNullable();
    table.bigInteger('process_memory_bytes').notNullable();
    table.double('host_memory_percent').notNullable();
    table.double('disk_percent').notNullable();
  });
  await db.schema.createTable('graphql_operation_timings', (table) => {
    table.bigIncrements('id');
    table.text('operation_name').notNullable();
    table.double('execution_ms').notNullable();
    table.timestamp('executed_at', { useTz: true }).notNullable().index();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('graphql_operation_timings');
  await db.schema.dropTable('server_samples');
  await db.schema.alterTable('auth_sessions', (table) => {
    table.dropColumn('impersonator_user_id');
    table.dropColumn('impersonation_id');
  });
}
