import type { MailAttachment } from '@colophon/events';

import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const mailOutboxTable = defineTable('mail_outbox', {
  id: column.text(),
  publisher_id: column.optional.text(),
  kind: column.text(),
  to_address: column.text(),
  reply_to: column.optional.text(),
  subject: column.text(),
  body_text: column.text(),
  attachments: column.jsonb<MailAttachment[]>(),
  requested_at: column.timestamptz(),
});
export type MailOutboxRow = RowOf<typeof mailOutboxTable>;

/** Written by the sender (`mail/sender.ts`), not by the projection. */
export const mailDeliveriesTable = defineTable('mail_deliveries', {
  mail_id: column.text(),
  attempts: column.integer(),
  claimed_at: column.timestamptz(),
  sent_at: column.optional.timestamptz(),
  /** pending (claimed, being tried), sent, failed (gave up) or expired (too old to send). */
  outcome: column.text(),
  last_error: column.optional.text(),
});
export type MailDeliveryRow = RowOf<typeof mailDeliveriesTable>;
