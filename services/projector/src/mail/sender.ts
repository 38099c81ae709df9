import { resolve, sep } from 'node:path';

import type { EventStore, MailAttachment } from '@colophon/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

import { renderSentStatementPdf } from '../royalties/sentStatement.ts';
import type { MailOutboxRow } from './outbox/rows.ts';
import type { MailTransport } from './transport.ts';

/** Tries per mail before it is marked failed, with the wait before each retry growing. */
const maxAttempts = 6;
/** A claim older than this is taken over (its sender died mid-send). */
const claimTimeoutMs = 2 * 60_000;
/** Mail requested longer ago than this is never sent (a database restored from old events must not mail everyone). */
const maxAgeMs = 3 * 86_400_000;
const batchSize = 20;

export interface MailSenderOptions {
  db: Knex;
  transport: MailTransport;
  logger: Logger;
  /** The storage port's folder: file attachments are in it. */
  filesDir: string;
  /** Where rendered attachments come from: the immutable events they are made of. */
  store: Pick<EventStore, 'readStream'>;
  from?: string;
  pollIntervalMs?: number;
}

const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000);

/**
 * Delivers the outbox: each mail is claimed (one sender wins, even across processes), sent with its
 * id as Message-ID, then marked sent. A crash between sending and marking resends the same mail
 * after the claim times out: at least once, recognisably the same.
 */
export function startMailSender(options: MailSenderOptions) {
  const { db, transport, logger } = options;
  const from = options.from ?? 'Colophon <no-reply@colophon.local>';
  const log = logger.child({ component: 'mail-sender' });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  const attachmentPath = (filePath: string) => {
    const root = resolve(options.filesDir);
    const full = resolve(root, filePath);
    if (!full.startsWith(root + sep)) throw new Error(`attachment outside the files folder: ${filePath}`);
    return full;
  };

  const attachmentOf = async (attachment: MailAttachment) =>
    'filePath' in attachment
      ? {
          filename: attachment.filename,
          contentType: attachment.contentType,
          path: attachmentPath(attachment.filePath),
        }
      : {
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: await renderSentStatementPdf(options.store, attachment.royaltyStatementId),
        };

  async function claim(mail: MailOutboxRow): Promise<number | null> {
    const now = new Date();
    const claimed = await db.raw<{ rows: { attempts: number }[] }>(
      `insert into mail_deliveries (mail_id, attempts, claimed_at, outcome) values (?, 1, ?, 'pending')
       on conflict (mail_id) do update set attempts = mail_deliveries.attempts + 1, claimed_at = excluded.claimed_at
       where mail_deliveries.outcome = 'pending' and mail_deliveries.claimed_at < ?
       returning attempts`,
      [mail.id, now, new Date(now.getTime() - claimTimeoutMs)],
    );
    return claimed.rows[0]?.attempts ?? null;
  }

  async function deliver(mail: MailOutboxRow): Promise<boolean> {
    if (Date.now() - new Date(mail.requested_at).getTime() > maxAgeMs) {
      await db('mail_deliveries')
        .insert({ mail_id: mail.id, attempts: 0, claimed_at: new Date(), outcome: 'expired' })
        .onConflict('mail_id')
        .ignore();
      return false;
    }
    const attempts = await claim(mail);
    if (attempts === null) return false;
    try {
      await transport.send({
        messageId: `<${mail.id}@colophon.local>`,
        from,
        to: mail.to_address,
        replyTo: mail.reply_to,
        subject: mail.subject,
        text: mail.body_text,
        attachments: await Promise.all(mail.attachments.map(attachmentOf)),
      });
      await db('mail_deliveries')
        .where({ mail_id: mail.id })
        .update({ outcome: 'sent', sent_at: new Date(), last_error: null });
      log.info({ mailId: mail.id, kind: mail.kind, attempts }, 'mail sent');
      return true;
    } catch (error) {
      const gaveUp = attempts >= maxAttempts;
      // A failed try stays claimed until its retry is due: the claim timeout is the retry timer.
      const retryAt = new Date(Date.now() + retryDelayMs(attempts) - claimTimeoutMs);
      await db('mail_deliveries')
        .where({ mail_id: mail.id })
        .update({
          outcome: gaveUp ? 'failed' : 'pending',
          claimed_at: retryAt,
          last_error: String(error).slice(0, 1000),
        });
      log.warn({ mailId: mail.id, kind: mail.kind, attempts, gaveUp, err: error }, 'mail not sent');
      return false;
    }
  }

  /** Sends what is due now; resolves with the number sent. */
  async function sendDue(): Promise<number> {
    const due = await db('mail_outbox')
      .leftJoin('mail_deliveries', 'mail_deliveries.mail_id', 'mail_outbox.id')
      .where((query) =>
        query
          .whereNull('mail_deliveries.mail_id')
          .orWhere((pending) =>
            pending
              .where('mail_deliveries.outcome', 'pending')
              .andWhere('mail_deliveries.claimed_at', '<', new Date(Date.now() - claimTimeoutMs)),
          ),
      )
      .orderBy('mail_outbox.requested_at')
      .limit(batchSize)
      .select<MailOutboxRow[]>('mail_outbox.*');
    let sent = 0;
    for (const mail of due) if (await deliver(mail)) sent += 1;
    return sent;
  }

  const tick = () => {
    running = sendDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail sender pass failed');
        return 0;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollIntervalMs ?? 1000);
      });
  };
  tick();
  log.info({ transport: transport.description }, 'mail sender running');

  return {
    sendDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
