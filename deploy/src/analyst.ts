import { join } from 'node:path';

import { createAnalystRole } from '@colophon/projector';

import { serveAnalystSnapshot } from './analystSnapshot.ts';
import { connectInfrastructure, logger } from './config.ts';

const [publisherId, roleName, portText] = process.argv.slice(2);

/**
 * Postgres: `npm run analyst -- <publisherId> <roleName>` with ANALYST_PASSWORD set: a login that
 * reads that publisher's read models and nothing else (row-level security; see docs/read-models.md).
 */
async function createLogin(password: string) {
  const infrastructure = await connectInfrastructure();
  try {
    await createAnalystRole(infrastructure.db, { roleName: roleName!, password, publisherId: publisherId! });
    logger.info({ roleName, publisherId }, 'analyst role ready');
  } finally {
    await infrastructure.close();
  }
}

/**
 * Embedded (no DATABASE_URL): `npm run analyst -- <publisherId> <roleName> [port]` with the app
 * stopped: serves a snapshot of DATA_DIR holding that publisher's read models alone, as that role,
 * on 127.0.0.1 (port 5433 by default) until stopped.
 */
async function serveSnapshot() {
  const server = await serveAnalystSnapshot({
    dataDir: join(process.env.DATA_DIR ?? './data', 'pglite'),
    publisherId: publisherId!,
    roleName: roleName!,
    port: Number(portText ?? 5433),
  });
  logger.info(
    { url: `postgres://${roleName}@127.0.0.1:${server.port}/postgres?sslmode=disable` },
    'analyst snapshot served: stop with Ctrl-C',
  );
  process.once('SIGINT', () => void server.close());
  process.once('SIGTERM', () => void server.close());
}

const password = process.env.ANALYST_PASSWORD ?? '';
if (!publisherId || !roleName || (process.env.DATABASE_URL && !password)) {
  console.error(
    'Usage: DATABASE_URL=… ANALYST_PASSWORD=… npm run analyst -- <publisherId> <roleName>\n' +
      '   or, embedded (app stopped): DATA_DIR=… npm run analyst -- <publisherId> <roleName> [port]',
  );
  process.exit(2);
}
try {
  await (process.env.DATABASE_URL ? createLogin(password) : serveSnapshot());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
