import type { Role } from '@colophon/events';
import type { Knex } from 'knex';
import { findSessionUser } from './sessions.ts';

/** Who is calling: the signed-in user, the current publisher and the user's role there. */
export interface Caller {
  userId: string;
  publisherId: string;
  role: Role;
  /** The sign-in token, forwarded when a command travels to the command service over HTTP. */
  token: string;
}

export type CallerResolution =
  | { status: 'ok'; caller: Caller }
  | { status: 'unauthenticated' }
  | { status: 'no-publisher' };

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
  const userId = await findSessionUser(db, token);
  if (!userId) return { status: 'unauthenticated' };
  const findMembership = () => {
    const query = db('publisher_members').where({ user_id: userId }).orderBy('created_at').first('publisher_id', 'role');
    return requestedPublisherId ? query.andWhere({ publisher_id: requestedPublisherId }) : query;
  };
  // A member added a moment ago may not be projected yet when the client sent no position.
  const membership = (await findMembership()) ?? (await waitForNewestWrites().then(findMembership));
  if (!membership) return { status: 'no-publisher' };
  return { status: 'ok', caller: { userId, publisherId: membership.publisher_id, role: membership.role, token } };
}
