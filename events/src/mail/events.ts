import { z } from 'zod';

import { boundedList, boundedText } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

/** What a mail is for: the outbox page and the staff area group by it. */
export const mailKinds = [
  'invitation',
  'passwordReset',
  'royaltyStatement',
  'contactPublisher',
  'helpRequest',
] as const;

/**
 * What a mail carries along: a file of the storage port (a path under the files folder), or a
 * document the sender renders from an immutable event, e.g. a sent royalty statement's PDF (made from
 * its `RoyaltyStatementSent` figures, so a resend or a rebuild never changes what was sent).
 */
export const mailAttachmentSchema = z.union([
  z.object({ filename: boundedText(200), contentType: boundedText(100), filePath: boundedText(1000) }),
  z.object({
    filename: boundedText(200),
    contentType: z.literal('application/pdf'),
    royaltyStatementId: z.string().max(100),
  }),
]);
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/**
 * The mail outbox: a command that must send mail appends `MailRequested` on the mail's own stream in
 * the same append as the fact it mails about, so a mail is never sent for something that did not
 * happen, nor lost when the sender crashes; the sender delivers each one with its `mailId` as
 * Message-ID, so a resend after a crash is recognisable as the same mail.
 */
export const mailEvents = {
  MailRequested: defineEvent(
    'MailRequested',
    z.object({
      mailId: z.string().max(100),
      /** The publisher it is sent for (its owner sees it on the sent-mail page); null for a user's own mail. */
      publisherId: z.string().max(100).nullable(),
      kind: z.enum(mailKinds),
      to: z.string().max(320),
      replyTo: z.string().max(320).nullable(),
      subject: boundedText(300),
      text: boundedText(100_000),
      attachments: boundedList(mailAttachmentSchema, 5),
    }),
  ),
};

export type MailEvent = EventsOf<typeof mailEvents>;
export type MailRequest = z.infer<(typeof mailEvents)['MailRequested']['schema']>;
export const mailStreamId = (mailId: string) => `mail-${mailId}`;
