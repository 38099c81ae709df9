import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

/** Each impersonation, once per publisher of its target: what the publisher's owner is shown. */
export const staffAccessesTable = defineTable('staff_accesses', {
  impersonation_id: column.text(),
  publisher_id: column.text(),
  staff_user_id: column.text(),
  target_user_id: column.text(),
  ip_address: column.text(),
  user_agent: column.text(),
  started_at: column.timestamptz(),
  expires_at: column.timestamptz(),
  ended_at: column.optional.timestamptz(),
});
export type StaffAccessRow = RowOf<typeof staffAccessesTable>;
