import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

/** Every refused login: the staff area counts them by day, email and address. */
export const failedLoginsTable = defineTable('failed_logins', {
  id: column.text(),
  email: column.text(),
  ip_address: column.text(),
  reason: column.text(),
  attempted_at: column.timestamptz(),
});
export type FailedLoginRow = RowOf<typeof failedLoginsTable>;
