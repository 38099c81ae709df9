import {
  announcingAppends,
  type Bus,
  createDatabase,
  createInProcessBus,
  createPostgresEventStore,
  createScratchDatabase,
  type EventStore,
  migrateEventStore,
  schemaVersionOf,
} from '@colophon/events';
import { migrateReadModels } from '@colophon/projector';
import type { Knex } from 'knex';

export type EngineName = 'pglite' | 'postgres';

/** One engine's fresh, migrated database with the event store and bus on it, for one run. */
export interface Engine {
  name: EngineName;
  db: Knex;
  store: EventStore;
  bus: Bus;
  /** The scratch database's URL on a real Postgres; null on PGlite. */
  databaseUrl: string | null;
  serverVersion: string;
  close(): Promise<void>;
}

/**
 * `existingUrl`: a Postgres database to use as it is and keep afterwards (a report bench run
 * iterating on one generated log), instead of a scratch database dropped on close.
 */
export async function openEngine(name: EngineName, serverUrl?: string, existingUrl?: string): Promise<Engine> {
  const scratch =
    name === 'postgres' && !existingUrl ? await createScratchDatabase(serverUrl!, 'colophon_bench') : null;
  const url = existingUrl ?? scratch?.url;
  const db = url ? createDatabase({ databaseUrl: url }, 20) : createDatabase({ dataDir: null });
  await migrateEventStore(db);
  await migrateReadModels(db);
  const bus = createInProcessBus();
  const store = announcingAppends(createPostgresEventStore(db, schemaVersionOf), bus);
  const version = await db.raw<{ rows: { server_version: string }[] }>('show server_version');
  return {
    name,
    db,
    store,
    bus,
    databaseUrl: url ?? null,
    serverVersion: version.rows[0]!.server_version,
    async close() {
      await bus.close();
      await db.destroy();
      await scratch?.drop();
    },
  };
}
