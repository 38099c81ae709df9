import { allows, callerOf, refusalOf, restPolicy, waitForRequestedPosition } from '@colophon/command';
import { exportMessages } from '@colophon/domain';
import type { EventStore } from '@colophon/events';
import express, { type Request, type Response, Router } from 'express';
import { buildSchema, coerceInputValue, type GraphQLInputType } from 'graphql';
import type { Knex } from 'knex';

import { isExportType, listExports } from './exportColumns.ts';
import { drained, exportBatches, type ExportSelection } from './listExport.ts';

/** Ids a selection may name: a list's explicit picks or its unticked rows, far beyond a page. */
const maxSelectionIds = 20_000;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= maxSelectionIds &&
  value.every((id) => typeof id === 'string' && id.length <= 100);

function selectionOf(body: Record<string, unknown>): ExportSelection | null {
  const selection = (body.selection ?? { mode: 'all', excluded: [] }) as Record<string, unknown>;
  if (selection.mode === 'explicit' && isIdList(selection.ids)) return { mode: 'explicit', ids: selection.ids };
  if (selection.mode === 'all' && isIdList(selection.excluded ?? []))
    return { mode: 'all', excluded: (selection.excluded as string[] | undefined) ?? [] };
  return null;
}

/**
 * POST /api/v1/exports/:type (products, orders, customers, creators, expenses, royalties, royaltypayments) with the list's
 * parameters as its GraphQL input type takes them, and its selection: the spec's export columns as
 * a CSV stream, or 404 'No records to export after filtering' when nothing is selected.
 */
export function createExportRouter(deps: { db: Knex; store: Pick<EventStore, 'headPosition'>; typeDefs: string[] }) {
  const { db } = deps;
  const schema = buildSchema(deps.typeDefs.join('\n'));
  const router = Router();

  router.post(
    '/api/v1/exports/:type',
    express.json({ limit: '2mb' }),
    waitForRequestedPosition(db),
    async (request: Request, response: Response) => {
      const caller = await callerOf(db, deps.store, request, response);
      if (!caller) return;
      const level = restPolicy['POST /api/v1/exports/:type'];
      if (!allows(level, caller)) {
        response.status(403).json({ code: 'FORBIDDEN', message: refusalOf(level).message });
        return;
      }
      const type = String(request.params.type);
      if (!isExportType(type)) {
        response.status(404).json({ code: 'NOT_FOUND', message: `Unknown list ${type}` });
        return;
      }
      const listExport = listExports[type];
      const body = (request.body ?? {}) as Record<string, unknown>;
      const selection = selectionOf(body);
      let params: unknown;
      try {
        params = coerceInputValue(body.params ?? {}, schema.getType(listExport.paramsType) as GraphQLInputType);
      } catch {
        params = undefined;
      }
      if (!selection || params === undefined) {
        response.status(400).json({ code: 'VALIDATION', message: exportMessages.preparing });
        return;
      }
      const batches = exportBatches(db, caller.publisherId, listExport, params, selection);
      const first = await batches.next();
      if (first.done) {
        response.status(404).json({ code: 'NO_RECORDS', message: exportMessages.empty });
        return;
      }
      response.setHeader('content-type', 'text/csv; charset=utf-8');
      response.setHeader('content-disposition', `attachment; filename="${type}.csv"`);
      response.write(first.value);
      for await (const text of batches) {
        // Waits for the client to take what was sent: a slow reader never makes the server buffer the list.
        if (!response.write(text)) await drained(response);
        if (response.destroyed) return;
      }
      response.end();
    },
  );

  return router;
}
