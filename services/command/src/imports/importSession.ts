import type { ImportEntityType } from '@colophon/domain';
import type { DomainEvent, DuplicateResolution, ImportMapping, RowOutcome } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { illegalState, notFound } from '../shared/errors.ts';

export type ImportStatus = 'uploaded' | 'importing' | 'completed' | 'cancelled' | 'failed';

export interface ImportSessionState {
  exists: boolean;
  sessionId: string;
  publisherId: string | null;
  entityType: ImportEntityType;
  fileName: string;
  fileDigest: string;
  delimiter: string;
  encoding: string;
  hasHeader: boolean;
  headers: string[];
  totalRows: number;
  mappings: ImportMapping[];
  /** Corrected cells by `row:field`. */
  corrections: Map<string, string>;
  resolutions: Map<number, DuplicateResolution>;
  skippedRows: Set<number>;
  customerId: string | null;
  batchSize: number;
  status: ImportStatus;
  cancelRequested: boolean;
  nextRow: number;
  /** Every written row's outcome, one array per recorded batch (kept by reference: folding stays linear). */
  outcomeBatches: readonly (readonly RowOutcome[])[];
  processingMs: number;
  failure: string | null;
  /** How many events made this state: a report computed from an older state is stale. */
  version: number;
}

export const initialImportSession: ImportSessionState = {
  exists: false,
  sessionId: '',
  publisherId: null,
  entityType: 'product',
  fileName: '',
  fileDigest: '',
  delimiter: ',',
  encoding: 'UTF-8',
  hasHeader: true,
  headers: [],
  totalRows: 0,
  mappings: [],
  corrections: new Map(),
  resolutions: new Map(),
  skippedRows: new Set(),
  customerId: null,
  batchSize: 100,
  status: 'uploaded',
  cancelRequested: false,
  nextRow: 0,
  outcomeBatches: [],
  processingMs: 0,
  failure: null,
  version: 0,
};

type Opened = Extract<DomainEvent, { type: 'ImportSessionOpened' }>['data'];

export type ImportSessionCommand =
  | { type: 'OpenImportSession'; file: Opened }
  | { type: 'MapImportFields'; publisherId: string; mappings: ImportMapping[] }
  | { type: 'CorrectImportCells'; publisherId: string; corrections: { row: number; field: string; value: string }[] }
  | {
      type: 'ResolveImportDuplicates';
      publisherId: string;
      resolutions: { row: number; resolution: DuplicateResolution }[];
    }
  | {
      type: 'StartImport';
      publisherId: string;
      skippedRows: number[];
      customerId: string | null;
      batchSize: number;
    }
  | { type: 'RecordImportBatch'; nextRow: number; outcomes: RowOutcome[] }
  | { type: 'RequestImportCancel'; publisherId: string }
  | { type: 'FinishImport'; processingMs: number }
  | { type: 'FailImport'; message: string };

export const cellKey = (row: number, field: string) => `${row}:${field}`;

/** Every written row's outcome, in row order. */
export const outcomesOf = (state: ImportSessionState): RowOutcome[] => state.outcomeBatches.flat();

function evolve(state: ImportSessionState, event: DomainEvent): ImportSessionState {
  return { ...evolveFields(state, event), version: state.version + 1 };
}

function evolveFields(state: ImportSessionState, event: DomainEvent): ImportSessionState {
  switch (event.type) {
    case 'ImportSessionOpened':
      return { ...state, ...event.data, exists: true };
    case 'ImportFieldsMapped':
      return { ...state, mappings: event.data.mappings };
    case 'ImportCellsCorrected': {
      const corrections = new Map(state.corrections);
      for (const { row, field, value } of event.data.corrections) corrections.set(cellKey(row, field), value);
      return { ...state, corrections };
    }
    case 'ImportDuplicatesResolved': {
      const resolutions = new Map(state.resolutions);
      for (const { row, resolution } of event.data.resolutions) resolutions.set(row, resolution);
      return { ...state, resolutions };
    }
    case 'ImportStarted':
      return {
        ...state,
        status: 'importing',
        skippedRows: new Set(event.data.skippedRows),
        customerId: event.data.customerId,
        batchSize: event.data.batchSize,
      };
    case 'ImportBatchWritten':
      return {
        ...state,
        nextRow: event.data.nextRow,
        outcomeBatches: [...state.outcomeBatches, event.data.outcomes],
      };
    case 'ImportCancelRequested':
      return { ...state, cancelRequested: true };
    case 'ImportCancelled':
      return { ...state, status: 'cancelled' };
    case 'ImportCompleted':
      return { ...state, status: 'completed', processingMs: event.data.processingMs };
    case 'ImportFailed':
      return { ...state, status: 'failed', failure: event.data.message };
    default:
      return state;
  }
}

