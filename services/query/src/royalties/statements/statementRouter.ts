import {
  allows,
  callerOf,
  type CommandBus,
  DomainError,
  httpStatusOf,
  refusalOf,
  restPolicy,
  ValidationErrors,
  waitForRequestedPosition,
} from '@colophon/command';
import { statementDocumentOf, statementFileName } from '@colophon/domain';
import type { EventStore } from '@colophon/events';
import { renderStatementPdf } from '@colophon/projector';
import express, { type Request, type Response, Router } from 'express';
import type { Knex } from 'knex';

import { findRoyaltyStatement } from './statementRows.ts';

/**
 * GET /api/v1/royalty_statements/{id}/pdf: a sent statement's PDF, made from its stored figures (the
 * same document the creator was mailed). POST /send_royalty_statement/: the spec's sending call;
 * with its creatorId, creatorEmail, sendDate and pubNote it takes the statement's period and
 * royalties (startDate, endDate, royaltyIds) and runs createRoyaltyStatement, mailing it to creatorEmail.
 */
export function createStatementRouter(deps: {
  db: Knex;
  store: Pick<EventStore, 'headPosition'>;
  commandBus: CommandBus;
}) {
  const { db } = deps;
  const router = Router();
  const allowed = async (request: Request, response: Response, route: keyof typeof restPolicy) => {
    const caller = await callerOf(db, deps.store, request, response);
    if (!caller) return null;
    if (allows(restPolicy[route], caller)) return caller;
    response.status(403).json({ code: 'FORBIDDEN', message: refusalOf(restPolicy[route]).message });
    return null;
  };

  router.get('/api/v1/royalty_statements/:id/pdf', waitForRequestedPosition(db), async (request, response) => {
    const caller = await allowed(request, response, 'GET /api/v1/royalty_statements/:id/pdf');
    if (!caller) return;
    const statement = await findRoyaltyStatement(db, caller.publisherId, String(request.params.id));
    if (!statement) {
      response.status(404).json({ code: 'NOT_FOUND', message: 'Royalty statement not found' });
      return;
    }
    const document = statementDocumentOf(statement);
    response
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${statementFileName(document)}"`)
      .send(await renderStatementPdf(document));
  });

  router.post(
    '/send_royalty_statement/',
    express.json({ limit: '100kb' }),
    waitForRequestedPosition(db),
    async (request, response) => {
      const caller = await allowed(request, response, 'POST /send_royalty_statement/');
      if (!caller) return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      try {
        const result = await deps.commandBus.dispatch(
          'createRoyaltyStatement',
          caller,
          {
            creatorId: text(body.creatorId),
            startDate: text(body.startDate),
            endDate: text(body.endDate),
            sentDate: text(body.sendDate),
            pubNote: text(body.pubNote),
            royaltyIds: Array.isArray(body.royaltyIds) ? body.royaltyIds.map(text) : [],
            email: text(body.creatorEmail),
          },
          request.header('x-correlation-id') ?? crypto.randomUUID(),
        );
        response.json({ message: result.statementId, emailed: result.emailed, position: result.position });
      } catch (error) {
        const errors = error instanceof ValidationErrors ? error.errors : error instanceof DomainError ? [error] : null;
        if (!errors) throw error;
        response
          .status(httpStatusOf[errors[0]!.code])
          .json(
            Object.fromEntries(
              errors.map((refusal) => [refusal.field ?? 'non_field_errors', [refusal.message]] as const),
            ),
          );
      }
    },
  );
  return router;
}
