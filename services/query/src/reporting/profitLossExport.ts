import { allowedCallerOf, waitForRequestedPosition } from '@colophon/command';
import { exportMessages, profitLossCsvHeader, profitLossCsvLine, profitLossCsvTotals } from '@colophon/domain';
import type { EventStore } from '@colophon/events';
import express, { type Request, type Response, Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';

import { csvText, drained } from '../imports/listExport.ts';
import { productReportSortFields, profitLossExportRows, revenueFirst } from './reportRows.ts';
import { scopeOf } from './resolvers.ts';

const route = 'POST /api/v1/reports/profit-loss/export';

/** What the P&L screen shows: its period or dates, its products and its sort. */
const exportRequest = z.object({
  timePeriod: z.enum(['MTD', 'QTD', 'LAST_QUARTER', 'YTD', 'LAST_YEAR', 'ALL_TIME', 'CUSTOM']).nullish(),
  startDate: z.string().max(10).nullish(),
  endDate: z.string().max(10).nullish(),
  productIds: z.array(z.string().max(100)).max(1000).nullish(),
  sortField: z.enum(productReportSortFields).nullish(),
  sortDirection: z.enum(['ASC', 'DESC']).nullish(),
});

/** Lines written to the socket at a time. */
const linesPerWrite = 500;

const columns = [...profitLossCsvHeader];

/** Lines as CSV text (formula cells escaped, as every export does), the header first when asked. */
const csvOf = (lines: string[][], header: boolean) =>
  `${csvText(
    lines.map((line) => Object.fromEntries(line.map((cell, index) => [columns[index]!, cell]))),
    columns,
    header,
  )}\r\n`;

/**
 * POST /api/v1/reports/profit-loss/export with the screen's period, products and sort: the whole
 * P&L by product (every product of the range, not a page) as the spec's CSV, named
 * profit_loss_{start}_to_{end}.csv, with the Totals row the database summed. The rows come from one
 * statement (one consistent reading) and go out a few hundred lines at a time as the client takes
 * them.
 */
export function createProfitLossExportRouter(deps: { db: Knex; store: Pick<EventStore, 'headPosition'> }) {
  const { db } = deps;
  const allowedCaller = allowedCallerOf(db, deps.store);
  const router = Router();
  router.post(
    route.slice('POST '.length),
    express.json({ limit: '100kb' }),
    waitForRequestedPosition(db),
    async (request: Request, response: Response) => {
      const caller = await allowedCaller(route, request, response);
      if (!caller) return;
      const parsed = exportRequest.safeParse(request.body ?? {});
      if (!parsed.success) {
        response.status(400).json({ code: 'VALIDATION', message: exportMessages.preparing });
        return;
      }
      const { sortField, sortDirection, ...range } = parsed.data;
      let scope;
      try {
        scope = await scopeOf({ db, caller }, range);
      } catch (error) {
        response.status(400).json({ code: 'VALIDATION', message: (error as Error).message });
        return;
      }
      const { rows, totals } = await profitLossExportRows(db, scope, {
        field: sortField ?? revenueFirst.field,
        direction: sortDirection ?? revenueFirst.direction,
      });
      response.setHeader('content-type', 'text/csv; charset=utf-8');
      response.setHeader(
        'content-disposition',
        `attachment; filename="profit_loss_${scope.startDate}_to_${scope.endDate}.csv"`,
      );
      for (let start = 0; start < rows.length || start === 0; start += linesPerWrite) {
        const lines = rows.slice(start, start + linesPerWrite).map(profitLossCsvLine);
        // Waits for the client to take what was sent: a slow reader never makes the server buffer the text.
        if (!response.write(csvOf(lines, start === 0))) await drained(response);
        if (response.destroyed) return;
      }
      response.end(csvOf([profitLossCsvTotals(totals)], false));
    },
  );
  return router;
}
