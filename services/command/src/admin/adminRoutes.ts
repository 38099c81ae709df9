import { staffMessages } from '@colophon/domain';
import { type EventStore, formatPosition } from '@colophon/events';
import type { Router } from 'express';
import type { Knex } from 'knex';

import { allowedCallerOf } from '../http/allowedCaller.ts';
import { DomainError, httpStatusOf } from '../shared/errors.ts';
import { impersonationCommands } from './impersonation.ts';
import { replyToSimulation } from './royaltySimulation.ts';

/** The staff area's REST calls of the spec, each asking the role policy (`restPolicy`). */
export function mountAdminRoutes(router: Router, deps: { store: EventStore; db: Knex }) {
  const allowedCaller = allowedCallerOf(deps.db, deps.store);
  const impersonations = impersonationCommands(deps.store, deps.db);

  /** Whether the signed-in user is platform staff: the app shows the staff area or Access Denied. */
  router.get('/api/v1/auth/check_superuser/', async (request, response) => {
    const caller = await allowedCaller('GET /api/v1/auth/check_superuser/', request, response);
    if (caller) response.json({ is_superuser: caller.isSuperuser });
  });

  /** The royalty calculator: the engine's simulation of one period, for superusers only. */
  router.post('/api/v1/royalty_simulation/', async (request, response) => {
    if (!(await allowedCaller('POST /api/v1/royalty_simulation/', request, response))) return;
    const reply = replyToSimulation(request.body);
    response.status('error' in reply ? 400 : 200).json(reply);
  });

  /**
   * The spec's impersonation: `user.number` is the id of the user to sign in as (the caller's own
   * token says which staff member asks). The reply's token opens a marked session for an hour.
   */
  router.post('/personate/', async (request, response) => {
    const staff = await allowedCaller('POST /personate/', request, response);
    if (!staff) return;
    const user = (request.body?.user ?? {}) as { number?: unknown };
    const number = typeof user.number === 'number' ? String(user.number) : user.number;
    const targetUserId = typeof number === 'string' ? number.trim().slice(0, 100) : '';
    if (!targetUserId) {
      response.status(400).json({ error: staffMessages.userNotFound });
      return;
    }
    try {
      const started = await impersonations.start(
        staff,
        { targetUserId, ipAddress: request.ip ?? 'unknown', userAgent: request.header('user-agent') ?? '' },
        request.correlationId,
      );
      response.json({
        token: started.token,
        impersonation_id: started.impersonationId,
        position: started.position && formatPosition(started.position),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      response.status(httpStatusOf[error.code]).json({ error: error.message, code: error.code });
    }
  });
}
