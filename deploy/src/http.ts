import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import {
  type CommandBus,
  createCommandRouter,
  createFilesRouter,
  headers,
  newestWritesWaiter,
  requestLogging,
  resolveCaller,
  tokenFromHeader,
} from '@colophon/command';
import { projectionHealth } from '@colophon/projector';
import { createQueryServer } from '@colophon/query';
import express, { type Express } from 'express';
import type { Infrastructure } from './config.ts';
import { logger } from './config.ts';

const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The REST API of the command service, with image uploads through the storage port. */
export function mountCommandService(app: Express, infrastructure: Infrastructure, commandBus: CommandBus) {
  const { db, store, filesDir } = infrastructure;
  app.use(createCommandRouter({ store, db, commandBus }));
  app.use(
    createFilesRouter({
      filesDir,
      authenticate: async (request) => {
        const token = tokenFromHeader(request.header('authorization'));
        const resolution = await resolveCaller(db, token, request.header(headers.publisher) ?? null, newestWritesWaiter(db, store));
        return resolution.status === 'ok' ? resolution.caller : null;
      },
    }),
  );
}

/** The GraphQL API of the query service. */
export function mountQueryService(app: Express, infrastructure: Infrastructure, commandBus: CommandBus) {
  const yoga = createQueryServer({ db: infrastructure.db, store: infrastructure.store, commandBus, logger });
  app.use(yoga.graphqlEndpoint, yoga);
}

/**
 * For operators: each read model's checkpoint, lag and the events it failed on (parked or stopped
 * at). 200 when all is well, 503 when degraded. No publisher data: streams, event types, reasons.
 */
export function mountHealth(app: Express, infrastructure: Infrastructure) {
  app.get('/health', async (_request, response) => {
    const health = await projectionHealth(infrastructure.db, await infrastructure.store.headPosition());
    response.status(health.status === 'ok' ? 200 : 503).json(health);
  });
}

/** The built React app, with every unknown path answered by index.html for client-side routing. */
export function mountWebApp(app: Express) {
  if (!existsSync(webDist)) {
    logger.warn({ webDist }, 'web app not built: run npm run build -w web');
    return;
  }
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (_request, response) => response.sendFile('index.html', { root: webDist, maxAge: 0 }));
}

export function createHttpApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  return app;
}

export function listen(app: Express, port: number): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '0.0.0.0', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://localhost:${actualPort}` });
    });
    server.on('error', reject);
  });
}
