import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const usersTable = defineTable('users', {
  id: column.text(),
  email: column.text(),
  first_name: column.text(),
  last_name: column.text(),
  created_at: column.timestamptz(),
  last_login_at: column.optional.timestamptz(),
  is_superuser: column.boolean(),
  photo_url: column.optional.text(),
});
export type UserRow = RowOf<typeof usersTable>;

export const publishersTable = defineTable('publishers', {
  id: column.text(),
  name: column.text(),
  plan: column.text(),
  max_products: column.optional.integer(),
  currency_code: column.text(),
  currency_label: column.text(),
  currency_symbol: column.text(),
  accounting_method: column.text(),
  created_at: column.timestamptz(),
  sales_by_region: column.boolean(),
  deleted_at: column.optional.timestamptz(),
  inbox_date: column.optional.date(),
  onboarding_completed: column.boolean(),
  billing_id: column.optional.text(),
  billing_date: column.optional.date(),
  billing_active: column.boolean(),
});
export type PublisherRow = RowOf<typeof publishersTable>;

export const publisherMembersTable = defineTable('publisher_members', {
  publisher_id: column.text(),
  user_id: column.text(),
  role: column.text(),
  created_at: column.timestamptz(),
});
export type PublisherMemberRow = RowOf<typeof publisherMembersTable>;
