import { randomUUID } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexPackage, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';

const { knex } = knexPackage;

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string | null };

/**
 * One knex instance over a real Postgres (pg pool) or embedded PGlite (a data folder, or memory
 * when dataDir is null). Everything above it runs the same SQL on both. The pool's size leaves
 * room beyond the projector's needs: it holds one connection per active projection (its advisory
 * lock), so a pool no larger than the number of projections would leave none for their batches.
 */
export function createDatabase(config: DatabaseConfig, poolSize = 30): Knex {
  if ('databaseUrl' in config) {
    // No JIT compilation: every statement here reads or writes a page's worth of rows, and a plan
    // whose estimate passes jit_above_cost (a filtered list's count) spent 15-60 ms compiling for
    // a few ms of work.
    return knex({
      client: 'pg',
      connection: { connectionString: config.databaseUrl, options: '-c jit=off' },
      pool: { min: 0, max: poolSize },
    });
  }
  // pg_trgm, as on the server: the lists' contains-searches read its trigram indexes.
  const pglite = new PGlite({ dataDir: config.dataDir ?? undefined, extensions: { pg_trgm } });
  return knex({ client: ClientPgLite, dialect: 'postgres', connection: { pglite } as never });
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
