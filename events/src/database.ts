import { createHash, randomUUID } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexPackage, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';

import { isStaleStatement, runOnPglite } from './pgliteStatements.ts';

const { knex } = knexPackage;

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string | null };

/**
 * The planner settings of every session, on a Postgres server and in PGlite:
 * - no JIT compilation: every statement here reads or writes a page's worth of rows, and a plan
 *   whose estimate passes jit_above_cost (a filtered list's count) spent 15-60 ms compiling for a
 *   few ms of work;
 * - a random page read costed as 1.1 sequential ones (4 by default, for spinning disks): the read
 *   models are read from memory or an SSD. At 4, a search that matches many orders of every
 *   publisher ("PO-" within a year, size L) was costed within 0.4 % whether it read its matches
 *   across the whole table (34 ms) or only the publisher's year of them (9-13 ms), so ANALYZE's
 *   sample chose; at 1.1 the second costs half as much, and a rebuild took 106-107 s instead of
 *   124-138. In PGlite, the rows beside a page are then read by key rather than by a bitmap scan
 *   that asks its table's size on every row, and the royalties' pages keep their generic plans;
 *   its rebuild ran at the same share of COPY (bench/NOTES.md, "PGlite's random pages costed as
 *   the server's");
 * - no parallel workers: a worker takes 15-20 ms to start, more than a page's statement takes
 *   (the expenses' count for "an" at L: 4 ms of work, 23 ms with a worker), and on a server
 *   answering many pages at once the cores are busy with other requests already. PGlite has none.
 */
const plannerSettings = ['jit=off', 'random_page_cost=1.1', 'max_parallel_workers_per_gather=0'];
export const serverSessionOptions = plannerSettings.map((setting) => `-c ${setting}`).join(' ');

/**
 * One knex instance over a real Postgres (pg pool) or embedded PGlite (a data folder, or memory
 * when dataDir is null). Everything above it runs the same SQL on both. The pool's size leaves
 * room beyond the projector's needs: it holds one connection per active projection (its advisory
 * lock), so a pool no larger than the number of projections would leave none for their batches.
 */
export function createDatabase(config: DatabaseConfig, poolSize = 30): Knex {
  if ('databaseUrl' in config) {
    return preparingMarkedStatements(
      knex({
        client: 'pg',
        connection: { connectionString: config.databaseUrl, options: serverSessionOptions },
        pool: { min: 0, max: poolSize },
      }),
    );
  }
  const pglite = new PGlite({
    dataDir: config.dataDir ?? undefined,
    // pg_trgm, as on the server: the lists' contains-searches read its trigram indexes.
    extensions: { pg_trgm },
    // Every page PGlite writes goes through its JavaScript file system on the app's one thread, so
    // it writes less (an import of 100 000 products and 100 000 order lines wrote 1.5 GB of WAL):
    // - new WAL files are not filled with zeros first (zeros only have the file system reserve the
    //   space; 0.4 s of CPU per 130 MB);
    // - no full page images in the WAL: they guard against a page torn by a crash of the machine,
    //   which PGlite's fsync=off (its default) already leaves unguarded; a crash of the process alone
    //   tears no page, every write being one system call;
    // - minimal WAL: nothing replicates from PGlite, so an index built, or a table emptied and
    //   filled again in one transaction, is written to its files without passing through the WAL
    //   too (a rebuild of L: 2.0 GB of WAL instead of 3.0);
    // - in a data folder, 512 MB of shared buffers (128 by default): an import's tables outgrow 128,
    //   and each page evicted was written out and read back through that file system (100 000 order
    //   lines: 68-72 s with 128 MB, 50-55 s with 512). PGlite touches all of it at start (the
    //   process takes 440 MB more), so a database in memory (tests, tools) keeps the default.
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', 'wal_init_zero=off', '-c', 'full_page_writes=off', '-c', 'wal_buffers=16MB'],
      ...['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
      ...plannerSettings.flatMap((setting) => ['-c', setting]),
      ...(config.dataDir ? ['-c', 'shared_buffers=512MB'] : []),
    ],
  });
  const db = knex({ client: PgliteReadDirectly, dialect: 'postgres', connection: { pglite } as never });
  // In memory, the database lives as long as a test or a tool; on a data folder, as long as the app.
  return config.dataDir ? checkpointingAsWalGrows(db) : db;
}

