import { randomUUID } from 'node:crypto';

import { type EventStore, parsePosition, waitForReadModels } from '@colophon/events';
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

export const headers = {
  position: 'x-colophon-position',
  publisher: 'x-colophon-publisher',
  correlation: 'x-correlation-id',
  /** On a reply: read models that do not include the requested position yet (stopped at a failure). */
  readModelsBehind: 'x-colophon-read-models-behind',
} as const;

declare module 'express-serve-static-core' {
  interface Request {
    correlationId: string;
    log: Logger;
  }
}

/** One structured log line per request, with the correlation id the client sent or a new one. */
export function requestLogging(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = performance.now();
    request.correlationId = request.header(headers.correlation) || randomUUID();
    request.log = logger.child({ correlationId: request.correlationId });
    response.setHeader(headers.correlation, request.correlationId);
    response.on('finish', () => {
      request.log.info(
        {
          method: request.method,
          path: request.path,
          status: response.statusCode,
          durationMs: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    next();
  };
}

/** Read-your-writes: a request that carries a position waits (bounded) until projections reach it. */
export function waitForRequestedPosition(db: Knex) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const position = parsePosition(request.header(headers.position) ?? '');
    const { blocked } = position ? await waitForReadModels(db, position) : { blocked: [] };
    // A read model stopped at a failed event is not waited for: the reply names it instead.
    if (blocked.length > 0) response.setHeader(headers.readModelsBehind, blocked.join(','));
    next();
  };
}

/** Waits (bounded) until the read models include everything written so far. */
export const newestWritesWaiter = (db: Knex, store: Pick<EventStore, 'headPosition'>) => async () => {
  await waitForReadModels(db, await store.headPosition());
};
