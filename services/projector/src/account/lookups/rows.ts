import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const lookupValuesTable = defineTable('lookup_values', {
  id: column.text(),
  publisher_id: column.text(),
  kind: column.text(),
  value: column.text(),
  created_at: column.timestamptz(),
  deleted_at: column.optional.timestamptz(),
});
export type LookupValueRow = RowOf<typeof lookupValuesTable>;
