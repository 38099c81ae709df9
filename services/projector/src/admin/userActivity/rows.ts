import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

/** The spec's action types of user activity. */
export const activityTypes = [
  'login',
  'product_created',
  'creator_created',
  'customer_created',
  'order_created',
  'expense_created',
  'royalty_created',
  'royalty_payment_created',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** One thing a user did, newest first on the staff dashboard; keyed by the event's position. */
export const userActivityTable = defineTable('user_activity', {
  id: column.text(),
  user_id: column.optional.text(),
  /** Null for a login (a user signs in, then picks a publisher). */
  publisher_id: column.optional.text(),
  action_type: column.text<ActivityType>(),
  action_details: column.text(),
  ip_address: column.optional.text(),
  user_agent: column.optional.text(),
  /** Staff signed in as the user when it happened (an impersonated session). */
  impersonator_id: column.optional.text(),
  created_at: column.timestamptz(),
});
export type UserActivityRow = RowOf<typeof userActivityTable>;

/** Each publisher's latest activity: the dashboard's recent publisher activity and the stats dialog. */
export const publisherActivityTable = defineTable('publisher_activity', {
  publisher_id: column.text(),
  last_activity_at: column.timestamptz(),
  last_activity_type: column.text<ActivityType>(),
  last_user_id: column.optional.text(),
});
export type PublisherActivityRow = RowOf<typeof publisherActivityTable>;

/** Plan changes (the billing port's, or staff's): the dashboard's recent subscriptions. */
export const planChangesTable = defineTable('plan_changes', {
  id: column.text(),
  publisher_id: column.text(),
  plan: column.text(),
  max_products: column.optional.integer(),
  changed_at: column.timestamptz(),
});
export type PlanChangeRow = RowOf<typeof planChangesTable>;
