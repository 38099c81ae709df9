import type { Knex } from 'knex';

import { createReturnLinesTable } from '../../orders/returnLines.ts';

/** Returned units: they count as negative sales on the day they came back. */
export async function up(db: Knex): Promise<void> {
  await createReturnLinesTable(db, 'reporting_order_returns');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('reporting_order_returns');
}
