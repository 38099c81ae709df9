import { createHttpCommandBus } from '@colophon/command';

import { connectInfrastructure, logger } from './config.ts';
import { createHttpApp, listen, mountHealth, mountQueryService, mountWebApp } from './http.ts';
import { requireDistributedEnvironment, stopOnSignals } from './process.ts';

/**
 * A query service replica: GraphQL over the read models, mutations forwarded to the command
 * service (COMMAND_URL), and the built web app. Run as many as the load needs.
 */
requireDistributedEnvironment();
const commandUrl = process.env.COMMAND_URL ?? 'http://127.0.0.1:3001';
const infrastructure = await connectInfrastructure();
const app = createHttpApp();
const queryService = mountQueryService(app, infrastructure, createHttpCommandBus(commandUrl));
mountHealth(app, infrastructure);
mountWebApp(app);
const { server, url } = await listen(app, Number(process.env.PORT ?? 3002));
logger.info(`query service listening at ${url}, commands to ${commandUrl}`);
stopOnSignals(async () => {
  server.close();
  await queryService.close();
  await infrastructure.close();
});
