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
