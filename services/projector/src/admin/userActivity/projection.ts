import { formatCents } from '@colophon/domain';
import { type EventType, formatPosition } from '@colophon/events';

import { defineProjection, type ProjectedEvent, type ProjectionHandlers } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import type { ActivityType } from './rows.ts';

interface Activity {
  type: ActivityType;
  publisherId: string | null;
  details: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** One activity row for the event, and the publisher's latest activity moved to it. */
function record(rows: RowWrites, event: ProjectedEvent<EventType>, activity: Activity) {
  const { userId, impersonatorId, occurredAt } = event.metadata;
  rows.upsert('user_activity', {
    id: formatPosition(event.position),
    user_id: userId,
    publisher_id: activity.publisherId,
    action_type: activity.type,
    action_details: activity.details,
    ip_address: activity.ipAddress ?? null,
    user_agent: activity.userAgent ?? null,
    impersonator_id: impersonatorId ?? null,
    created_at: occurredAt,
  });
  if (activity.publisherId) {
    rows.upsert('publisher_activity', {
      publisher_id: activity.publisherId,
      last_activity_at: occurredAt,
      last_activity_type: activity.type,
      last_user_id: userId,
    });
  }
}

const handlers: ProjectionHandlers = {
  UserLoggedIn: (rows, event) =>
    record(rows, event, {
      type: 'login',
      publisherId: null,
      details: 'Logged in',
      ipAddress: event.data.ipAddress,
      userAgent: event.data.userAgent,
    }),
  ProductCreated: (rows, event) =>
    record(rows, event, {
      type: 'product_created',
      publisherId: event.data.publisherId,
      details: `${event.data.formatCode} format, ISBN ${event.data.isbn || 'none'}`,
    }),
  CreatorCreated: (rows, event) =>
    record(rows, event, {
      type: 'creator_created',
      publisherId: event.data.publisherId,
      details: event.data.displayName,
    }),
  CustomerCreated: (rows, event) =>
    record(rows, event, {
      type: 'customer_created',
      publisherId: event.data.publisherId,
      details: event.data.company || `${event.data.firstName} ${event.data.lastName}`.trim(),
    }),
  OrderCreated: (rows, event) =>
    record(rows, event, {
      type: 'order_created',
      publisherId: event.data.publisherId,
      details: `${event.data.lines.length} line(s)${event.data.poNumber ? `, PO ${event.data.poNumber}` : ''}`,
    }),
  ExpenseCreated: (rows, event) =>
    record(rows, event, {
      type: 'expense_created',
      publisherId: event.data.publisherId,
      details: `${formatCents(event.data.amountCents)} on ${event.data.expenseDate}`,
    }),
  RoyaltyCreated: (rows, event) =>
    record(rows, event, {
      type: 'royalty_created',
      publisherId: event.data.publisherId,
      details: `${event.data.tiers.length} tier(s)${event.data.regionId ? '' : ', Rest of World'}`,
    }),
  RoyaltyPaymentRecorded: (rows, event) =>
    record(rows, event, {
      type: 'royalty_payment_created',
      publisherId: event.data.publisherId,
      details: `${formatCents(event.data.amountCents)} sent ${event.data.sentDate}`,
    }),
  PublisherPlanChanged: (rows, event) =>
    rows.upsert('plan_changes', {
      id: formatPosition(event.position),
      publisher_id: event.data.publisherId,
      plan: event.data.plan,
      max_products: event.data.maxProducts,
      changed_at: event.metadata.occurredAt,
    }),
};

/** What users did, for platform staff: a read model over the events, with who and when. */
export const userActivityProjection = defineProjection({
  name: 'userActivity',
  // Staff figures: a row it cannot write is parked, never holding up anything else.
  onFailure: 'park',
  tables: ['user_activity', 'publisher_activity', 'plan_changes'],
  keys: { publisher_activity: ['publisher_id'] },
  handlers,
});
