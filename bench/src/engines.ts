import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
 * iterating on one generated log), instead of a scratch database dropped on close; `pgliteDir`
 * the same for PGlite: a data folder kept afterwards instead of a scratch folder.
 *
 * PGlite runs on a data folder, as the app's embedded mode does (deploy/src/config.ts), never in
 * memory: there every file is a typed array that grows by copying itself into a new one, and each
 * new array counts as the process's external memory, which keeps V8 collecting the whole heap: at
 * L, twice the rebuild's time and four times COPY's (bench/NOTES.md, "PGlite in memory, and on the
 * app's data folder").
 */
export async function openEngine(
  name: EngineName,
  serverUrl?: string,
  existingUrl?: string,
  pgliteDir?: string,
): Promise<Engine> {
  const scratch =
    name === 'postgres' && !existingUrl ? await createScratchDatabase(serverUrl!, 'colophon_bench') : null;
  const url = existingUrl ?? scratch?.url;
  const scratchFolder =
    name === 'pglite' && !pgliteDir ? await mkdtemp(join(tmpdir(), 'colophon-bench-pglite-')) : null;
  const db = url ? createDatabase({ databaseUrl: url }, 20) : createDatabase({ dataDir: pgliteDir ?? scratchFolder });
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
      if (scratchFolder) await rm(scratchFolder, { recursive: true, force: true });
    },
  };
}

/** The URL of database `name` on the DATABASE_URL server, made empty if it does not exist yet. */
export async function keptDatabase(name: string) {
  const server = new URL(process.env.DATABASE_URL!);
  const admin = createDatabase({ databaseUrl: server.toString() }, 1);
  try {
    const found = await admin('pg_database').where({ datname: name }).first('datname');
    if (!found) await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  server.pathname = `/${name}`;
  return server.toString();
}
