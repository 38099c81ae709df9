import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  announcingAppends,
  type Bus,
  createDatabase,
  createInProcessBus,
  createPostgresEventStore,
  type EventStore,
  migrateEventStore,
  schemaVersionOf,
} from '@colophon/events';
import { createNatsBus } from '@colophon/events/bus/nats';
import { mailTransportOf, migrateReadModels, startMailSender } from '@colophon/projector';
import type { Knex } from 'knex';
import { type Logger, pino } from 'pino';

/**
 * Lines are gathered up to 4 KiB (about 20 request lines) and written together, or after at most a
 * second; pino writes what is left when the process exits. A write of its own for each request's
 * line took about 0.2 ms of the request's CPU (a profile of the lists bench).
 */
export const logger: Logger = pino(
  { level: process.env.LOG_LEVEL ?? 'info' },
  pino.destination({ minLength: 4096, periodicFlush: 1000 }),
);

export interface Infrastructure {
  db: Knex;
  /** The local folder of the image storage port. */
  filesDir: string;
  /** Where the local mail transport keeps sent mail (.eml); null keeps it in memory. Unused with SMTP_URL. */
  mailDir: string | null;
  store: EventStore;
  bus: Bus;
  close(): Promise<void>;
}

/**
 * The parts every process needs, from the environment: DATABASE_URL selects a real Postgres
 * (else PGlite in DATA_DIR, default ./data), NATS_URL selects NATS (else the in-process bus), and
 * images go to FILES_DIR (default DATA_DIR/files; a temporary folder when everything is in memory).
 * Migrations run on start; they are idempotent.
 */
export async function connectInfrastructure(
  env: { DATABASE_URL?: string; DATA_DIR?: string | null; NATS_URL?: string; FILES_DIR?: string } = process.env,
): Promise<Infrastructure> {
  const dataDir = env.DATA_DIR === null ? null : (env.DATA_DIR ?? './data');
  // PGlite creates its own folder but not the ones above it.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const filesDir =
    env.FILES_DIR ?? (dataDir ? join(dataDir, 'files') : await mkdtemp(join(tmpdir(), 'colophon-files-')));
  const db = env.DATABASE_URL
    ? createDatabase({ databaseUrl: env.DATABASE_URL })
    : createDatabase({ dataDir: dataDir && join(dataDir, 'pglite') });
  await migrateEventStore(db);
  await migrateReadModels(db);
  const bus = env.NATS_URL ? await createNatsBus(env.NATS_URL) : createInProcessBus();
  const store = announcingAppends(createPostgresEventStore(db, schemaVersionOf), bus);
  return {
    db,
    filesDir,
    mailDir: dataDir ? join(dataDir, 'mail') : null,
    store,
    bus,
    async close() {
      await bus.close();
      await store.close();
      await db.destroy();
    },
  };
}

/** The mail outbox's sender: through SMTP_URL when set, else the local transport (files in the data folder). */
export const startMailSenderFor = (
  infrastructure: Pick<Infrastructure, 'db' | 'filesDir' | 'mailDir' | 'store'>,
  options: { smtpUrl?: string; pollIntervalMs?: number } = { smtpUrl: process.env.SMTP_URL },
) =>
  startMailSender({
    db: infrastructure.db,
    filesDir: infrastructure.filesDir,
    store: infrastructure.store,
    transport: mailTransportOf({ smtpUrl: options.smtpUrl, mailDir: infrastructure.mailDir }),
    from: process.env.MAIL_FROM,
    logger,
    pollIntervalMs: options.pollIntervalMs,
  });
