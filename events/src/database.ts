import { randomUUID } from 'node:crypto';

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
    return knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: poolSize } });
  }
  return knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: config.dataDir ? { filename: config.dataDir } : {},
  });
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
