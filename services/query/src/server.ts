import { readdirSync, readFileSync } from 'node:fs';

import {
  appUrlOf,
  type CachedCallers,
  type CommandBus,
  headers,
  newestWritesWaiter,
  tokenFromHeader,
} from '@colophon/command';
import { type EventStore, parsePosition, readModelsBehind, waitForReadModels } from '@colophon/events';
import {
  createGraphQLError,
  createSchema,
  createYoga,
  isAsyncIterable,
  type Plugin,
  type YogaServerInstance,
} from 'graphql-yoga';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

import { homeResolvers } from './account/homeResolvers.ts';
import { withQueryPolicy } from './account/permissions.ts';
import { accountResolvers } from './account/resolvers.ts';
import { settingsResolvers } from './account/settingsResolvers.ts';
import { teamResolvers } from './account/teamResolvers.ts';
import { operationTimingRecorder } from './admin/operationTimings.ts';
import { adminResolvers } from './admin/resolvers.ts';
import { catalogueResolvers } from './catalogue/resolvers.ts';
import { creatorResolvers } from './contacts/creators/resolvers.ts';
import { customerResolvers } from './contacts/customers/resolvers.ts';
import type { QueryContext } from './context.ts';
import { expenseResolvers } from './expenses/resolvers.ts';
import { orderResolvers } from './orders/resolvers.ts';
import { reportingResolvers } from './reporting/resolvers.ts';
import { advanceResolvers } from './royalties/advances/resolvers.ts';
import { royaltyResolvers } from './royalties/resolvers.ts';
import { royaltyStatementResolvers } from './royalties/statements/resolvers.ts';
import { compiledOperations } from './shared/compiledOperations.ts';
import { queryLimitPlugins } from './shared/limits.ts';
import { createLoaders } from './shared/loaders.ts';

// Every context's schema file, as codegen reads them (services/query/src/**/*.graphql).
const sourceFolder = new URL('.', import.meta.url);
export const typeDefs = readdirSync(sourceFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(new URL(file, sourceFolder), 'utf8'));

const unauthenticated = () =>
  createGraphQLError('Your session has expired. Please log in again.', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });

export const graphqlPath = '/graphql-auth/';

/**
 * A reply that could not include the caller's latest changes (a read model is stopped at an event it
 * cannot apply) says so in `extensions.readModelsBehind`, at once rather than after a silent wait.
 */
const reportReadModelsBehind: Plugin<QueryContext> = {
  onExecute: () => ({
    onExecuteDone: ({ args, result, setResult }) => {
      const behind = (args.contextValue as QueryContext).readModelsBehind;
      if (behind.length === 0 || isAsyncIterable(result)) return;
      setResult({
        ...result,
        extensions: { ...result.extensions, readModelsBehind: { ...readModelsBehind, readModels: behind } },
      });
    },
  }),
};

/**
 * The query service: the GraphQL schema over the read models. Every request is authenticated and
 * scoped to one publisher before any resolver runs; one that names a position first waits for
 * the read models to include it.
 */
export function createQueryServer(deps: {
  db: Knex;
  store: Pick<EventStore, 'headPosition' | 'readStream' | 'readStreams'>;
  commandBus: CommandBus;
  /** Signed-in callers, kept per session until the bus says they changed. */
  callers: CachedCallers;
  logger: Logger;
  /** Other origins allowed to call the API from a browser (none by default: the app is same-origin). */
  corsOrigins?: readonly string[];
}): YogaServerInstance<object, QueryContext> {
  const schema = createSchema<QueryContext>({
    typeDefs,
    resolvers: withQueryPolicy([
      accountResolvers,
      teamResolvers,
      settingsResolvers,
      homeResolvers,
      creatorResolvers,
      customerResolvers,
      orderResolvers,
      expenseResolvers,
      catalogueResolvers,
      reportingResolvers,
      adminResolvers,
      royaltyResolvers,
      royaltyStatementResolvers,
      advanceResolvers,
    ]) as never,
  });
  const timings = operationTimingRecorder({ db: deps.db, logger: deps.logger });
  const monitoring = { headPosition: () => deps.store.headPosition(), flushTimings: timings.flush };
  return createYoga<object, QueryContext>({
    schema,
    graphqlEndpoint: graphqlPath,
    landingPage: false,
    // Yoga answers any origin by default; only configured origins may call from another site.
    cors: deps.corsOrigins?.length ? { origin: [...deps.corsOrigins], credentials: true } : false,
    logging: deps.logger,
    maskedErrors: true,
    // Disposing the server writes the timings still buffered.
    plugins: [...queryLimitPlugins, reportReadModelsBehind, timings.plugin, compiledOperations()],
    context: async ({ request }) => {
      const position = parsePosition(request.headers.get(headers.position) ?? '');
      const { blocked } = position ? await waitForReadModels(deps.db, position) : { blocked: [] };
      // After the caller's own write (a position), the caller is read again: its role may be what changed.
      const resolution = await deps.callers.resolve(
        tokenFromHeader(request.headers.get('authorization') ?? undefined),
        request.headers.get(headers.publisher),
        newestWritesWaiter(deps.db, deps.store),
        { fresh: position !== null },
      );
      if (resolution.status === 'unauthenticated') throw unauthenticated();
      if (resolution.status === 'no-publisher') {
        throw createGraphQLError('You are not a member of this publisher.', {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      }
      return {
        db: deps.db,
        store: deps.store,
        caller: resolution.caller,
        commandBus: deps.commandBus,
        correlationId: request.headers.get(headers.correlation) ?? crypto.randomUUID(),
        loaders: createLoaders(deps.db, resolution.caller.publisherId),
        readModelsBehind: blocked,
        appUrl: appUrlOf(new URL(request.url).origin),
        monitoring,
      };
    },
  });
}
