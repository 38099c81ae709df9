import {
  type Bus,
  createDatabase,
  createInProcessBus,
  createPostgresEventStore,
  type EventStore,
  migrateEventStore,
  schemaVersionOf,
} from '@colophon/events';
import { createNatsBus } from '@colophon/events/bus/nats';
import { migrateReadModels } from '@colophon/projector';
import type { Knex } from 'knex';
import { pino, type Logger } from 'pino';

export const logger: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

export interface Infrastructure {
  db: Knex;
  store: EventStore;
  bus: Bus;
  close(): Promise<void>;
}

/**
 * The parts every process needs, from the environment: DATABASE_URL selects a real Postgres
 * (else PGlite in DATA_DIR, default ./data), NATS_URL selects NATS (else the in-process bus).
 * Migrations run on start; they are idempotent.
 */
export async function connectInfrastructure(
  env: { DATABASE_URL?: string; DATA_DIR?: string | null; NATS_URL?: string } = process.env,
): Promise<Infrastructure> {
  const db = env.DATABASE_URL
    ? createDatabase({ databaseUrl: env.DATABASE_URL })
    : createDatabase({ dataDir: env.DATA_DIR === null ? null : (env.DATA_DIR ?? './data') });
  await migrateEventStore(db);
  await migrateReadModels(db);
  const store = createPostgresEventStore(db, schemaVersionOf);
  const bus = env.NATS_URL ? await createNatsBus(env.NATS_URL) : createInProcessBus();
  return {
    db,
    store,
    bus,
    async close() {
      await bus.close();
      await store.close();
      await db.destroy();
    },
  };
}
