import { createInProcessCommandBus } from '@colophon/command';

import { connectInfrastructure, logger } from './config.ts';
import { createHttpApp, listen, mountCommandService } from './http.ts';
import { requireDistributedEnvironment, stopOnSignals } from './process.ts';

/** The command service alone: REST auth and account calls, and commands sent by query services. */
requireDistributedEnvironment();
const infrastructure = await connectInfrastructure();
const app = createHttpApp();
const commandService = mountCommandService(
  app,
  infrastructure,
  createInProcessCommandBus({ ...infrastructure, logger }),
);
const { server, url } = await listen(app, Number(process.env.PORT ?? 3001));
logger.info(`command service listening at ${url}`);
stopOnSignals(async () => {
  server.close();
  await commandService.close();
  await infrastructure.close();
});
