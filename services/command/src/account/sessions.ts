import { createHash, randomBytes } from 'node:crypto';

import type { Bus } from '@colophon/events';
import type { Knex } from 'knex';

/** Where the end of sessions is announced, so every process's cache of callers forgets them (see callerCache.ts). */
export type SessionEndings = Pick<Bus, 'announceCallersChanged'>;

/**
 * Sign-in tokens. They are credentials, not business facts, so they live in a plain table written
 * synchronously (usable at once, revocable for good) and never in the immutable event log; the
 * log records that a user logged in. Only a hash of each token is stored.
 */
const sessionLifetimeDays = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Platform staff signed in as another user: who, under which audited impersonation, until when. */
export interface ImpersonationSession {
  impersonationId: string;
  staffUserId: string;
  expiresAt: Date;
}

export async function startSession(db: Knex, userId: string, impersonation?: ImpersonationSession): Promise<string> {
  const token = randomBytes(20).toString('hex');
  await db('auth_sessions').insert({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: impersonation?.expiresAt ?? new Date(Date.now() + sessionLifetimeDays * 86_400_000),
    impersonation_id: impersonation?.impersonationId ?? null,
    impersonator_user_id: impersonation?.staffUserId ?? null,
  });
  return token;
}

export async function endSession(db: Knex, endings: SessionEndings, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db('auth_sessions').where({ token_hash: tokenHash }).delete();
  await endings.announceCallersChanged({ tokenHashes: [tokenHash] });
}

/** `Authorization: Token <key>` → key. */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^Token\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Ends every session of the user but the one kept (a password change signs out everywhere else). */
export async function endOtherSessions(
  db: Knex,
  endings: SessionEndings,
  userId: string,
  keptToken: string | null,
): Promise<void> {
  const ended: { token_hash: string }[] = await db('auth_sessions')
    .where({ user_id: userId })
    .modify((query) => (keptToken ? query.whereNot({ token_hash: hashToken(keptToken) }) : query))
    .delete()
    .returning('token_hash');
  if (ended.length > 0) await endings.announceCallersChanged({ tokenHashes: ended.map((row) => row.token_hash) });
}

/** The signed-in user of a token, whatever publishers they belong to (none, after a removal). */
export async function userOfToken(db: Knex, token: string | null): Promise<string | null> {
  if (!token) return null;
  const session = await db('auth_sessions')
    .where({ token_hash: hashToken(token) })
    .andWhere('expires_at', '>', new Date())
    .first<{ user_id: string } | undefined>('user_id');
  return session?.user_id ?? null;
}
