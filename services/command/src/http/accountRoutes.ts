import { authGroups, inviteMessages, roleFromRequest, teamMessages } from '@colophon/domain';
import { type EventStore, formatPosition } from '@colophon/events';
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';

import { accountCommands } from '../account/accountCommands.ts';
import type { restPolicy } from '../account/permissions.ts';
import { type SessionEndings, tokenFromHeader, userOfToken } from '../account/sessions.ts';
import { teamCommands } from '../account/teamCommands.ts';
import { systemClock } from '../shared/context.ts';
import { allowedCallerOf } from './allowedCaller.ts';
import { callerOf } from './app.ts';
import { contextOf, originOf, refuse } from './routeHelpers.ts';

/** The spec's team, invitation and password-reset calls, each asking the role policy. */
export function mountAccountRoutes(router: Router, deps: { store: EventStore; db: Knex; bus: SessionEndings }) {
  const { db, store } = deps;
  const account = accountCommands(store, db);
  const team = teamCommands(store, db);

  const allowedCaller = allowedCallerOf(db, store);

  router.get('/api/auth_groups/', async (request, response) => {
    if (!(await allowedCaller('GET /api/auth_groups/', request, response))) return;
    response.json(authGroups);
  });

  router.post('/send_invitation/', async (request, response) => {
    const caller = await allowedCaller('POST /send_invitation/', request, response);
    if (!caller) return;
    const role = roleFromRequest(request.body?.role);
    const email = typeof request.body?.email === 'string' ? request.body.email.slice(0, 320) : '';
    if (!role) {
      response.status(400).json({ status: 'error', message: teamMessages.oneOwner, field: 'role' });
      return;
    }
    try {
      const sent = await team.sendInvitation(contextOf(caller, request), {
        email,
        role,
        resend: request.body?.resend === true || request.body?.resend === 'true',
        appUrl: originOf(request),
      });
      response.json({
        status: 'success',
        key: sent.key,
        id: sent.invitationId,
        message: `Invitation sent to ${email.trim().toLowerCase()}`,
        position: sent.position && formatPosition(sent.position),
      });
    } catch (error) {
      refuse(response, error);
    }
  });

  const cancelInvitation = async (request: Request, response: Response, route: keyof typeof restPolicy) => {
    const caller = await allowedCaller(route, request, response);
    if (!caller) return;
    const invitationId = String(request.params.id ?? request.body?.id ?? request.query.id ?? '').slice(0, 100);
    if (!invitationId) {
      response.status(400).json({ message: inviteMessages.invalidData });
      return;
    }
    try {
      const { position } = await team.cancelInvitation(contextOf(caller, request), { invitationId });
      response.json({ status: 'success', position: position && formatPosition(position) });
    } catch (error) {
      refuse(response, error);
    }
  };
  router.delete('/delete_invitation/', (request, response) =>
    cancelInvitation(request, response, 'DELETE /delete_invitation/'),
  );
  router.delete('/api/v1/delete_invitation/:id/', (request, response) =>
    cancelInvitation(request, response, 'DELETE /api/v1/delete_invitation/:id/'),
  );

  /** What the accept page shows before anyone signs in: whose invitation, for which email. */
  router.get('/api/v1/invitations/:key', async (request, response) => {
    const invitation = await db('publisher_invitations')
      .join('publishers', 'publishers.id', 'publisher_invitations.publisher_id')
      .where({ key: request.params.key.slice(0, 100) })
      .first(
        'publisher_invitations.email',
        'publisher_invitations.role',
        'publisher_invitations.status',
        'publishers.name as publisher_name',
        'publishers.id as publisher_id',
      );
    if (!invitation || invitation.status === 'cancelled') {
      response.status(404).json({ message: inviteMessages.invalidLink });
      return;
    }
    if (invitation.status === 'accepted') {
      response.status(409).json({ message: inviteMessages.alreadyAccepted });
      return;
    }
    response.json({
      email: invitation.email,
      role: invitation.role,
      publisher: { id: invitation.publisher_id, name: invitation.publisher_name },
    });
  });

  /** A signed-in user (one who already has an account) accepts; 409 when already accepted. */
  router.post('/accept_invitation/', async (request, response) => {
    const userId = await userOfToken(
      db,
      tokenFromHeader(request.header('authorization')) ?? request.body?.token ?? null,
    );
    if (!userId) {
      response.status(401).json({ code: 'UNAUTHENTICATED', message: 'Invalid token.' });
      return;
    }
    const key = typeof request.body?.key === 'string' ? request.body.key.slice(0, 100) : '';
    const invitation = key ? await account.invitationOf(key) : null;
    if (!invitation) {
      response.status(404).json({ message: inviteMessages.invalidLink });
      return;
    }
    try {
      const { position } = await team.acceptInvitation(
        { userId, publisherId: invitation.publisherId, correlationId: request.correlationId, ...systemClock },
        { key, publisherId: invitation.publisherId },
      );
      response.json({
        status: 'success',
        publisher: { id: invitation.publisherId },
        position: position && formatPosition(position),
      });
    } catch (error) {
      refuse(response, error);
    }
  });

  /** The caller's place in a publisher (after accepting, the client asks for it). */
  router.post('/publisherusers/', async (request, response) => {
    const caller = await callerOf(db, store, request, response, String(request.body?.publisher ?? '') || null);
    if (!caller) return;
    response.json({ user: { id: caller.userId }, publisher: { id: caller.publisherId }, role: caller.role });
  });

  router.post('/api/v1/auth/password/reset_password/', async (request, response) => {
    response.json(await account.requestPasswordReset(request.body ?? {}, originOf(request), request.correlationId));
  });

  router.post('/api/v1/auth/password/confirm/', async (request, response) => {
    const user = request.body?.user ?? request.body ?? {};
    const reply = await account.confirmPasswordReset(user, request.correlationId, deps.bus);
    if (reply.ok) response.json({ detail: reply.detail });
    else response.status(400).json(reply.errors);
  });
}
