import type { EventStore } from '@colophon/events';
import { formatPosition } from '@colophon/events';
import express, { type Request, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Knex } from 'knex';

import { accountCommands } from '../account/accountCommands.ts';
import type { BillingPort } from '../account/billing/port.ts';
import { simulatedCheckout } from '../account/billing/simulatedCheckout.ts';
import { type Caller, resolveCaller } from '../account/callers.ts';
import { LoginLockedError } from '../account/loginThrottle.ts';
import type { RegistrationInput } from '../account/registration.ts';
import { type SessionEndings, tokenFromHeader } from '../account/sessions.ts';
import { mountAdminRoutes } from '../admin/adminRoutes.ts';
import { impersonationCommands } from '../admin/impersonation.ts';
import { type CommandBus, type CommandName, commandPayloadSchemas } from '../commandBus.ts';
import { DomainError, httpStatusOf, ValidationErrors } from '../shared/errors.ts';
import { mountAccountRoutes } from './accountRoutes.ts';
import { mountBillingRoutes } from './billingRoutes.ts';
import { headers, newestWritesWaiter, waitForRequestedPosition } from './requestContext.ts';

export function sendError(response: Response, error: unknown) {
  if (error instanceof ValidationErrors) {
    response.status(400).json({
      code: 'VALIDATION',
      message: error.message,
      errors: error.errors.map(({ code, message, field }) => ({ code, message, field })),
    });
    return;
  }
  if (error instanceof DomainError) {
    response.status(httpStatusOf[error.code]).json({ code: error.code, message: error.message, field: error.field });
    return;
  }
  throw error;
}

/** The signed-in caller of a request, or a reply saying why there is none. */
export async function callerOf(
  db: Knex,
  store: Pick<EventStore, 'headPosition'>,
  request: Request,
  response: Response,
  publisherId: string | null = request.header(headers.publisher) ?? null,
): Promise<Caller | null> {
  const token = tokenFromHeader(request.header('authorization')) ?? (request.body?.token as string | undefined) ?? null;
  const resolution = await resolveCaller(db, token, publisherId, newestWritesWaiter(db, store));
  if (resolution.status === 'ok') return resolution.caller;
  if (resolution.status === 'unauthenticated')
    response.status(401).json({ code: 'UNAUTHENTICATED', message: 'Invalid token.' });
  else response.status(403).json({ code: 'FORBIDDEN', message: 'You are not a member of this publisher.' });
  return null;
}

/** Requests one address may make to an endpoint per window, across its emails (a durable per-email lockout is on top). */
const loginsPerMinute = 30;
const registrationsPerHour = 50;

/** At most `limit` requests per window from one address; then 429 with Retry-After. */
const perAddress = (limit: number, windowMs: number) =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { non_field_errors: ['Too many requests from your address. Please wait a moment and try again.'] },
  });

/**
 * The command service's REST API: the spec's auth, account and billing calls, and commands over
 * HTTP. Billing goes through the port given, by default the embedded simulated checkout.
 */
export function createCommandRouter(deps: {
  store: EventStore;
  db: Knex;
  commandBus: CommandBus;
  /** Announces sessions that end, to every process's cache of callers. */
  bus: SessionEndings;
  billing?: BillingPort;
}): Router {
  const { db } = deps;
  const account = accountCommands(deps.store, db);
  // An impersonated session records its end when it logs out.
  const impersonations = impersonationCommands(deps.store, db);
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(waitForRequestedPosition(db));

  router.post('/api/v1/auth/register/', perAddress(registrationsPerHour, 60 * 60_000), async (request, response) => {
    const reply = await account.register(request.body as RegistrationInput, request.correlationId);
    if (!reply.ok) response.status(400).json(reply.errors);
    else response.status(201).json({ key: reply.key, position: formatPosition(reply.position) });
  });

  router.post('/api/v1/auth/login/', perAddress(loginsPerMinute, 60_000), async (request, response) => {
    let reply: Awaited<ReturnType<typeof account.login>>;
    try {
      reply = await account.login(
        request.body ?? {},
        request.correlationId,
        request.ip,
        request.header('user-agent') ?? '',
      );
    } catch (error) {
      if (!(error instanceof LoginLockedError)) throw error;
      response
        .setHeader('Retry-After', String(error.retryAfterSeconds))
        .status(429)
        .json({ non_field_errors: [error.message] });
      return;
    }
    if (!reply.ok) response.status(400).json(reply.errors);
    else response.json({ key: reply.key, position: formatPosition(reply.position) });
  });

  router.post('/api/v1/auth/logout/', async (request, response) => {
    const token = tokenFromHeader(request.header('authorization'));
    if (token) await impersonations.endSession(token, request.correlationId, deps.bus);
    response.json({ detail: 'Successfully logged out.' });
  });

  router.post('/fetch_user_publishers/', async (request, response) => {
    const caller = await callerOf(db, deps.store, request, response);
    if (!caller) return;
    const publisher = await db('publishers').where({ id: caller.publisherId }).first('id', 'name');
    response.json({ user: { id: caller.userId }, publisher });
  });

  router.post('/create_publisher/', async (request, response) => {
    const caller = await callerOf(db, deps.store, request, response);
    if (!caller) return;
    const name = String(request.body?.publisher ?? '').trim();
    if (!name) {
      response.status(400).json({ publisher: ['Group name is required'] });
      return;
    }
    const created = await account.createPublisher({ userId: caller.userId, name }, request.correlationId);
    response.status(201).json({
      user: { id: caller.userId },
      publisher: { id: created.publisherId, name: created.name },
      position: formatPosition(created.position),
    });
  });

  mountAccountRoutes(router, deps);
  mountAdminRoutes(router, deps);
  mountBillingRoutes(router, { ...deps, billing: deps.billing ?? simulatedCheckout(deps.store) });

  router.post('/api/v1/commands/:name', async (request, response) => {
    const name = request.params.name as CommandName;
    if (!(name in commandPayloadSchemas)) {
      response.status(404).json({ code: 'NOT_FOUND', message: `Unknown command ${name}` });
      return;
    }
    const caller = await callerOf(db, deps.store, request, response);
    if (!caller) return;
    try {
      response.json(await deps.commandBus.dispatch(name, caller, request.body, request.correlationId));
    } catch (error) {
      sendError(response, error);
    }
  });

  return router;
}
