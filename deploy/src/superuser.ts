import { makeSuperuser } from '@colophon/command';

import { connectInfrastructure, logger } from './config.ts';

/** `npm run superuser -- <email>`: makes that user platform staff (an event on the user's stream). */
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run superuser -- <email>');
  process.exit(2);
}
const infrastructure = await connectInfrastructure();
try {
  const { userId } = await makeSuperuser(infrastructure.store, email);
  logger.info({ userId }, `${email} is now a superuser`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await infrastructure.close();
}
