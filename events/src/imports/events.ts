import { importEntityTypes } from '@colophon/domain';
import { z } from 'zod';

import { boundedText, count } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

/** What became of one CSV row (0-based over the data rows) when a batch was written. */
export const rowOutcomeSchema = z.object({
  row: count(),
  outcome: z.enum(['created', 'updated', 'skipped', 'error']),
  /** The record written (created or updated), when there is one. */
  recordId: boundedText(100).nullable(),
  message: boundedText(1000),
});
export type RowOutcome = z.infer<typeof rowOutcomeSchema>;

export const importMappingSchema = z.object({
  csvHeader: boundedText(1000),
  /** The CSV column, or -1 for a field no column holds (its default fills every row). */
  columnIndex: z.number().int().min(-1).max(10_000),
  systemField: boundedText(100).nullable(),
  defaultValue: boundedText(1000),
  isUniqueIdentifier: z.boolean(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const duplicateResolutionSchema = z.enum(['skip', 'update', 'create']);
export type DuplicateResolution = z.infer<typeof duplicateResolutionSchema>;

/**
 * An import session: one uploaded CSV file, mapped, corrected, then written batch by batch through
 * the same commands as the screens. The file's bytes are kept beside the stream (import_files), by
 * their digest; the events carry what was decided and what each row became.
 */
export const importsEvents = {
  ImportSessionOpened: defineEvent(
    'ImportSessionOpened',
    z.object({
      sessionId: z.string(),
      publisherId: z.string(),
      entityType: z.enum(importEntityTypes),
      fileName: boundedText(255),
      fileDigest: boundedText(100),
      delimiter: boundedText(5),
      encoding: boundedText(20),
      hasHeader: z.boolean(),
      headers: z.array(boundedText(1000)).max(500),
      totalRows: count(),
    }),
  ),
  ImportFieldsMapped: defineEvent(
    'ImportFieldsMapped',
    z.object({ sessionId: z.string(), mappings: z.array(importMappingSchema).max(500) }),
  ),
  ImportCellsCorrected: defineEvent(
    'ImportCellsCorrected',
    z.object({
      sessionId: z.string(),
      corrections: z.array(z.object({ row: count(), field: boundedText(100), value: boundedText(10_000) })).max(5000),
    }),
  ),
  ImportDuplicatesResolved: defineEvent(
    'ImportDuplicatesResolved',
    z.object({
      sessionId: z.string(),
      resolutions: z.array(z.object({ row: count(), resolution: duplicateResolutionSchema })).max(100_000),
    }),
  ),
  ImportStarted: defineEvent(
    'ImportStarted',
    z.object({
      sessionId: z.string(),
      skippedRows: z.array(count()).max(1_000_000),
      /** Orders of the legacy panel: the customer chosen for every order of the file. */
      customerId: z.string().nullable(),
      batchSize: count(),
    }),
  ),
  ImportBatchWritten: defineEvent(
    'ImportBatchWritten',
    z.object({
      sessionId: z.string(),
      /** The next row to write: every row before it has its outcome. */
      nextRow: count(),
      outcomes: z.array(rowOutcomeSchema).max(10_000),
    }),
  ),
  ImportCancelRequested: defineEvent('ImportCancelRequested', z.object({ sessionId: z.string() })),
  ImportCancelled: defineEvent('ImportCancelled', z.object({ sessionId: z.string(), nextRow: count() })),
  ImportCompleted: defineEvent('ImportCompleted', z.object({ sessionId: z.string(), processingMs: count() })),
  ImportFailed: defineEvent(
    'ImportFailed',
    z.object({ sessionId: z.string(), nextRow: count(), message: boundedText(1000) }),
  ),
};

export type ImportsEvent = EventsOf<typeof importsEvents>;
