import { defineProjection } from '../../runtime/projection.ts';

/** Every mail a command asked for; the sender delivers what `mail_deliveries` has not marked sent. */
export const mailOutboxProjection = defineProjection({
  name: 'mailOutbox',
  onFailure: 'park',
  tables: ['mail_outbox'],
  handlers: {
    MailRequested: (rows, event) => {
      const { mailId, publisherId, kind, to, replyTo, subject, text, attachments } = event.data;
      rows.upsert('mail_outbox', {
        id: mailId,
        publisher_id: publisherId,
        kind,
        to_address: to,
        reply_to: replyTo,
        subject,
        body_text: text,
        attachments,
        requested_at: event.metadata.occurredAt,
      });
    },
  },
});
