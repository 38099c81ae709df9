import type { EventStore } from '@colophon/events';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';

import type { Caller } from '../account/callers.ts';
import { type AccessLevel, allows, refusalOf, restPolicy } from '../account/permissions.ts';
import { callerOf } from './app.ts';

export type AllowedCaller = (
  route: keyof typeof restPolicy,
  request: Request,
  response: Response,
  /** The publisher the body names, when it names one (else the request's header picks it). */
  publisherId?: string | null,
) => Promise<Caller | null>;

/** The caller of a REST route, if their role reaches the route's level in `restPolicy`; else the reply says why not. */
export function allowedCallerOf(db: Knex, store: Pick<EventStore, 'headPosition'>): AllowedCaller {
  return async (route, request, response, publisherId) => {
    const caller = await callerOf(db, store, request, response, publisherId ?? undefined);
    if (!caller) return null;
    const level: AccessLevel = restPolicy[route];
    if (allows(level, caller)) return caller;
    response.status(403).json({ code: 'FORBIDDEN', message: refusalOf(level).message });
    return null;
  };
}
