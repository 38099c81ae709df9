import type { Role } from '@colophon/events';
import type { Knex } from 'knex';

import { hashToken } from './sessions.ts';

/** Who is calling: the signed-in user, the current publisher and the user's role there. */
export interface Caller {
  userId: string;
  publisherId: string;
  role: Role;
  /** Platform staff (`npm run superuser`). */
  isSuperuser: boolean;
  /** The staff user signed in as this user (an impersonated session), else null. */
  impersonatorId?: string | null;
  /** The sign-in token, forwarded when a command travels to the command service over HTTP. */
  token: string;
}

export type CallerResolution =
  { status: 'ok'; caller: Caller; sessionExpiresAt: Date } | { status: 'unauthenticated' } | { status: 'no-publisher' };

/**
 * Token → user; then the publisher the client asked for (it must be one of the user's), else the
 * user's first. Every query and command is scoped by what this returns.
 */
export async function resolveCaller(
  db: Knex,
  token: string | null,
  requestedPublisherId: string | null,
  waitForNewestWrites: () => Promise<void>,
): Promise<CallerResolution> {
  if (!token) return { status: 'unauthenticated' };
  // The session and the membership in one round trip: every request pays for it.
  const findCaller = async (): Promise<
    | {
        user_id: string;
        publisher_id: string | null;
        role: Role | null;
        is_superuser: boolean;
        impersonator_user_id: string | null;
        expires_at: Date;
      }
    | undefined
  > => {
    const membership = db('publisher_members')
      .whereRaw('publisher_members.user_id = auth_sessions.user_id')
      // A deleted publisher answers as no publisher at all, to every member (its members go with it too).
      .whereNotExists(
        db('publishers').whereRaw('publishers.id = publisher_members.publisher_id').whereNotNull('deleted_at'),
      )
      .modify((query) => (requestedPublisherId ? query.where({ publisher_id: requestedPublisherId }) : query))
      .orderBy('created_at')
      .limit(1);
    return db('auth_sessions')
      .where({ token_hash: hashToken(token) })
      .andWhere('expires_at', '>', new Date())
      .first(
        'user_id',
        'impersonator_user_id',
        'expires_at',
        membership.clone().select('publisher_id').as('publisher_id'),
        membership.clone().select('role').as('role'),
        db('users').whereRaw('users.id = auth_sessions.user_id').select('is_superuser').as('is_superuser'),
      );
  };
  const found = await findCaller();
  if (!found) return { status: 'unauthenticated' };
  // A member added a moment ago may not be projected yet when the client sent no position.
  const membership = found.publisher_id ? found : await waitForNewestWrites().then(findCaller);
  if (!membership?.publisher_id || !membership.role) return { status: 'no-publisher' };
  const caller = { userId: found.user_id, publisherId: membership.publisher_id, role: membership.role, token };
  return {
    status: 'ok',
    caller: { ...caller, isSuperuser: found.is_superuser === true, impersonatorId: found.impersonator_user_id ?? null },
    sessionExpiresAt: new Date(found.expires_at),
  };
}
