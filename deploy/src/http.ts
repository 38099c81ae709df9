import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import {
  cachedCallers,
  type CommandBus,
  createCommandRouter,
  createFilesRouter,
  createImportRouter,
  headers,
  importService,
  newestWritesWaiter,
  requestLogging,
  resolveCaller,
  tokenFromHeader,
} from '@colophon/command';
import { projectionHealth } from '@colophon/projector';
import {
  answerJsonPosts,
  createExportRouter,
  createProfitLossExportRouter,
  createQueryServer,
  createRoyaltyCountRouter,
  createStatementRouter,
  startServerSampler,
  typeDefs,
} from '@colophon/query';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';

import type { Infrastructure } from './config.ts';
import { logger } from './config.ts';

const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * The REST API of the command service, with image uploads through the storage port. Close it
 * before the database: running imports end after their current batch and resume after a restart.
 */
export function mountCommandService(
  app: Express,
  infrastructure: Infrastructure,
  commandBus: CommandBus,
): { close(): Promise<void> } {
  const { db, store, filesDir } = infrastructure;
  const imports = importService({ store, db, logger });
  // Before the command router: CSV bodies are larger than its JSON limit.
  app.use(createImportRouter({ store, db, imports }));
  app.use(createCommandRouter({ store, db, commandBus, bus: infrastructure.bus }));
  void imports.resumeInterrupted().catch((error: unknown) => logger.error({ err: error }, 'resuming imports failed'));
  app.use(
    createFilesRouter({
      filesDir,
      authenticate: async (request) => {
        const token = tokenFromHeader(request.header('authorization'));
        const resolution = await resolveCaller(
          db,
          token,
          request.header(headers.publisher) ?? null,
          newestWritesWaiter(db, store),
        );
        return resolution.status === 'ok' ? resolution.caller : null;
      },
      canRead: async (token, publisherId) =>
        (await resolveCaller(db, token, publisherId, async () => {})).status === 'ok',
    }),
  );
  return { close: () => imports.stop() };
}

/**
 * The GraphQL API of the query service, and its monitoring: this process samples itself into the
 * staff area's server history. Close it before the database: it writes the timings still buffered.
 */
export function mountQueryService(
  app: Express,
  infrastructure: Infrastructure,
  commandBus: CommandBus,
  service = 'query',
): { close(): Promise<void> } {
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const callers = cachedCallers(infrastructure.db, infrastructure.bus);
  const yoga = createQueryServer({
    db: infrastructure.db,
    store: infrastructure.store,
    commandBus,
    callers,
    logger,
    corsOrigins,
  });
  // The body is parsed here, as the command service's are (same limit, same JSON errors): yoga
  // then takes it as parsed, where its own size limit would pipe every request's body through a
  // stream transform (about a tenth of a request's CPU in a profile of the creators' first page).
  // A JSON POST is answered without yoga's Fetch adaptation, unless other origins need its CORS.
  const jsonPosts = corsOrigins.length === 0 ? [answerJsonPosts(yoga)] : [];
  app.use(yoga.graphqlEndpoint, express.json({ limit: '1mb' }), ...jsonPosts, yoga);
  app.use(createExportRouter({ db: infrastructure.db, store: infrastructure.store, typeDefs }));
  app.use(createProfitLossExportRouter({ db: infrastructure.db, store: infrastructure.store }));
  app.use(createRoyaltyCountRouter({ db: infrastructure.db, store: infrastructure.store }));
  app.use(createStatementRouter({ db: infrastructure.db, store: infrastructure.store, commandBus }));
  const sampler = startServerSampler({
    db: infrastructure.db,
    logger,
    service,
    diskPath: infrastructure.filesDir || '.',
  });
  return {
    async close() {
      sampler.stop();
      callers.close();
      await yoga.dispose();
    },
  };
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
  app.use(gzippedScripts());
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/login', loginPage());
  app.get(/.*/, (_request, response) => response.sendFile('index.html', { root: webDist, maxAge: 0 }));
}

/**
 * /login answers login.html: the login page in the HTML itself, usable before the app's scripts
 * arrive (web/vite.config.ts builds it). Its one inline script is allowed by its hash, gzipped once.
 */
function loginPage(): RequestHandler {
  const file = join(webDist, 'login.html');
  if (!existsSync(file)) return (_request, _response, next) => next();
  const html = readFileSync(file);
  const gzipped = gzipSync(html);
  const inlineScripts = [...html.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...securityPolicy, scriptSrc: [...securityPolicy.scriptSrc, ...inlineScripts] },
  });
  return (request, response, next) =>
    policy(request, response, (error) => {
      if (error) return next(error);
      const gzip = Boolean(request.acceptsEncodings('gzip'));
      response
        .set({ 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) })
        .type('html')
        .send(gzip ? gzipped : html);
    });
}

/**
 * Built scripts and styles go out gzipped, compressed once on first request: on a slow line the login
 * page waits for bytes. Their names carry a content hash, so a kept copy never goes stale.
 */
function gzippedScripts(): RequestHandler {
  const compressed = new Map<string, Buffer>();
  return (request, response, next) => {
    if (!/^\/assets\/[\w.-]+\.(?:js|css)$/.test(request.path) || !request.acceptsEncodings('gzip')) return next();
    const file = join(webDist, request.path);
    if (!existsSync(file)) return next();
    const body = compressed.get(file) ?? gzipSync(readFileSync(file));
    compressed.set(file, body);
    response
      .set({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Cache-Control': 'public, max-age=3600' })
      .type(extname(file))
      .send(body);
  };
}

/**
 * The app serves its own scripts and calls its own API: no inline script (but the login page's one,
 * by its hash), no other origin, never in a frame. Mantine writes its styles in style tags, hence inline styles. Covers and photos may be any
 * https image a publisher links to.
 */
const securityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const securityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: securityPolicy },
  referrerPolicy: { policy: 'same-origin' },
  // Plain HTTP on a developer's machine must keep working; TLS is the proxy's in production.
  strictTransportSecurity: false,
});

export function createHttpApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(requestLogging(logger));
  return app;
}

/** Body errors the client can fix, by the code body-parser gives them. */
const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  'entity.too.large': { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  'entity.parse.failed': { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  'encoding.unsupported': {
    status: 415,
    code: 'BAD_REQUEST',
    message: 'The request body has an unsupported encoding.',
  },
};

/**
 * Every failure answers JSON with a code and a message, never a stack trace or a server path; the
 * log line carries the details under the request's correlation id.
 */
const jsonErrors: ErrorRequestHandler = (error, request, response, _next) => {
  const known = clientErrors[(error as { type?: string }).type ?? ''];
  if (known) {
    response.status(known.status).json({ code: known.code, message: known.message });
    return;
  }
  (request.log ?? logger).error({ err: error }, 'request failed');
  if (response.headersSent) return;
  response.status(500).json({
    code: 'INTERNAL',
    message: 'Something went wrong. Please try again.',
    correlationId: request.correlationId,
  });
};

export function listen(app: Express, port: number): Promise<{ server: Server; url: string }> {
  // Error handlers go after every route, and every route is mounted before the server listens.
  app.use(jsonErrors);
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '0.0.0.0', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://localhost:${actualPort}` });
    });
    server.on('error', reject);
  });
}
