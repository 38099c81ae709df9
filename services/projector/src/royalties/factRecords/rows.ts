import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

/**
 * Every order and expense that ever named a product format, never removed: where the audit replay of
 * a statement finds the streams its facts are in, also those of orders since deleted or changed.
 */
export const royaltyFactRecordsTable = defineTable('royalty_fact_records', {
  product_id: column.text(),
  kind: column.text(),
  record_id: column.text(),
  publisher_id: column.text(),
});
export type RoyaltyFactRecordRow = RowOf<typeof royaltyFactRecordsTable>;

/**
 * Every advance that ever named a royalty, never removed: where the audit replay finds the advance
 * streams a statement's ledger folds, also those of advances since deleted.
 */
export const royaltyAdvanceRecordsTable = defineTable('royalty_advance_records', {
  royalty_id: column.text(),
  advance_id: column.text(),
  publisher_id: column.text(),
});
