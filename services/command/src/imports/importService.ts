import { hash, randomUUID } from 'node:crypto';

import {
  checkRecord,
  type ImportEntityType,
  type ImportReplyStatus,
  type ImportSummary,
  type RowIssue,
  systemFields,
  wizardMessages,
} from '@colophon/domain';
import {
  ConcurrencyError,
  type DuplicateResolution,
  type EventStore,
  type ImportMapping,
  type RowOutcome,
} from '@colophon/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

import type { Caller } from '../account/callers.ts';
import { createInProcessCommandBus } from '../commandBus.ts';
import { batchedAppends } from '../shared/batchedAppends.ts';
import { loadState, loadStream } from '../shared/decider.ts';
import { DomainError, ValidationErrors } from '../shared/errors.ts';
import { appendDecisions, decideOn } from '../shared/multiStream.ts';
import { runDecider } from '../shared/runDecider.ts';
import { decodeCsv, type ImportEncoding, parseCsv, type ParsedCsv } from './csvFile.ts';
import {
  cellKey,
  type ImportSessionCommand,
  importSessionDecider,
  type ImportSessionState,
  importSessionStreamId,
  outcomesOf,
} from './importSession.ts';
import {
  type Dispatch,
  findDuplicates,
  type ImportRecord,
  loadLookups,
  loadReferences,
  referenceIssues,
  refusalOutcome,
  streamsRead,
  unknownLookups,
  writeUnit,
  writeUnits,
} from './recordWriters.ts';

/**
 * Rows written between two records of progress (and two chances to cancel). Each batch also costs
 * every read model a transaction, its checkpoint and a statement per table it writes, whatever its
 * size: 1 000 rows (half a second to a second to write) took 3-4 s less than 500 over 100 000 rows
 * on PGlite, where a statement's fixed cost is highest.
 */
export const defaultBatchSize = 1000;

