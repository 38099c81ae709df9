import { allows, callerOf, refusalOf, restPolicy, waitForRequestedPosition } from '@colophon/command';
import type { EventStore } from '@colophon/events';
import express, { type Request, type Response, Router } from 'express';
import type { Knex } from 'knex';

/** The spec's counting calls: the publisher's royalties and royalty payments, as `{ message: count }`. */
const countedTables = {
  'POST /count_royaltys/': 'royalties',
  'POST /count_royalty_payments/': 'royalty_payments',
} as const;

/**
 * POST /count_royaltys/ and /count_royalty_payments/ (body `{ publisher }`): how many the caller's
 * publisher has (the X-Colophon-Publisher header picks the publisher, as everywhere); a list's pages
 * are that count divided by 25, rounded up.
 */
export function createRoyaltyCountRouter(deps: { db: Knex; store: Pick<EventStore, 'headPosition'> }) {
  const { db } = deps;
  const router = Router();
  for (const [route, table] of Object.entries(countedTables) as [keyof typeof countedTables, string][]) {
    router.post(
      route.slice('POST '.length),
      express.json({ limit: '10kb' }),
      waitForRequestedPosition(db),
      async (request: Request, response: Response) => {
        const caller = await callerOf(db, deps.store, request, response);
        if (!caller) return;
        const level = restPolicy[route];
        if (!allows(level, caller)) {
          response.status(403).json({ code: 'FORBIDDEN', message: refusalOf(level).message });
          return;
        }
        const row = await db(table).where({ publisher_id: caller.publisherId }).count({ count: '*' }).first();
        response.json({ message: String(Number(row?.count ?? 0)) });
      },
    );
  }
  return router;
}
