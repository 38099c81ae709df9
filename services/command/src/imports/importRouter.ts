import {
  importTemplate,
  isImportEntityType,
  legacyImportMessages,
  type RowIssue,
  systemFields,
  wizardMessages,
} from '@colophon/domain';
import { duplicateResolutionSchema, type EventStore, formatPosition, waitForReadModels } from '@colophon/events';
import express, { type Request, type Response, Router } from 'express';
import type { Knex } from 'knex';
import multer from 'multer';
import Papa from 'papaparse';

import type { Caller } from '../account/callers.ts';
import { allows, refusalOf, restPolicy } from '../account/permissions.ts';
import { callerOf, sendError } from '../http/app.ts';
import { waitForRequestedPosition } from '../http/requestContext.ts';
import { DomainError } from '../shared/errors.ts';
import { csvLimits, delimiterOf, isImportEncoding } from './csvFile.ts';
import { type ImportService, recordsOf, replyStatusOf, statusMessageOf, summaryOf } from './importService.ts';
import { cellKey, type ImportSessionState, outcomesOf } from './importSession.ts';
import { duplicateCheckFields, fieldOptions, loadLookups } from './recordWriters.ts';

type RestRoute = keyof typeof restPolicy;

/** A query parameter given once as text, else empty. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The legacy panel's type: singular or plural ("products"). */
const entityTypeOf = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase().replace(/s$/, '') : '';
  return isImportEntityType(text) ? text : null;
};

const csvReply = (response: Response, fileName: string, rows: Record<string, unknown>[], columns: string[]) => {
  response.setHeader('content-type', 'text/csv; charset=utf-8');
  response.setHeader('content-disposition', `attachment; filename="${fileName}"`);
  response.send(
    Papa.unparse(
      { fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
      { newline: '\r\n' },
    ),
  );
};

const issueReply = (issue: RowIssue, state: ImportSessionState, original: string) => {
  const corrected = state.corrections.get(cellKey(issue.row, issue.field));
  return {
    id: cellKey(issue.row, issue.field),
    row_index: issue.row,
    field_name: issue.field,
    error_type: issue.errorType,
    severity: issue.severity,
    message: issue.message,
    original_value: original,
    corrected_value: corrected ?? null,
    is_corrected: corrected !== undefined,
    is_ignored: false,
  };
};

const rowsParameter = (value: unknown): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [])
    .map(Number)
    .filter((row) => Number.isInteger(row) && row >= 0)
    .slice(0, csvLimits.maxRows);

/**
 * CSV import over REST: the template files, the legacy panel's /validate_csv/ and /import_csv/,
 * and the advanced wizard's /api/csv-import/ calls, each with the spec's body and reply.
 */
