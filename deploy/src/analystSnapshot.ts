import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createDatabase } from '@colophon/events';
import { analystTables, createAnalystRole } from '@colophon/projector';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The table that maps analyst roles to their publisher (kept in the snapshot). */
const mappingTable = 'analyst_publishers';

/**
 * Leaves in a snapshot only what one publisher's analyst may read: that publisher's rows of the
 * analysts' tables; every other table (the event log, sign-ins, mail, contact details, the
 * reporting projections' copies) emptied. PGlite runs every session as its superuser, so a client
 * that sets its role back can read anything in the snapshot: nothing else is left in it.
 */
async function keepOnlyPublisher(db: ReturnType<typeof createDatabase>, publisherId: string) {
  const { rows: quoted } = await db.raw('select quote_literal(?::text) as publisher', [publisherId]);
  const kept = analystTables(quoted[0].publisher);
  const { rows } = await db.raw(`select tablename from pg_tables where schemaname = 'public'`);
  const others = (rows as { tablename: string }[])
    .map((row) => row.tablename)
    .filter((table) => table !== mappingTable && !kept.some((keptTable) => keptTable.table === table));
  await db.transaction(async (tx) => {
    if (others.length > 0) await tx.raw(`truncate ${others.map(() => '??').join(', ')}`, others);
    for (const { table, using } of kept) await tx.raw(`delete from ?? where not (${using})`, [table]);
  });
}

export interface AnalystServer {
  port: number;
  /** Stops serving and deletes the snapshot (once, however often it is called). */
  close(): Promise<void>;
}

/**
 * Serves one publisher's analyst a snapshot of the embedded database over the Postgres wire
 * protocol (`@electric-sql/pglite-socket`): the data folder is copied to a temporary folder (the
 * app must be stopped: PGlite opens a folder in one process at a time; `close` deletes the copy),
 * the copy keeps that
 * publisher's read models alone, gets the analyst role (row-level security, SELECT only, as on
 * Postgres) and is served with every session running as that role. The app's own data is never
 * opened by the server, so nothing a client does reaches it.
 */
export async function serveAnalystSnapshot(options: {
  dataDir: string;
  publisherId: string;
  roleName: string;
  host?: string;
  port: number;
}): Promise<AnalystServer> {
  const snapshotDir = await mkdtemp(join(tmpdir(), 'colophon-analyst-'));
  await cp(options.dataDir, snapshotDir, { recursive: true });
  const owner = createDatabase({ dataDir: snapshotDir });
  try {
    await keepOnlyPublisher(owner, options.publisherId);
    await createAnalystRole(owner, { roleName: options.roleName, password: null, publisherId: options.publisherId });
  } finally {
    await owner.destroy();
  }
  const db = new PGlite({ dataDir: snapshotDir, username: options.roleName, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: options.host ?? '127.0.0.1', port: options.port });
  await server.start();
  let closed: Promise<void> | undefined;
  return {
    port: options.port,
    close: () =>
      (closed ??= (async () => {
        await server.stop();
        await db.close();
        await rm(snapshotDir, { recursive: true, force: true });
      })()),
  };
}
