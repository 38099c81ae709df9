import type { Knex } from 'knex';

import { createReturnLinesTable } from '../../orders/returnLines.ts';

/** Returned units: negative sales of their lines, dated by the accounting method. */
export async function up(db: Knex): Promise<void> {
  await createReturnLinesTable(db, 'royalty_sales_returns');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('royalty_sales_returns');
}