const sessionNotFound = 'Import session not found';

function ensureOwn(state: ImportSessionState, publisherId: string) {
  if (!state.exists || state.publisherId !== publisherId) throw notFound(sessionNotFound);
}

function ensureNotStarted(state: ImportSessionState) {
  if (state.status !== 'uploaded') throw illegalState('This import has already started.');
}

/**
 * The import session: open (the file read), mapped, corrected and its duplicates resolved before it
 * starts; then each written batch is recorded with every row's outcome, so a restart resumes at
 * `nextRow` and never writes a row twice. A cancel asked for is honoured between batches.
 */
function decide(command: ImportSessionCommand, state: ImportSessionState): DomainEvent[] {
  const sessionId = state.sessionId;
  switch (command.type) {
    case 'OpenImportSession':
      if (state.exists) throw illegalState('Import session already exists');
      return [{ type: 'ImportSessionOpened', data: command.file }];
    case 'MapImportFields':
      ensureOwn(state, command.publisherId);
      ensureNotStarted(state);
      return [{ type: 'ImportFieldsMapped', data: { sessionId, mappings: command.mappings } }];
    case 'CorrectImportCells':
      ensureOwn(state, command.publisherId);
      ensureNotStarted(state);
      return command.corrections.length
        ? [{ type: 'ImportCellsCorrected', data: { sessionId, corrections: command.corrections } }]
        : [];
    case 'ResolveImportDuplicates':
      ensureOwn(state, command.publisherId);
      ensureNotStarted(state);
      return [{ type: 'ImportDuplicatesResolved', data: { sessionId, resolutions: command.resolutions } }];
    case 'StartImport':
      ensureOwn(state, command.publisherId);
      ensureNotStarted(state);
      return [
        {
          type: 'ImportStarted',
          data: {
            sessionId,
            skippedRows: command.skippedRows,
            customerId: command.customerId,
            batchSize: command.batchSize,
          },
        },
      ];
    case 'RecordImportBatch':
      if (state.status !== 'importing') throw illegalState('This import is not running.');
      if (command.nextRow <= state.nextRow) return [];
      return [
        { type: 'ImportBatchWritten', data: { sessionId, nextRow: command.nextRow, outcomes: command.outcomes } },
      ];
    case 'RequestImportCancel':
      ensureOwn(state, command.publisherId);
      if (state.status !== 'importing' && state.status !== 'uploaded') return [];
      if (state.status === 'uploaded') return [{ type: 'ImportCancelled', data: { sessionId, nextRow: 0 } }];
      return state.cancelRequested ? [] : [{ type: 'ImportCancelRequested', data: { sessionId } }];
    case 'FinishImport':
      if (state.status !== 'importing') return [];
      return state.cancelRequested
        ? [{ type: 'ImportCancelled', data: { sessionId, nextRow: state.nextRow } }]
        : [{ type: 'ImportCompleted', data: { sessionId, processingMs: command.processingMs } }];
    case 'FailImport':
      if (state.status !== 'importing') return [];
      return [{ type: 'ImportFailed', data: { sessionId, nextRow: state.nextRow, message: command.message } }];
  }
}

export const importSessionDecider: Decider<ImportSessionState, ImportSessionCommand> = {
  initialState: initialImportSession,
  evolve,
  decide,
};

export const importSessionStreamId = (sessionId: string) => `import-session-${sessionId}`;
