import type { Knex } from 'knex';

import { recordCounterMigration } from '../../runtime/recordNumbers.ts';

const royaltyCounts = recordCounterMigration({ table: 'royalties', counterTable: 'royalty_counters' });
const paymentCounts = recordCounterMigration({ table: 'royalty_payments', counterTable: 'royalty_payment_counters' });

/** Each publisher's royalties and payments counted, for the lists' unfiltered totals (recordNumbers.ts). */
export async function up(db: Knex): Promise<void> {
  await royaltyCounts.up(db);
  await paymentCounts.up(db);
}

export async function down(db: Knex): Promise<void> {
  await paymentCounts.down(db);
  await royaltyCounts.down(db);
}
