import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** A file (path) or rendered content. */
  attachments: ({ filename: string; contentType: string } & ({ path: string } | { content: Buffer }))[];
}

/** Where mail goes: an SMTP server, or (the embedded default) .eml files in the data folder. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
}

const toNodemailer = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  attachments: mail.attachments,
});

/** SMTP_URL, e.g. smtp://user:pass@mail.example.org:587. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    description: `smtp ${new URL(smtpUrl).host}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
  };
}

/**
 * No mail server needed: nodemailer builds the real message and it is kept as `<mail id>.eml` in
 * the folder (none: in memory only); the app lists sent mail to the publisher's owner.
 */
export function localTransport(mailDir: string | null): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: mailDir ? `files in ${mailDir}` : 'kept in memory',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      if (!mailDir) return;
      await mkdir(mailDir, { recursive: true });
      await writeFile(join(mailDir, `${mail.messageId.replace(/[<>@]/g, '_')}.eml`), info.message as Buffer);
    },
  };
}

export const mailTransportOf = (env: { smtpUrl?: string | undefined; mailDir: string | null }): MailTransport =>
  env.smtpUrl ? smtpTransport(env.smtpUrl) : localTransport(env.mailDir);
