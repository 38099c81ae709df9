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

/** A file of the storage port (a path under the files folder) sent along, e.g. a statement's PDF. */
export const mailAttachmentSchema = z.object({
  filename: boundedText(200),
  contentType: boundedText(100),
  filePath: boundedText(1000),
});

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
