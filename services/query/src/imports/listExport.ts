import { formulaCellPattern } from '@colophon/domain';
import type { Response } from 'express';
import type { Knex } from 'knex';
import Papa from 'papaparse';

import type { CsvRecord, ListExport } from './exportColumns.ts';

/** Which rows of the list: the ones picked one by one, or all of its search minus the unticked ones. */
export type ExportSelection = { mode: 'explicit'; ids: string[] } | { mode: 'all'; excluded: string[] };

/** Rows read per round trip: a batch's rows and lookups are all that is held at once. */
export const exportBatchSize = 500;

export const csvText = (records: CsvRecord[], columns: readonly string[], header: boolean) =>
  Papa.unparse(
    { fields: [...columns], data: records.map((record) => columns.map((column) => record[column] ?? '')) },
    { header, escapeFormulae: formulaCellPattern, newline: '\r\n' },
  );

/**
 * The list's rows as CSV text, batch by batch: the list's own query with the selection applied,
 * read by keyset on id (each batch `id > last`), so neither the rows nor the text are ever held
 * whole, and no transaction stays open between batches (PGlite has one connection).
 * Yields nothing when no row is selected.
 */
export async function* exportBatches(
  db: Knex,
  publisherId: string,
  listExport: ListExport,
  params: unknown,
  selection: ExportSelection,
): AsyncGenerator<string> {
  let after: string | null = null;
  let first = true;
  for (;;) {
    let query = db
      .from(listExport.rows(db, publisherId, params as never).as('export_rows'))
      .select('export_rows.*')
      .orderBy('export_rows.id')
      .limit(exportBatchSize);
    if (after !== null) query = query.where('export_rows.id', '>', after);
    if (selection.mode === 'explicit') query = query.whereIn('export_rows.id', selection.ids);
    else if (selection.excluded.length > 0) query = query.whereNotIn('export_rows.id', selection.excluded);
    const rows = (await query) as { id: string }[];
    if (rows.length === 0) return;
    const records = await listExport.records(db, publisherId, rows);
    yield `${csvText(records, listExport.columns, first)}\r\n`;
    first = false;
    if (rows.length < exportBatchSize) return;
    after = rows.at(-1)!.id;
  }
}

/** Resolves once the socket takes more, or the client has gone. */
export const drained = (response: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.on('drain', done).on('close', done);
  });
