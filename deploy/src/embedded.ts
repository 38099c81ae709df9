import { createInProcessCommandBus } from '@colophon/command';
import { allProjections, startProjector } from '@colophon/projector';

import { connectInfrastructure, logger, startMailSenderFor } from './config.ts';
import { createHttpApp, listen, mountCommandService, mountHealth, mountQueryService, mountWebApp } from './http.ts';

export interface EmbeddedOptions {
  port?: number;
  /** PGlite data folder; null keeps everything in memory (tests). */
  dataDir?: string | null;
  /** Overrides for a real Postgres or NATS (the API tests run this path on both). */
  databaseUrl?: string;
  natsUrl?: string;
  /** Mail through this SMTP server instead of the local transport (tests use a real one on loopback). */
  smtpUrl?: string;
  pollIntervalMs?: number;
}

/**
 * The default mode: command, projector, query and the built web app in one process on one port,
 * with PGlite in a data folder and the in-process bus. Nothing to install beyond npm install.
 */
export async function startEmbedded(options: EmbeddedOptions = {}) {
  const infrastructure = await connectInfrastructure({
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir === undefined ? './data' : options.dataDir,
    NATS_URL: options.natsUrl,
  });
  const projector = startProjector({
    ...infrastructure,
    projections: allProjections,
    logger,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
  });
  const mailSender = startMailSenderFor(infrastructure, {
    smtpUrl: options.smtpUrl ?? process.env.SMTP_URL,
    pollIntervalMs: options.pollIntervalMs,
  });
  const commandBus = createInProcessCommandBus({ ...infrastructure, logger });
  const app = createHttpApp();
  const commandService = mountCommandService(app, infrastructure, commandBus);
  const queryService = mountQueryService(app, infrastructure, commandBus, 'embedded');
  mountHealth(app, infrastructure);
  mountWebApp(app);
  const { server, url } = await listen(app, options.port ?? 3000);
  return {
    url,
    app,
    infrastructure,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([commandService.close(), projector.stop(), mailSender.stop(), queryService.close()]);
      await infrastructure.close();
    },
  };
}
