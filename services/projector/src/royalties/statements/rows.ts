import type { RoyaltyStatementSentData } from '@colophon/events';

import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const royaltyStatementsTable = defineTable('royalty_statements', {
  id: column.text(),
  publisher_id: column.text(),
  creator_id: column.text(),
  sent_date: column.text(),
  start_date: column.text(),
  end_date: column.text(),
  pub_note: column.text(),
  emailed_to: column.optional.text(),
  computed_at: column.text(),
  paid_cents: column.bigint(),
  balance_cents: column.bigint(),
  statement: column.jsonb<RoyaltyStatementSentData>(),
  sent_by: column.optional.text(),
  created_at: column.timestamptz(),
});
export type RoyaltyStatementRow = RowOf<typeof royaltyStatementsTable>;
