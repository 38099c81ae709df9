import type { AddressInfo } from 'node:net';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives: the tests read mail from it. */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** The first mail to `to` that matches, waiting for it to arrive (up to 20 s). */
  mailTo(to: string, matching?: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (mail: ParsedMail, to: string) =>
    [mail.to].flat().some((address) => address?.value.some((entry) => entry.address === to));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async mailTo(to, matching = () => true) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const mail = received.find((candidate) => addressedTo(candidate, to) && matching(candidate));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 20 s (${received.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with the path, e.g. '/accept_invite'. */
export const linkIn = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
};