/** An id derived from a name: the same session, row and call always give the same record id. */
export function derivedId(name: string): string {
  const hex = hash('sha256', name);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const normalisedHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Each CSV column mapped to the system field its header names (or an alias of it), else unmapped. */
export function suggestMappings(type: ImportEntityType, headers: string[]): ImportMapping[] {
  const used = new Set<string>();
  return headers.map((header, columnIndex) => {
    const wanted = normalisedHeader(header);
    const match = systemFields[type].find(
      (field) => !used.has(field.name) && (field.name === wanted || field.aliases?.includes(wanted)),
    );
    if (match) used.add(match.name);
    return {
      csvHeader: header,
      columnIndex,
      systemField: match?.name ?? null,
      defaultValue: '',
      isUniqueIdentifier: false,
    };
  });
}

/** Every data row as system fields: the mapped cell, else the column's default, then any correction. */
export function recordsOf(state: ImportSessionState, parsed: ParsedCsv): ImportRecord[] {
  return parsed.rows.map((cells, row) => {
    const fields: Record<string, string> = {};
    for (const mapping of state.mappings) {
      if (!mapping.systemField) continue;
      const cell = (cells[mapping.columnIndex] ?? '').trim();
      fields[mapping.systemField] = cell || mapping.defaultValue;
    }
    // Most files are imported uncorrected: no key built for each of their cells.
    if (state.corrections.size > 0) {
      for (const field of systemFields[state.entityType]) {
        const corrected = state.corrections.get(cellKey(row, field.name));
        if (corrected !== undefined) fields[field.name] = corrected;
      }
    }
    return { row, fields };
  });
}

/** Rows checked between two answers to other requests, and two progress figures. */
const validationSlice = 2000;
const maxKeptValidations = 20;

interface ValidationJob {
  version: number;
  checkedRows: number;
  totalRows: number;
  failure: string | null;
  done: boolean;
  report: Promise<ValidationReport | null>;
}

export interface ValidationReport {
  issues: RowIssue[];
  unknown: Record<string, string[]>;
  totalRows: number;
}

/** The status the wizard's calls name: a running import is in_progress. */
export const replyStatusOf = (state: ImportSessionState): ImportReplyStatus =>
  state.status === 'importing' ? 'in_progress' : state.status;

/** What the session's state says to the wizard, in a few words. */
export const statusMessageOf = (state: ImportSessionState): string =>
  ({
    uploaded: 'Not started',
    importing: state.cancelRequested ? 'Cancelling after this batch' : 'Importing',
    completed: 'Import completed',
    cancelled: wizardMessages.cancelled,
    failed: state.failure ?? wizardMessages.importFailed,
  })[state.status];

export function summaryOf(state: ImportSessionState): ImportSummary {
  const outcomes = outcomesOf(state);
  const count = (outcome: RowOutcome['outcome']) => outcomes.filter((row) => row.outcome === outcome).length;
  const message = statusMessageOf(state);
  return {
    status: replyStatusOf(state),
    message,
    total_rows: state.totalRows,
    processed_rows: state.nextRow,
    created_count: count('created'),
    updated_count: count('updated'),
    error_count: count('error'),
    skipped_count: count('skipped') + state.skippedRows.size,
    skipped_details: outcomes
      .filter((row) => row.outcome === 'skipped' || (row.outcome === 'created' && row.message))
      .map((row) => ({ row_index: row.row, message: row.message })),
    error_details: outcomes
      .filter((row) => row.outcome === 'error')
      .map((row) => ({ row_index: row.row, error_message: row.message })),
    processing_time: state.processingMs / 1000,
  };
}

export interface OpenFile {
  fileName: string;
  bytes: Uint8Array;
  entityType: ImportEntityType;
  delimiter: string;
  encoding: ImportEncoding;
  hasHeader: boolean;
}

/**
 * Import sessions: upload, mapping, validation, duplicates, then the import itself, batch by batch
 * through a command bus of this process whose ids derive from session and row, so a row written
 * before a crash is recognised rather than written again.
 */
export function importService(deps: { store: EventStore; db: Knex; logger: Logger }) {
  const { store, db } = deps;
  const running = new Map<string, Promise<void>>();
  // The last files read: the wizard's steps read the same file again and again.
  const parsedFiles = new Map<string, ParsedCsv>();

  const run = (
    sessionId: string,
    context: { userId: string | null; publisherId: string | null; correlationId: string },
    command: ImportSessionCommand,
  ) =>
    runDecider(
      store,
      { ...context, now: () => new Date() },
      importSessionStreamId(sessionId),
      importSessionDecider,
      command,
    );

  /** The session as it stands (folded once, then only its new events: progress is polled each second). */
  async function load(sessionId: string): Promise<ImportSessionState> {
    return (await loadState(store, importSessionStreamId(sessionId), importSessionDecider)).state;
  }

  async function parsedFile(state: ImportSessionState): Promise<ParsedCsv> {
    const key = `${state.publisherId}:${state.fileDigest}:${state.delimiter}:${state.hasHeader}`;
    const cached = parsedFiles.get(key);
    if (cached) return cached;
    const file = await db('import_files')
      .where({ publisher_id: state.publisherId, digest: state.fileDigest })
      .first('contents');
    const parsed = parseCsv((file?.contents as string | undefined) ?? '', {
      delimiter: state.delimiter,
      hasHeader: state.hasHeader,
    });
    parsedFiles.clear();
    parsedFiles.set(key, parsed);
    return parsed;
  }

  async function validate(
    state: ImportSessionState,
    skipped: ReadonlySet<number> = new Set(),
    onProgress: (checkedRows: number) => void = () => {},
  ): Promise<ValidationReport> {
    const parsed = await parsedFile(state);
    const lookups = await loadLookups(db, state.publisherId!);
    const records = recordsOf(state, parsed).filter((record) => !skipped.has(record.row));
    const issues: RowIssue[] = [];
    for (const [index, record] of records.entries()) {
      // A large file takes seconds: progress polls and other requests are answered in between.
      if (index % validationSlice === 0 && index > 0) {
        onProgress(index);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const unreadable = parsed.rowErrors.get(record.row);
      if (unreadable) {
        issues.push({ row: record.row, field: '', message: unreadable, severity: 'error', errorType: 'format' });
        continue;
      }
      issues.push(...checkRecord(state.entityType, record.fields, record.row));
      issues.push(...referenceIssues(state.entityType, record, lookups));
    }
    onProgress(records.length);
    return { issues, unknown: unknownLookups(state.entityType, records, lookups), totalRows: parsed.rows.length };
  }

  /**
   * Validations started by the wizard, by session: checked rows so far, then the report, which
   * stands until the session changes (a new mapping or correction makes a new version).
   */
  const validations = new Map<string, ValidationJob>();

  function startValidation(state: ImportSessionState): void {
    const job: ValidationJob = {
      version: state.version,
      checkedRows: 0,
      totalRows: state.totalRows,
      failure: null,
      done: false,
      report: Promise.resolve(null),
    };
    job.report = validate(state, new Set(), (checkedRows) => (job.checkedRows = checkedRows)).then(
      (report) => {
        job.done = true;
        return report;
      },
      (error: unknown) => {
        deps.logger.error({ err: error, sessionId: state.sessionId }, 'validation failed');
        job.done = true;
        job.failure = wizardMessages.fallback;
        return null;
      },
    );
    validations.delete(state.sessionId);
    validations.set(state.sessionId, job);
    // Only the latest few sessions' reports are kept.
    for (const sessionId of [...validations.keys()].slice(0, -maxKeptValidations)) validations.delete(sessionId);
  }

  function validationProgress(sessionId: string) {
    const job = validations.get(sessionId);
    if (!job) return { status: 'completed' as const, progress_percentage: 100, error: null };
    return {
      status: job.failure ? ('failed' as const) : job.done ? ('completed' as const) : ('in_progress' as const),
      progress_percentage: job.done || job.totalRows === 0 ? 100 : Math.floor((job.checkedRows / job.totalRows) * 100),
      error: job.failure,
    };
  }

  /** The report of the session as it stands: the wizard's validation when it is current, else a new one. */
  async function validationReport(state: ImportSessionState, skipped: ReadonlySet<number>) {
    const job = validations.get(state.sessionId);
    const current = skipped.size === 0 && job?.version === state.version ? await job.report : null;
    return current ?? validate(state, skipped);
  }

  /** Set when the process stops: each runner ends after its current batch, to resume after the restart. */
  let stopping = false;

  /**
   * The rows of one batch, each through the same command as the screens, on a store that holds
   * their appends; its rows' outcomes are recorded on the session in the same atomic write.
   */
  async function writeBatch(
    state: ImportSessionState,
    parsed: ParsedCsv,
    rows: ImportRecord[],
    end: number,
    run: { caller: Pick<Caller, 'userId' | 'publisherId'>; correlationId: string; batch: () => BatchWriter },
  ) {
    const { caller } = run;
    const started = performance.now();
    const writable = rows.filter((record) => !state.skippedRows.has(record.row));
    // What the rows name is read once for the batch: lookups, duplicates, formats, customers, creators.
    const [lookups, duplicates, references] = await Promise.all([
      loadLookups(db, caller.publisherId),
      findDuplicates(db, caller.publisherId, state.entityType, writable),
      loadReferences(db, caller.publisherId, state.entityType, writable),
    ]);
    const prefetched = streamsRead(state.entityType, caller.publisherId, writable, references, state.customerId);
    for (let attempt = 1; ; attempt++) {
      const writer = run.batch();
      await writer.batch.prefetch(prefetched);
      const outcomes: RowOutcome[] = [];
      for (const unit of writeUnits(state.entityType, writable)) {
        const first = unit[0]!;
        const problems = unit.flatMap((record) => {
          const unreadable = parsed.rowErrors.get(record.row);
          return unreadable
            ? [unreadable]
            : [
                ...checkRecord(state.entityType, record.fields, record.row),
                ...referenceIssues(state.entityType, record, lookups),
              ].map((issue) => issue.message);
        });
        if (problems.length > 0) {
          outcomes.push(
            ...unit.map((record) => ({
              row: record.row,
              outcome: 'error' as const,
              recordId: null,
              message: problems.join('; ').slice(0, 1000),
            })),
          );
          continue;
        }
        const existing = duplicates.get(first.row);
        const resolution: DuplicateResolution = state.resolutions.get(first.row) ?? 'skip';
        // Commands of a batch seldom wait for the database: without a turn of the event loop per
        // record, progress polls and a cancel would wait for the whole batch.
        await new Promise((resolve) => setImmediate(resolve));
        writer.mintIdsFor(first.row);
        try {
          outcomes.push(
            ...(await writeUnit(
              state.entityType,
              unit,
              { lookups, references, dispatch: writer.dispatch, customerId: state.customerId },
              existing?.id ? { existingId: existing.id, resolution } : null,
            )),
          );
        } catch (error) {
          if (!(error instanceof DomainError || error instanceof ValidationErrors)) throw error;
          outcomes.push(...refusalOutcome(unit, error));
        }
      }
      const context = { userId: caller.userId, publisherId: caller.publisherId, correlationId: run.correlationId };
      await appendDecisions(writer.batch.store, { ...context, now: () => new Date() }, async () => [
        await decideOn(writer.batch.store, importSessionStreamId(state.sessionId), importSessionDecider, () => ({
          type: 'RecordImportBatch' as const,
          nextRow: end,
          outcomes,
        })),
      ]);
      try {
        await writer.batch.flush();
        deps.logger.info(
          {
            sessionId: state.sessionId,
            correlationId: run.correlationId,
            rows: outcomes.length,
            errors: outcomes.filter((row) => row.outcome === 'error').length,
            durationMs: Math.round(performance.now() - started),
          },
          'import batch',
        );
        return;
      } catch (error) {
        // Someone wrote to a stream of the batch meanwhile (a format, the plan ledger): decide it again.
        if (!(error instanceof ConcurrencyError) || attempt >= 5) throw error;
        writer.discard();
      }
    }
  }

  /** Writes the session's rows from where it stands, a batch at a time, until done, cancelled or stopped. */
  async function importRows(sessionId: string, caller: Pick<Caller, 'userId' | 'publisherId'>, correlationId: string) {
    const started = performance.now();
    const context = { userId: caller.userId, publisherId: caller.publisherId, correlationId };
    let state = await load(sessionId);
    const parsed = await parsedFile(state);
    const records = recordsOf(state, parsed);
    let writer: BatchWriter | null = null;
    const batch = () => {
      writer ??= batchWriter(sessionId, caller, correlationId, () => (writer = null));
      return writer;
    };
    let interrupted = false;
    try {
      while (state.status === 'importing' && !state.cancelRequested && state.nextRow < records.length) {
        if (stopping) {
          interrupted = true;
          return;
        }
        const batchRows = records.slice(state.nextRow, state.nextRow + state.batchSize);
        // An order's lines stay together: the batch runs on to the end of its last order group.
        let end = state.nextRow + batchRows.length;
        if (state.entityType === 'order') {
          const lastGroup = batchRows.at(-1)?.fields.order_group;
          while (end < records.length && records[end]!.fields.order_group === lastGroup) end++;
        }
        await writeBatch(state, parsed, records.slice(state.nextRow, end), end, { caller, correlationId, batch });
        state = await load(sessionId);
      }
      await run(sessionId, context, {
        type: 'FinishImport',
        processingMs: Math.round(performance.now() - started + state.processingMs),
      });
    } catch (error) {
      deps.logger.error({ err: error, sessionId }, 'import failed');
      await run(sessionId, context, {
        type: 'FailImport',
        message: error instanceof Error ? error.message.slice(0, 1000) : wizardMessages.importFailed,
      });
    } finally {
      if (!interrupted) await db('import_sessions_running').where({ session_id: sessionId }).delete();
    }
  }

  /**
   * The command bus an import writes through: ids derived from session, row and call (the same
   * row of the same session always names the same records), appends held by batch.
   */
  function batchWriter(
    sessionId: string,
    caller: Pick<Caller, 'userId' | 'publisherId'>,
    correlationId: string,
    onDiscard: () => void,
  ) {
    let row = 0;
    let call = 0;
    const batch = batchedAppends(store);
    const bus = createInProcessCommandBus({
      store: batch.store,
      db,
      // Every row's outcome is recorded on the session, and each batch logs one line: a line per
      // row's command (100 000 an import) cost a second of CPU per 10 000 rows. Failures still log.
      logger: deps.logger.isLevelEnabled('warn')
        ? deps.logger.child({ importSessionId: sessionId }, { level: 'warn' })
        : deps.logger,
      clock: {
        now: () => new Date(),
        newId: () => batch.mint(derivedId(`${sessionId}:${row}:${call++}`)),
      },
    });
    const importer = { ...caller, role: 'member' as const, isSuperuser: false, token: '' };
    return {
      batch,
      dispatch: ((name, payload) => bus.dispatch(name, importer, payload, correlationId)) satisfies Dispatch,
      mintIdsFor(nextRow: number) {
        row = nextRow;
        call = 0;
      },
      /** After a failed write: the next attempt starts from what the store holds. */
      discard: onDiscard,
    };
  }
  type BatchWriter = ReturnType<typeof batchWriter>;

  function startRunner(sessionId: string, caller: Pick<Caller, 'userId' | 'publisherId'>, correlationId: string) {
    const existing = running.get(sessionId);
    if (existing) return existing;
    const runner = importRows(sessionId, caller, correlationId).finally(() => running.delete(sessionId));
    running.set(sessionId, runner);
    return runner;
  }

  return {
    load,
    parsedFile,
    validate,
    startValidation,
    validationProgress,
    validationReport,

    async own(caller: Caller, sessionId: string): Promise<ImportSessionState | null> {
      const state = await load(sessionId);
      return state.exists && state.publisherId === caller.publisherId ? state : null;
    },

    async open(caller: Caller, file: OpenFile, correlationId: string) {
      const text = decodeCsv(file.bytes, file.encoding);
      const fileDigest = hash('sha256', text);
      await db('import_files')
        .insert({ publisher_id: caller.publisherId, digest: fileDigest, contents: text })
        .onConflict(['publisher_id', 'digest'])
        .ignore();
      const parsed = parseCsv(text, { delimiter: file.delimiter, hasHeader: file.hasHeader });
      const sessionId = randomUUID();
      const context = { userId: caller.userId, publisherId: caller.publisherId, correlationId };
      await run(sessionId, context, {
        type: 'OpenImportSession',
        file: {
          sessionId,
          publisherId: caller.publisherId,
          entityType: file.entityType,
          fileName: file.fileName.slice(0, 255),
          fileDigest,
          delimiter: file.delimiter,
          encoding: file.encoding,
          hasHeader: file.hasHeader,
          headers: parsed.headers.slice(0, 500),
          totalRows: parsed.rows.length,
        },
      });
      const { position } = await run(sessionId, context, {
        type: 'MapImportFields',
        publisherId: caller.publisherId,
        mappings: suggestMappings(file.entityType, parsed.headers.slice(0, 500)),
      });
      return { sessionId, parsed, position };
    },

    command(caller: Caller, sessionId: string, command: ImportSessionCommand, correlationId: string) {
      return run(sessionId, { userId: caller.userId, publisherId: caller.publisherId, correlationId }, command);
    },

    async duplicates(state: ImportSessionState) {
      const records = recordsOf(state, await parsedFile(state));
      const units = writeUnits(state.entityType, records).map((unit) => unit[0]!);
      const found = await findDuplicates(db, state.publisherId!, state.entityType, units);
      return units
        .filter((record) => found.has(record.row))
        .map((record) => ({ record, existing: found.get(record.row)! }));
    },

    /** Starts the import; it writes in the background (`finished`), the caller polls its progress. */
    async start(
      caller: Caller,
      sessionId: string,
      options: { skippedRows: number[]; customerId: string | null; batchSize?: number },
      correlationId: string,
    ) {
      await run(
        sessionId,
        { userId: caller.userId, publisherId: caller.publisherId, correlationId },
        {
          type: 'StartImport',
          publisherId: caller.publisherId,
          skippedRows: options.skippedRows,
          customerId: options.customerId,
          batchSize: options.batchSize ?? defaultBatchSize,
        },
      );
      await db('import_sessions_running').insert({ session_id: sessionId }).onConflict('session_id').ignore();
      return { finished: startRunner(sessionId, caller, correlationId) };
    },

    /**
     * After a restart: every session that was importing carries on from its last recorded batch
     * (its rows before that have their outcomes; the ids of the batch in flight are derived, so its
     * rows written before the stop are recognised, not written twice).
     */
    async resumeInterrupted() {
      const sessions: { session_id: string }[] = await db('import_sessions_running').select('session_id');
      for (const { session_id: sessionId } of sessions) {
        const loaded = await loadStream(store, importSessionStreamId(sessionId), importSessionDecider);
        const starter = loaded.events.find((event) => event.type === 'ImportStarted');
        if (!loaded.state.exists || loaded.state.status !== 'importing' || !starter?.metadata.userId) {
          await db('import_sessions_running').where({ session_id: sessionId }).delete();
          continue;
        }
        deps.logger.info({ sessionId, nextRow: loaded.state.nextRow }, 'resuming import');
        void startRunner(
          sessionId,
          { userId: starter.metadata.userId, publisherId: loaded.state.publisherId! },
          starter.metadata.correlationId,
        );
      }
    },

    /** Ends every writer after its current batch (the process stops); each resumes after the restart. */
    async stop() {
      stopping = true;
      await Promise.allSettled(running.values());
    },

    /** Waits for a session's writer, if one runs in this process (tests, the legacy panel). */
    finished: (sessionId: string) => running.get(sessionId) ?? Promise.resolve(),
  };
}

export type ImportService = ReturnType<typeof importService>;