/**
 * The WAL written since the last checkpoint after which PGlite checkpoints (max_wal_size's default
 * on a server). PGlite runs Postgres as a single-user backend, and only a server's backends ask for
 * a checkpoint when the WAL grows: PGlite checkpoints when it closes, so every WAL file since the
 * app started stayed in its data folder (490 MB written at a max_wal_size of 32 MB moved no
 * checkpoint; a rebuild of L writes 2.0 GB, an import of 100 000 rows 1.5 GB), and a crash would
 * have replayed all of it.
 */
const walBetweenCheckpoints = 1024 ** 3;
const walCheckEveryMs = 30_000;

/** Checkpoints once the WAL since the last checkpoint passes `maxWalBytes`; whether it did. */
export async function checkpointIfWalGrew(db: Knex, maxWalBytes = walBetweenCheckpoints): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { bytes: number }[] }>(
    'select (pg_current_wal_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()',
  );
  if (rows[0]!.bytes < maxWalBytes) return false;
  await db.raw('checkpoint');
  return true;
}

/** Checks the WAL every 30 s through knex, so the check waits for the transaction in course. */
function checkpointingAsWalGrows(db: Knex): Knex {
  // A failed check (the database closing) is tried again at the next tick.
  const timer = setInterval(() => void checkpointIfWalGrew(db).catch(() => undefined), walCheckEveryMs);
  timer.unref();
  // knex's own destroy is read-only; it ends by destroying its client.
  const client = db.client as { destroy(...args: unknown[]): unknown };
  const destroy = client.destroy.bind(client);
  client.destroy = (...args) => {
    clearInterval(timer);
    return destroy(...args);
  };
  return db;
}

/**
 * Marks a statement whose plan does not depend on its values (no search pattern, no date range):
 * `builder.options(preparedStatement)`. Each Postgres connection, and each PGlite instance, then
 * parses it once and keeps its plan (a named statement, named by its text).
 */
export const preparedStatement = { preparedStatement: true } as const;

/** Names already hashed: a marked statement's text is one of the code's fixed shapes, so there are few. */
const statementNames = new Map<string, string>();

/** A prepared statement's name: its text's, so the same text is the same statement on every connection. */
export function preparedStatementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
    statementNames.set(sql, name);
  }
  return name;
}

interface KnexStatement {
  sql: string;
  bindings?: readonly unknown[];
  options?: Record<string, unknown>;
}

/** pg's client, as knex hands it over: it remembers which named statements its connection has parsed. */
interface PgClient {
  connection: { parsedStatements: Record<string, string> };
}

/** Runs statements marked `preparedStatement` as named ones; a statement a migration made stale is parsed again once. */
function preparingMarkedStatements(db: Knex): Knex {
  const client = db.client as { _query(connection: PgClient, statement: KnexStatement): Promise<unknown> };
  const run = client._query.bind(client);
  client._query = async (connection, statement) => {
    if (!statement.options?.preparedStatement) return run(connection, statement);
    const { preparedStatement: _marked, ...options } = statement.options;
    const name = preparedStatementName(statement.sql);
    const named = { ...statement, options: { ...options, name } };
    try {
      return await run(connection, named);
    } catch (error) {
      if (!isStaleStatement(error)) throw error;
      await run(connection, { sql: `deallocate "${name}"` });
      delete connection.connection.parsedStatements[name];
      return run(connection, named);
    }
  };
  return db;
}

/**
 * knex-pglite's client, its statements run through `runOnPglite`, which reads PGlite's replies
 * itself; marked ones as named statements. A method of the class, not of the instance: knex makes
 * each transaction's client from the class, so a rebuild's writes, all in transactions, went
 * through PGlite's own `query` ("PGlite's values encoded natively", in bench/NOTES.md). In a
 * transaction a marked statement runs unnamed, as before: there, a kept statement a migration
 * made stale could not be parsed again, its error having ended the transaction.
 */
class PgliteReadDirectly extends ClientPgLite {
  declare transacting?: boolean;

  async _query(connection: PGlite, statement: KnexStatement) {
    if (!statement.sql) throw new Error('The query is empty');
    const named = statement.options?.preparedStatement && !this.transacting;
    const name = named ? preparedStatementName(statement.sql) : undefined;
    return Object.assign(statement, {
      response: await runOnPglite(connection, statement.sql, statement.bindings ?? [], name),
    });
  }
}

export const isEmbedded = (db: Knex): boolean =>
  db.client.config.dialect === 'postgres' && db.client.config.client !== 'pg';

/** A throwaway database on a real server (tests, benchmarks), so runs never see each other's data. */
export async function createScratchDatabase(serverUrl: string, prefix = 'colophon_test') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = knex({ client: 'pg', connection: serverUrl });
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
