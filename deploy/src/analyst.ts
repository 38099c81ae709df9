import { createAnalystRole } from '@colophon/projector';

import { connectInfrastructure, logger } from './config.ts';

/**
 * `npm run analyst -- <publisherId> <roleName>` with ANALYST_PASSWORD set: a Postgres login that
 * reads that publisher's read models and nothing else (row-level security; see docs/read-models.md).
 * Needs the distributed mode's DATABASE_URL: embedded PGlite has no logins of its own.
 */
const [publisherId, roleName] = process.argv.slice(2);
const password = process.env.ANALYST_PASSWORD ?? '';
if (!publisherId || !roleName || !password || !process.env.DATABASE_URL) {
  console.error('Usage: DATABASE_URL=… ANALYST_PASSWORD=… npm run analyst -- <publisherId> <roleName>');
  process.exit(2);
}
const infrastructure = await connectInfrastructure();
try {
  await createAnalystRole(infrastructure.db, { roleName, password, publisherId });
  logger.info({ roleName, publisherId }, 'analyst role ready');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await infrastructure.close();
}
