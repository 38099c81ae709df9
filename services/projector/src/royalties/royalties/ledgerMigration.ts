import type { Knex } from 'knex';

/**
 * The facts of advances, reserves and the minimum payout (docs/royalties.md), kept beside the
 * royalties' other facts so a statement reads every one of them as of one checkpoint.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('royalty_advances', (table) => {
    table.text('id').primary();
    table.text('publisher_id').notNullable();
    table.text('creator_id').notNullable();
    table.text('name').notNullable();
    table.bigInteger('amount_cents').notNullable();
    table.jsonb('royalty_ids').notNullable();
    /** Advances of the same royalties recoup in the order they were made. */
    table.timestamp('created_at', { useTz: true }).notNullable();
    /** As of the last statement sent that showed it; null before one. */
    table.bigInteger('unrecouped_cents');
    table.text('unrecouped_as_of');
    table.index(['publisher_id', 'creator_id']);
  });
  await db.schema.createTable('royalty_advance_instalments', (table) => {
    table.text('id').primary();
    table.text('advance_id').notNullable().index();
    table.bigInteger('amount_cents').notNullable();
    table.text('paid_date').notNullable();
  });
  await db.schema.createTable('royalty_reserves', (table) => {
    /** The royalty's id. */
    table.text('id').primary();
    table.jsonb('reserve').notNullable();
  });
  /** A royalty's statement periods (their ends): the periods its reserve is held and released over. */
  await db.schema.createTable('royalty_statement_ends', (table) => {
    /** statement id:royalty id */
    table.text('id').primary();
    table.text('royalty_id').notNullable().index();
    table.text('end_date').notNullable();
  });
  await db.schema.alterTable('royalty_publishers', (table) => {
    table.bigInteger('minimum_payout_cents');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('royalty_publishers', (table) => table.dropColumn('minimum_payout_cents'));
  for (const table of ['royalty_statement_ends', 'royalty_reserves', 'royalty_advance_instalments', 'royalty_advances'])
    await db.schema.dropTable(table);
}
