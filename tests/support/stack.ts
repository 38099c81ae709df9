import { createHttpCommandBus, createInProcessCommandBus, makeSuperuser } from '@colophon/command';
import { connectInfrastructure, type Infrastructure, logger, startMailSenderFor } from '@colophon/deploy/config';
import { startEmbedded } from '@colophon/deploy/embedded';
import { createHttpApp, listen, mountCommandService, mountHealth, mountQueryService } from '@colophon/deploy/http';
import { createScratchDatabase, type StoredEvent, waitForReadModels } from '@colophon/events';
import { allProjections, startProjector } from '@colophon/projector';

export interface Stack {
  /** Where REST auth calls go (the command service). */
  commandUrl: string;
  /** Where GraphQL goes (the query service). */
  queryUrl: string;
  /** What `npm run superuser -- <email>` does, for tests of staff-only operations. */
  makeSuperuser(email: string): Promise<void>;
  /** One stream's events as stored (data and metadata), for tests of what the log records. */
  readStream(streamId: string): Promise<StoredEvent[]>;
  close(): Promise<void>;
}

const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;

export const modes = [
  { name: 'embedded (PGlite, in-process bus)', available: true, start: startEmbeddedStack },
  {
    name: 'distributed (Postgres, NATS, separate services)',
    available: Boolean(databaseUrl && natsUrl),
    start: startDistributedStack,
  },
] as const;

/** Mail goes to this SMTP server (a test's sink) when given, else it stays in the outbox table. */
export interface StackOptions {
  smtpUrl?: string;
}

async function startEmbeddedStack(options: StackOptions = {}): Promise<Stack> {
  const app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 200, smtpUrl: options.smtpUrl });
  return {
    commandUrl: app.url,
    queryUrl: app.url,
    makeSuperuser: (email) => superuserOf(app.infrastructure, email),
    readStream: (streamId) => app.infrastructure.store.readStream(streamId),
    close: app.close,
  };
}

export { createScratchDatabase };

/** Makes the user a superuser and waits until sign-ins read it. */
async function superuserOf(infrastructure: Pick<Infrastructure, 'store' | 'db'>, email: string): Promise<void> {
  const { position } = await makeSuperuser(infrastructure.store, email);
  if (position) await waitForReadModels(infrastructure.db, position, 10_000);
}

async function startDistributedStack(options: StackOptions = {}): Promise<Stack> {
  const database = await createScratchDatabase(databaseUrl!);
  const env = { DATABASE_URL: database.url, NATS_URL: natsUrl };
  const commandSide = await connectInfrastructure(env);
  const commandApp = createHttpApp();
  const commandService = mountCommandService(
    commandApp,
    commandSide,
    createInProcessCommandBus({ ...commandSide, logger }),
  );
  const command = await listen(commandApp, 0);

  // No data folder: the local mail transport keeps mail in memory rather than in the checkout's ./data.
  const projectorSide = await connectInfrastructure({ ...env, DATA_DIR: null });
  const projector = startProjector({ ...projectorSide, projections: allProjections, logger, pollIntervalMs: 200 });
  const mailSender = startMailSenderFor(projectorSide, { smtpUrl: options.smtpUrl, pollIntervalMs: 200 });

  const querySide = await connectInfrastructure(env);
  const queryApp = createHttpApp();
  const queryService = mountQueryService(queryApp, querySide, createHttpCommandBus(command.url));
  mountHealth(queryApp, querySide);
  const query = await listen(queryApp, 0);

  return {
    commandUrl: command.url,
    queryUrl: query.url,
    makeSuperuser: (email) => superuserOf(commandSide, email),
    readStream: (streamId) => commandSide.store.readStream(streamId),
    async close() {
      for (const server of [command.server, query.server]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await Promise.all([commandService.close(), projector.stop(), mailSender.stop(), queryService.close()]);
      await Promise.all([commandSide.close(), projectorSide.close(), querySide.close()]);
      await database.drop();
    },
  };
}
