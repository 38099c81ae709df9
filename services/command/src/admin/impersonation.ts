import { staffMessages } from '@colophon/domain';
import { type DomainEvent, type EventStore, impersonationStreamId, type Position } from '@colophon/events';
import type { Knex } from 'knex';

import type { Caller } from '../account/callers.ts';
import { endSession, hashToken, type SessionEndings, startSession } from '../account/sessions.ts';
import { systemClock } from '../shared/context.ts';
import type { Decider } from '../shared/decider.ts';
import { illegalState, notFound } from '../shared/errors.ts';
import { runDecider } from '../shared/runDecider.ts';

/** An impersonated session ends after an hour, whatever happens (a normal one lasts 30 days). */
export const impersonationMinutes = 60;

export interface ImpersonationState {
  status: 'none' | 'active' | 'ended';
  impersonationId: string;
  staffUserId: string;
  targetUserId: string;
  publisherIds: string[];
}

export type ImpersonationCommand =
  | {
      type: 'StartImpersonation';
      impersonationId: string;
      staffUserId: string;
      targetUserId: string;
      targetIsSuperuser: boolean;
      publisherIds: string[];
      ipAddress: string;
      userAgent: string;
      expiresAt: Date;
    }
  | { type: 'EndImpersonation' };

/** One impersonation: staff signs in as a user once, and it ends once. */
export const impersonationDecider: Decider<ImpersonationState, ImpersonationCommand> = {
  initialState: { status: 'none', impersonationId: '', staffUserId: '', targetUserId: '', publisherIds: [] },
  evolve(state, event) {
    if (event.type === 'StaffImpersonationStarted') {
      const { impersonationId, staffUserId, targetUserId, publisherIds } = event.data;
      return { status: 'active', impersonationId, staffUserId, targetUserId, publisherIds };
    }
    if (event.type === 'StaffImpersonationEnded') return { ...state, status: 'ended' };
    return state;
  },
  decide(command, state) {
    if (command.type === 'EndImpersonation') {
      if (state.status !== 'active') return [];
      const { impersonationId, staffUserId, targetUserId, publisherIds } = state;
      return [{ type: 'StaffImpersonationEnded', data: { impersonationId, staffUserId, targetUserId, publisherIds } }];
    }
    if (state.status !== 'none') throw illegalState('This impersonation has already started.');
    if (command.targetUserId === command.staffUserId) throw illegalState(staffMessages.notYourself);
    if (command.targetIsSuperuser) throw illegalState(staffMessages.staffNotImpersonated);
    if (command.publisherIds.length === 0) throw illegalState(staffMessages.noPublisher);
    const event: DomainEvent = {
      type: 'StaffImpersonationStarted',
      data: {
        impersonationId: command.impersonationId,
        staffUserId: command.staffUserId,
        targetUserId: command.targetUserId,
        publisherIds: command.publisherIds,
        ipAddress: command.ipAddress.slice(0, 100),
        userAgent: command.userAgent.slice(0, 500),
        expiresAt: command.expiresAt.toISOString(),
      },
    };
    return [event];
  },
};

/** Starting and ending impersonated sessions: each one an audited stream of its own. */
export function impersonationCommands(store: EventStore, db: Knex, clock = systemClock) {
  return {
    /** `POST /personate/`: a session as the target user, marked as staff's, for an hour. */
    async start(
      staff: Caller,
      input: { targetUserId: string; ipAddress: string; userAgent: string },
      correlationId: string,
    ): Promise<{ token: string; impersonationId: string; position: Position | null }> {
      const target = await db('users')
        .where({ id: input.targetUserId })
        .first<{ id: string; is_superuser: boolean } | undefined>('id', 'is_superuser');
      if (!target) throw notFound(staffMessages.userNotFound);
      const memberships = await db('publisher_members')
        .join('publishers', 'publishers.id', 'publisher_members.publisher_id')
        .where('publisher_members.user_id', target.id)
        .whereNull('publishers.deleted_at')
        .orderBy('publisher_members.created_at')
        .select<{ publisher_id: string }[]>('publisher_members.publisher_id');
      const impersonationId = clock.newId();
      const expiresAt = new Date(clock.now().getTime() + impersonationMinutes * 60_000);
      const publisherIds = memberships.map((membership) => membership.publisher_id);
      const { position } = await runDecider(
        store,
        { userId: staff.userId, publisherId: publisherIds[0] ?? null, correlationId, now: clock.now },
        impersonationStreamId(impersonationId),
        impersonationDecider,
        {
          type: 'StartImpersonation',
          impersonationId,
          staffUserId: staff.userId,
          targetUserId: target.id,
          targetIsSuperuser: target.is_superuser === true,
          publisherIds,
          ipAddress: input.ipAddress,
          userAgent: input.userAgent,
          expiresAt,
        },
      );
      // The audit event is in the log before the session can be used.
      const token = await startSession(db, target.id, { impersonationId, staffUserId: staff.userId, expiresAt });
      return { token, impersonationId, position };
    },

    /** Logging out: an impersonated session records its end first. */
    async endSession(token: string, correlationId: string, endings: SessionEndings): Promise<void> {
      const session = await db('auth_sessions')
        .where({ token_hash: hashToken(token) })
        .first<{ impersonation_id: string | null; impersonator_user_id: string | null } | undefined>(
          'impersonation_id',
          'impersonator_user_id',
        );
      if (session?.impersonation_id) {
        const impersonationId = session.impersonation_id;
        const context = { userId: session.impersonator_user_id, publisherId: null, correlationId, now: clock.now };
        await runDecider(store, context, impersonationStreamId(impersonationId), impersonationDecider, {
          type: 'EndImpersonation',
        });
      }
      await endSession(db, endings, token);
    },
  };
}
