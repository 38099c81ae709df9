import { createHttpCommandBus, createInProcessCommandBus } from '@colophon/command';
import { startEmbedded } from '@colophon/deploy/embedded';
import { connectInfrastructure, logger } from '@colophon/deploy/config';
import { createHttpApp, listen, mountCommandService, mountQueryService } from '@colophon/deploy/http';
import { allProjections, startProjector } from '@colophon/projector';
import { createScratchDatabase } from '@colophon/events';

export interface Stack {
  /** Where REST auth calls go (the command service). */
  commandUrl: string;
  /** Where GraphQL goes (the query service). */
  queryUrl: string;
  close(): Promise<void>;
}

const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;

export const modes = [
  { name: 'embedded (PGlite, in-process bus)', available: true, start: startEmbeddedStack },
  { name: 'distributed (Postgres, NATS, separate services)', available: Boolean(databaseUrl && natsUrl), start: startDistributedStack },
] as const;

async function startEmbeddedStack(): Promise<Stack> {
  const app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 200 });
  return { commandUrl: app.url, queryUrl: app.url, close: app.close };
}

export { createScratchDatabase };

async function startDistributedStack(): Promise<Stack> {
  const database = await createScratchDatabase(databaseUrl!);
  const env = { DATABASE_URL: database.url, NATS_URL: natsUrl };
  const commandSide = await connectInfrastructure(env);
  const commandApp = createHttpApp();
  mountCommandService(commandApp, commandSide, createInProcessCommandBus({ ...commandSide, logger }));
  const command = await listen(commandApp, 0);

  const projectorSide = await connectInfrastructure(env);
  const projector = startProjector({ ...projectorSide, projections: allProjections, logger, pollIntervalMs: 200 });

  const querySide = await connectInfrastructure(env);
  const queryApp = createHttpApp();
  mountQueryService(queryApp, querySide, createHttpCommandBus(command.url));
  const query = await listen(queryApp, 0);

  return {
    commandUrl: command.url,
    queryUrl: query.url,
    async close() {
      for (const server of [command.server, query.server]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await projector.stop();
      await Promise.all([commandSide.close(), projectorSide.close(), querySide.close()]);
      await database.drop();
    },
  };
}
