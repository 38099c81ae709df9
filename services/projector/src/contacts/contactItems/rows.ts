import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const contactItemsTable = defineTable('contact_items', {
  id: column.text(),
  owner_id: column.text(),
  kind: column.text<'email' | 'phone' | 'address'>(),
  value: column.text(),
  address: column.optional.jsonb<Record<string, string | null>>(),
  is_primary: column.boolean(),
  created_at: column.timestamptz(),
});
export type ContactItemRow = RowOf<typeof contactItemsTable>;