export function createImportRouter(deps: { store: EventStore; db: Knex; imports: ImportService }) {
  const { db, imports } = deps;
  const router = Router();
  // Read-your-writes like every other call: duplicates are found in read models that include the caller's writes.
  const json = [express.json({ limit: `${csvLimits.maxBytes}b` }), waitForRequestedPosition(db)];
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: csvLimits.maxBytes, files: 1 } });

  /** The signed-in caller if the policy lets them make this call; else the reply has been sent. */
  async function allowed(route: RestRoute, request: Request, response: Response): Promise<Caller | null> {
    const caller = await callerOf(db, deps.store, request, response);
    if (!caller) return null;
    if (!allows(restPolicy[route], caller)) {
      response.status(403).json({ code: 'FORBIDDEN', message: refusalOf(restPolicy[route]).message });
      return null;
    }
    return caller;
  }

  /** A wizard call on one of the caller's sessions; another publisher's session answers 404. */
  function sessionCall(
    method: 'get' | 'post',
    path: string,
    handle: (state: ImportSessionState, caller: Caller, request: Request, response: Response) => Promise<void>,
  ) {
    const route = `${method.toUpperCase()} /api/csv-import/:session${path}` as RestRoute;
    router[method](`/api/csv-import/:session${path}`, ...json, async (request: Request, response: Response) => {
      const caller = await allowed(route, request, response);
      if (!caller) return;
      const state = await imports.own(caller, String(request.params.session));
      if (!state) {
        response.status(404).json({ error: 'Import session not found' });
        return;
      }
      try {
        await handle(state, caller, request, response);
      } catch (error) {
        if (error instanceof DomainError) response.status(400).json({ error: error.message });
        else throw error;
      }
    });
  }

  router.get('/api/csv-import/templates/', waitForRequestedPosition(db), async (request, response) => {
    if (!(await allowed('GET /api/csv-import/templates/', request, response))) return;
    const type = queryText(request.query.template).replace(/-template\.csv$/, '');
    if (!isImportEntityType(type)) {
      response.status(404).json({ error: 'Template not found' });
      return;
    }
    const template = importTemplate(type);
    csvReply(
      response,
      template.fileName,
      [Object.fromEntries(template.columns.map((column, index) => [column, template.example[index]]))],
      template.columns,
    );
  });

  router.get('/api/csv-import/system-fields/', waitForRequestedPosition(db), async (request, response) => {
    if (!(await allowed('GET /api/csv-import/system-fields/', request, response))) return;
    const type = entityTypeOf(request.query.entity_type);
    if (!type) {
      response.status(400).json({ error: 'Unknown entity type' });
      return;
    }
    response.json({
      fields: systemFields[type].map((field) => ({
        name: field.name,
        label: field.label,
        type: field.kind,
        required: field.required,
      })),
    });
  });

  /** Opens a session on the legacy panel's text, mapped by its own header. */
  async function legacySession(caller: Caller, request: Request, response: Response) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const type = entityTypeOf(body.type);
    const contents = typeof body.contents === 'string' ? body.contents : '';
    if (body.pubId !== undefined && `${body.pubId as string | number}` !== caller.publisherId) {
      response.status(403).json({ message: 'You are not a member of this publisher.' });
      return null;
    }
    if (!type) {
      response.status(400).json({ message: 'Unknown import type' });
      return null;
    }
    if (!contents.trim()) {
      response.status(400).json({ message: legacyImportMessages.noData });
      return null;
    }
    const customer: unknown = body.customer;
    const customerId =
      typeof customer === 'object' &&
      customer !== null &&
      typeof (customer as { customer?: unknown }).customer === 'string'
        ? (customer as { customer: string }).customer
        : null;
    if (type === 'order' && !customerId) {
      response.status(400).json({ message: legacyImportMessages.customerFirst });
      return null;
    }
    const opened = await imports.open(
      caller,
      {
        fileName: `${type}.csv`,
        bytes: new TextEncoder().encode(contents),
        entityType: type,
        delimiter: ',',
        encoding: 'UTF-8',
        hasHeader: true,
      },
      request.correlationId,
    );
    if (opened.parsed.fileError) {
      response.status(400).json({ message: opened.parsed.fileError });
      return null;
    }
    if (type === 'order') {
      // The chosen customer stands in for the file's customer column.
      const { mappings } = await imports.load(opened.sessionId);
      const chosen = {
        csvHeader: '',
        columnIndex: -1,
        systemField: 'customer_name',
        defaultValue: '(chosen customer)',
        isUniqueIdentifier: false,
      };
      await imports.command(
        caller,
        opened.sessionId,
        {
          type: 'MapImportFields',
          publisherId: caller.publisherId,
          mappings: [...mappings.filter((mapping) => mapping.systemField !== 'customer_name'), chosen],
        },
        request.correlationId,
      );
    }
    return { sessionId: opened.sessionId, state: await imports.load(opened.sessionId), customerId, type };
  }

  router.post('/validate_csv/', ...json, async (request, response) => {
    const caller = await allowed('POST /validate_csv/', request, response);
    if (!caller) return;
    const session = await legacySession(caller, request, response);
    if (!session) return;
    const report = await imports.validate(session.state);
    const errors = report.issues.filter((issue) => issue.severity === 'error');
    const warnings = report.issues.filter((issue) => issue.severity === 'warning');
    const rowsOf = (issues: RowIssue[]) =>
      issues.map((issue) => ({ row: issue.row, field: issue.field, message: issue.message }));
    response.json({
      message: errors.length ? legacyImportMessages.badlyFormatted : 'Validated',
      row_count: report.totalRows,
      errors: rowsOf(errors),
      warnings: rowsOf(warnings),
      ...report.unknown,
    });
  });

  router.post('/import_csv/', ...json, async (request, response) => {
    const caller = await allowed('POST /import_csv/', request, response);
    if (!caller) return;
    const session = await legacySession(caller, request, response);
    if (!session) return;
    const report = await imports.validate(session.state);
    if (report.issues.some((issue) => issue.severity === 'error') || Object.keys(report.unknown).length > 0) {
      response.status(400).json({ message: legacyImportMessages.badlyFormatted });
      return;
    }
    const { finished } = await imports.start(
      caller,
      session.sessionId,
      { skippedRows: [], customerId: session.customerId },
      request.correlationId,
    );
    await finished;
    const summary = summaryOf(await imports.load(session.sessionId));
    const head = await deps.store.headPosition();
    // As the wizard's summary does: the list behind the panel, and a second import of the same
    // file (its duplicates are found in the read models), see what this one wrote.
    await waitForReadModels(db, head);
    const problems = [
      ...summary.error_details.map((detail) => `Row ${detail.row_index + 2}: ${detail.error_message}`),
      ...summary.skipped_details.map((detail) => `Row ${detail.row_index + 2}: ${detail.message}`),
    ];
    response.json({
      message:
        problems.length === 0
          ? legacyImportMessages.itemsImported
          : `Imported ${summary.created_count} of ${summary.total_rows} rows. ${problems.join(' ')}`,
      created_count: summary.created_count,
      session_id: session.sessionId,
      position: formatPosition(head),
    });
  });

  router.post(
    '/api/csv-import/upload-csv/',
    upload.single('file'),
    waitForRequestedPosition(db),
    async (request, response) => {
      const caller = await allowed('POST /api/csv-import/upload-csv/', request, response);
      if (!caller) return;
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      if (!request.file) {
        response.status(400).json({ error: wizardMessages.selectFile });
        return;
      }
      if (!body.publisher_id) {
        response.status(400).json({ error: wizardMessages.selectPublisher });
        return;
      }
      if (body.publisher_id !== caller.publisherId) {
        response.status(403).json({ error: 'You are not a member of this publisher.' });
        return;
      }
      const type = entityTypeOf(body.entity_type);
      const delimiter = delimiterOf(body.delimiter ?? ',');
      const encoding = body.encoding ?? 'UTF-8';
      if (!type || !delimiter || !isImportEncoding(encoding)) {
        response.status(400).json({ error: 'Unknown entity type, delimiter or encoding' });
        return;
      }
      if (!/\.csv$/i.test(request.file.originalname)) {
        response.status(400).json({ error: legacyImportMessages.csvOnly });
        return;
      }
      const opened = await imports.open(
        caller,
        {
          fileName: request.file.originalname,
          bytes: request.file.buffer,
          entityType: type,
          delimiter,
          encoding: encoding,
          hasHeader: body.has_header !== 'false',
        },
        request.correlationId,
      );
      if (opened.parsed.fileError) {
        response.status(400).json({ error: opened.parsed.fileError, session_id: opened.sessionId });
        return;
      }
      response.status(201).json({
        session_id: opened.sessionId,
        headers: opened.parsed.headers,
        total_rows: opened.parsed.rows.length,
      });
    },
  );

  sessionCall('get', '/get-csv-info/', async (state, _caller, _request, response) => {
    const parsed = await imports.parsedFile(state);
    response.json({
      entity_type: state.entityType,
      file_name: state.fileName,
      headers: parsed.headers,
      total_rows: parsed.rows.length,
      sample_data: parsed.rows.slice(0, 5),
    });
  });

  const mappingReply = (state: ImportSessionState) =>
    state.mappings.map((mapping) => ({
      id: String(mapping.columnIndex),
      csv_header: mapping.csvHeader,
      column_index: mapping.columnIndex,
      system_field: mapping.systemField,
      default_value: mapping.defaultValue,
      is_mapped: mapping.systemField !== null,
      is_unique_identifier: mapping.isUniqueIdentifier,
    }));

  sessionCall('get', '/suggest-field-mappings/', async (state, _caller, _request, response) => {
    response.json({ mappings: mappingReply(state), system_fields: systemFields[state.entityType] });
  });

  sessionCall('post', '/update-field-mappings/', async (state, caller, request, response) => {
    const sent = ((request.body as { mappings?: unknown }).mappings ?? []) as Record<string, unknown>[];
    const fieldNames = new Set(systemFields[state.entityType].map((field) => field.name));
    const mappings = state.mappings.map((mapping) => {
      const update = Array.isArray(sent)
        ? sent.find((entry) => Number(entry.column_index) === mapping.columnIndex)
        : undefined;
      if (!update) return mapping;
      const systemField =
        typeof update.system_field === 'string' && fieldNames.has(update.system_field) ? update.system_field : null;
      return {
        ...mapping,
        systemField,
        defaultValue:
          typeof update.default_value === 'string' ? update.default_value.slice(0, 1000) : mapping.defaultValue,
        isUniqueIdentifier: update.is_unique_identifier === true,
      };
    });
    // A field a column now carries no longer takes its default-only mapping (a column no row has).
    const byColumn = new Set(
      mappings.filter((mapping) => mapping.columnIndex >= 0).map((mapping) => mapping.systemField),
    );
    const kept = mappings.filter((mapping) => mapping.columnIndex >= 0 || !byColumn.has(mapping.systemField));
    const taken = kept.map((mapping) => mapping.systemField).filter(Boolean);
    if (new Set(taken).size !== taken.length) {
      response.status(400).json({ error: 'Each system field can be mapped to one column only.' });
      return;
    }
    await imports.command(
      caller,
      state.sessionId,
      { type: 'MapImportFields', publisherId: caller.publisherId, mappings: kept },
      request.correlationId,
    );
    response.json({ mappings: mappingReply(await imports.load(state.sessionId)) });
  });

  sessionCall('post', '/set-default-values/', async (state, caller, request, response) => {
    const defaults = ((request.body as { default_values?: unknown }).default_values ?? {}) as Record<string, unknown>;
    const fieldNames = new Set(systemFields[state.entityType].map((field) => field.name));
    const mappings = state.mappings.filter((mapping) => mapping.columnIndex >= 0);
    for (const [field, value] of Object.entries(defaults)) {
      if (!fieldNames.has(field) || typeof value !== 'string' || !value) continue;
      const mapped = mappings.find((mapping) => mapping.systemField === field);
      // A field without a column takes its default on every row (a column no row has).
      if (mapped) mapped.defaultValue = value.slice(0, 1000);
      else
        mappings.push({
          csvHeader: '',
          columnIndex: -1,
          systemField: field,
          defaultValue: value.slice(0, 1000),
          isUniqueIdentifier: false,
        });
    }
    await imports.command(
      caller,
      state.sessionId,
      { type: 'MapImportFields', publisherId: caller.publisherId, mappings },
      request.correlationId,
    );
    response.json({ mappings: mappingReply(await imports.load(state.sessionId)) });
  });

  async function validationResults(state: ImportSessionState, skipped: number[]) {
    const report = await imports.validationReport(state, new Set(skipped));
    const records = recordsOf(state, await imports.parsedFile(state));
    return {
      results: report.issues.map((issue) => issueReply(issue, state, records[issue.row]?.fields[issue.field] ?? '')),
      total_rows: report.totalRows,
      error_count: report.issues.filter((issue) => issue.severity === 'error').length,
      warning_count: report.issues.filter((issue) => issue.severity === 'warning').length,
      ...report.unknown,
    };
  }

  // Validation runs in the background: the wizard polls its progress each second, then reads the results.
  sessionCall('post', '/validate-csv-data/', async (state, _caller, _request, response) => {
    imports.startValidation(state);
    response.status(202).json({ status: 'in_progress' });
  });
  sessionCall('get', '/get-validation-results/', async (state, _caller, request, response) => {
    response.json(await validationResults(state, rowsParameter(request.query.skipped_rows)));
  });
  sessionCall('get', '/get-validation-progress/', async (state, _caller, _request, response) => {
    response.json(imports.validationProgress(state.sessionId));
  });

  sessionCall('post', '/correct-validation-errors/', async (state, caller, request, response) => {
    const sent = ((request.body as { corrections?: unknown }).corrections ?? []) as {
      id?: unknown;
      corrected_value?: unknown;
    }[];
    const corrections = (Array.isArray(sent) ? sent : []).slice(0, 5000).flatMap((entry) => {
      const [row, field] = (typeof entry.id === 'string' ? entry.id : '').split(':');
      return Number.isInteger(Number(row)) && field && typeof entry.corrected_value === 'string'
        ? [{ row: Number(row), field, value: entry.corrected_value.slice(0, 10_000) }]
        : [];
    });
    await imports.command(
      caller,
      state.sessionId,
      { type: 'CorrectImportCells', publisherId: caller.publisherId, corrections },
      request.correlationId,
    );
    response.json({ corrected: corrections.length });
  });

  sessionCall('get', '/get-field-options/', async (state, caller, request, response) => {
    const lookups = await loadLookups(db, caller.publisherId);
    response.json({ options: fieldOptions(state.entityType, queryText(request.query.field_name), lookups) });
  });

  sessionCall('post', '/detect-duplicates/', async (state, _caller, _request, response) => {
    const found = await imports.duplicates(state);
    response.json({
      count: found.length,
      duplicates: found.map(({ record, existing }) => ({
        id: String(record.row),
        row_index: record.row,
        csv_record_data: record.fields,
        existing_record_data: existing,
        resolution: state.resolutions.get(record.row) ?? 'skip',
      })),
    });
  });

  sessionCall('get', '/get-duplicate-fields/', async (state, _caller, _request, response) => {
    const checks = duplicateCheckFields[state.entityType];
    response.json({
      summary_fields: [
        ...checks,
        ...systemFields[state.entityType]
          .filter((field) => field.required && !checks.includes(field.name))
          .map((field) => field.name),
      ],
      editable_fields: [],
      duplicate_check_fields: checks,
    });
  });

  sessionCall('post', '/resolve-duplicates/', async (state, caller, request, response) => {
    const sent = ((request.body as { resolutions?: unknown }).resolutions ?? {}) as Record<string, unknown>;
    const resolutions = Object.entries(sent).flatMap(([row, resolution]) => {
      const parsed = duplicateResolutionSchema.safeParse(resolution);
      return Number.isInteger(Number(row)) && parsed.success ? [{ row: Number(row), resolution: parsed.data }] : [];
    });
    await imports.command(
      caller,
      state.sessionId,
      { type: 'ResolveImportDuplicates', publisherId: caller.publisherId, resolutions },
      request.correlationId,
    );
    response.json({ resolved: resolutions.length });
  });

  sessionCall('get', '/get-preview-data/', async (state, _caller, _request, response) => {
    const records = recordsOf(state, await imports.parsedFile(state));
    response.json({
      fields: systemFields[state.entityType].map((field) => field.name),
      preview: records.slice(0, 10).map((record) => ({ row_index: record.row, ...record.fields })),
      total_rows: records.length,
    });
  });

  sessionCall('post', '/import-csv-data/', async (state, caller, request, response) => {
    const skippedRows = rowsParameter((request.body as { skipped_rows?: unknown }).skipped_rows);
    const { finished } = await imports.start(
      caller,
      state.sessionId,
      { skippedRows, customerId: null },
      request.correlationId,
    );
    // The writer records its own failure on the session; this only keeps it from going unheard.
    finished.catch((error: unknown) => request.log.error({ err: error }, 'import writer stopped'));
    response.status(202).json({ status: 'in_progress', message: 'Import started' });
  });

  // Polled each second while rows are written: the state's figures, not every row's outcome.
  sessionCall('get', '/get-import-progress/', async (state, _caller, _request, response) => {
    const message = statusMessageOf(state);
    response.json({
      status: replyStatusOf(state),
      progress_percentage: state.totalRows ? Math.round((state.nextRow / state.totalRows) * 100) : 100,
      processed_rows: state.nextRow,
      total_rows: state.totalRows,
      message,
      error: state.status === 'failed' ? message : null,
    });
  });

  sessionCall('post', '/cancel-import/', async (state, caller, request, response) => {
    await imports.command(
      caller,
      state.sessionId,
      { type: 'RequestImportCancel', publisherId: caller.publisherId },
      request.correlationId,
    );
    await imports.finished(state.sessionId);
    const after = await imports.load(state.sessionId);
    response.json({ status: replyStatusOf(after), message: wizardMessages.cancelled, processed_rows: after.nextRow });
  });

  sessionCall('get', '/get-import-summary/', async (state, _caller, _request, response) => {
    // The lists read after the summary show what it counts (waiting is bounded, as for every read).
    if (state.status !== 'importing') await waitForReadModels(db, await deps.store.headPosition());
    response.json({ ...summaryOf(state), completed_at: null });
  });

  sessionCall('get', '/download-error-report/', async (state, _caller, _request, response) => {
    const summary = summaryOf(state);
    csvReply(
      response,
      `import-errors-${state.sessionId}.csv`,
      [
        ...summary.error_details.map((detail) => ({
          row: detail.row_index + 2,
          status: 'error',
          message: detail.error_message,
        })),
        ...summary.skipped_details.map((detail) => ({
          row: detail.row_index + 2,
          status: 'skipped',
          message: detail.message,
        })),
      ].sort((first, second) => first.row - second.row),
      ['row', 'status', 'message'],
    );
  });

  /** The file's own rows that were not recorded (errors, skipped), with why, to fix and upload again. */
  const unrecordedData = async (state: ImportSessionState, skipped: number[], response: Response) => {
    const parsed = await imports.parsedFile(state);
    const why = new Map<number, string>(skipped.map((row) => [row, 'Skipped']));
    for (const outcome of outcomesOf(state))
      if (outcome.outcome === 'error' || outcome.outcome === 'skipped') why.set(outcome.row, outcome.message);
    const rows = [...why.keys()].sort((first, second) => first - second);
    csvReply(
      response,
      `unrecorded-data-${state.sessionId}.csv`,
      rows.map((row) => ({
        ...Object.fromEntries(parsed.headers.map((header, index) => [header, parsed.rows[row]?.[index] ?? ''])),
        import_error: why.get(row),
      })),
      [...parsed.headers, 'import_error'],
    );
  };
  sessionCall('get', '/download-error-csv/', async (state, _caller, request, response) => {
    await unrecordedData(state, rowsParameter(request.query.skipped_rows), response);
  });
  sessionCall('post', '/download-error-csv/', async (state, _caller, request, response) => {
    await unrecordedData(state, rowsParameter((request.body as { skipped_rows?: unknown }).skipped_rows), response);
  });

  router.use(
    '/api/csv-import',
    (error: unknown, _request: Request, response: Response, next: (error: unknown) => void) => {
      if (error instanceof multer.MulterError) {
        response
          .status(400)
          .json({ error: error.code === 'LIMIT_FILE_SIZE' ? 'The file is too large.' : wizardMessages.selectFile });
        return;
      }
      if (error instanceof DomainError) {
        sendError(response, error);
        return;
      }
      next(error);
    },
  );

  return router;
}
