import type { Bus, CallersChanged } from '@colophon/events';
import type { Knex } from 'knex';

import { type CallerResolution, resolveCaller } from './callers.ts';
import { hashToken } from './sessions.ts';

interface CachedCaller {
  resolution: Extract<CallerResolution, { status: 'ok' }>;
  tokenHash: string;
  cachedAt: number;
}

/** Sessions kept at most; the oldest goes first. */
const maxCachedCallers = 10_000;
/**
 * A cached caller is read again after this long even when the bus says nothing: it bounds how long
 * an announcement lost with a process that died between ending a session and announcing it counts.
 */
const maxCachedMs = 60_000;

/**
 * The callers this process resolved (session, membership, role), kept per token and requested
 * publisher for the session's lifetime so a request costs no lookup, and forgotten the moment the
 * bus announces they changed: a session ended (logout, password reset, end of an impersonation),
 * or a membership, role or staff right changed (announced by the projector once it is in the
 * read model). Used only while the bus guarantees this process hears every announcement; a
 * request that names a position (the caller's own write) reads the database and refreshes it.
 */
export function cachedCallers(db: Knex, bus: Pick<Bus, 'onCallersChanged' | 'hearsCallerChanges'>) {
  const cached = new Map<string, CachedCaller>();
  // Moves on with every announcement: a lookup that started before one is not kept.
  let generation = 0;
  const forget = (change: CallersChanged) => {
    generation += 1;
    if (change.everyone) return cached.clear();
    const tokenHashes = new Set(change.tokenHashes ?? []);
    const userIds = new Set(change.userIds ?? []);
    for (const [key, entry] of cached) {
      if (tokenHashes.has(entry.tokenHash) || userIds.has(entry.resolution.caller.userId)) cached.delete(key);
    }
  };
  const stopListening = bus.onCallersChanged(forget);

  return {
    async resolve(
      token: string | null,
      requestedPublisherId: string | null,
      waitForNewestWrites: () => Promise<void>,
      options: { fresh: boolean },
    ): Promise<CallerResolution> {
      if (!token) return { status: 'unauthenticated' };
      const tokenHash = hashToken(token);
      const key = `${tokenHash}:${requestedPublisherId ?? ''}`;
      const now = Date.now();
      const entry = cached.get(key);
      if (
        entry &&
        !options.fresh &&
        bus.hearsCallerChanges() &&
        entry.resolution.sessionExpiresAt.getTime() > now &&
        now - entry.cachedAt < maxCachedMs
      )
        return entry.resolution;
      const startedAt = generation;
      const resolution = await resolveCaller(db, token, requestedPublisherId, waitForNewestWrites);
      cached.delete(key);
      if (resolution.status === 'ok' && startedAt === generation && bus.hearsCallerChanges()) {
        if (cached.size >= maxCachedCallers) cached.delete(cached.keys().next().value!);
        cached.set(key, { resolution, tokenHash, cachedAt: now });
      }
      return resolution;
    },
    close: stopListening,
  };
}

export type CachedCallers = ReturnType<typeof cachedCallers>;
