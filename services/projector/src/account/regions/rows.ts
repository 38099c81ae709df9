import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const regionsTable = defineTable('regions', {
  id: column.text(),
  publisher_id: column.text(),
  name: column.text(),
  countries: column.jsonb<string[]>(),
  created_at: column.timestamptz(),
});
export type RegionRow = RowOf<typeof regionsTable>;
