import { type ImportEntityType, type ImportReplyStatus, type ImportSummary, wizardMessages } from '@colophon/domain';
import { useMemo } from 'react';

import type { Session } from '../../account/session.ts';
import { useSession } from '../../account/SessionProvider.tsx';
import { type RestFetch, sessionHeaders } from '../../ui/restApi.ts';

/** The advanced import's replies (account and platform, section 3 "Import entities" and section 7). */
export interface ColumnMapping {
  id: string;
  csv_header: string;
  column_index: number;
  system_field: string | null;
  default_value: string;
  is_mapped: boolean;
  is_unique_identifier: boolean;
}

export interface CsvInfo {
  entity_type: ImportEntityType;
  file_name: string;
  headers: string[];
  total_rows: number;
  sample_data: string[][];
}

export interface ValidationResult {
  id: string;
  row_index: number;
  field_name: string;
  error_type: string;
  severity: 'error' | 'warning';
  message: string;
  original_value: string;
  corrected_value: string | null;
  is_corrected: boolean;
  is_ignored: boolean;
}

/** Unknown lookup values the server offers to create rather than report as row errors. */
export interface UnknownLookups {
  unknown_payment_types?: string[];
  unknown_payment_terms?: string[];
  unknown_customer_classes?: string[];
  unknown_expense_categories?: string[];
}

export interface ValidationResults extends UnknownLookups {
  results: ValidationResult[];
  total_rows: number;
  error_count: number;
  warning_count: number;
}

export type DuplicateResolution = 'skip' | 'update' | 'create';

export interface Duplicate {
  id: string;
  row_index: number;
  csv_record_data: Record<string, string>;
  existing_record_data: Record<string, string>;
  resolution: DuplicateResolution;
}

export interface DuplicateFields {
  summary_fields: string[];
  editable_fields: string[];
  duplicate_check_fields: string[];
}

export interface PreviewData {
  fields: string[];
  preview: ({ row_index: number } & Record<string, string | number>)[];
  total_rows: number;
}

export interface ImportProgress {
  status: ImportReplyStatus;
  progress_percentage: number;
  processed_rows: number;
  total_rows: number;
  message: string;
  error: string | null;
}

/** A refused call: the server's `error` or `detail`, else the spec's fallback. */
export class WizardCallError extends Error {}

async function refusal(response: Response, fallback: string): Promise<WizardCallError> {
  try {
    const body = (await response.json()) as { error?: unknown; detail?: unknown };
    const message = body.error ?? body.detail;
    return new WizardCallError(typeof message === 'string' && message ? message : fallback);
  } catch {
    return new WizardCallError(fallback);
  }
}

async function call<Reply>(
  restFetch: RestFetch,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; fallback?: string } = {},
): Promise<Reply> {
  const response = await restFetch(path, {
    method: init.method ?? 'GET',
    ...(init.body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw await refusal(response, init.fallback ?? wizardMessages.fallback);
  return (await response.json()) as Reply;
}

async function download(restFetch: RestFetch, path: string, body?: unknown): Promise<Blob> {
  const response = await restFetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await refusal(response, wizardMessages.fallback);
  return response.blob();
}

export interface UploadOptions {
  file: File;
  entityType: ImportEntityType;
  publisherId: string;
  delimiter: string;
  encoding: string;
  hasHeader: boolean;
}

/** Every `/api/csv-import/…` call the wizard makes, typed by its reply. */
function wizardApi(session: Session | null) {
  // Headers are read at each call: the newest position changes between calls.
  const restFetch: RestFetch = (path, init = {}) =>
    fetch(path, { ...init, headers: { ...sessionHeaders(session), ...(init.headers as Record<string, string>) } });
  const base = (session: string) => `/api/csv-import/${session}`;
  const skippedQuery = (skipped: readonly number[]) => (skipped.length ? `?skipped_rows=${skipped.join(',')}` : '');
  return {
    async upload(options: UploadOptions): Promise<{ session_id: string; headers: string[]; total_rows: number }> {
      const form = new FormData();
      form.set('file', options.file, options.file.name);
      form.set('entity_type', options.entityType);
      form.set('delimiter', options.delimiter);
      form.set('encoding', options.encoding);
      form.set('has_header', String(options.hasHeader));
      form.set('publisher_id', options.publisherId);
      const response = await restFetch('/api/csv-import/upload-csv/', { method: 'POST', body: form });
      if (!response.ok) throw await refusal(response, wizardMessages.fallback);
      return (await response.json()) as { session_id: string; headers: string[]; total_rows: number };
    },
    csvInfo: (session: string) =>
      call<CsvInfo>(restFetch, `${base(session)}/get-csv-info/`, { fallback: wizardMessages.loadInfo }),
    suggestedMappings: (session: string) =>
      call<{ mappings: ColumnMapping[] }>(restFetch, `${base(session)}/suggest-field-mappings/`, {
        fallback: wizardMessages.loadInfo,
      }),
    updateMappings: (
      session: string,
      mappings: Pick<ColumnMapping, 'column_index' | 'system_field' | 'default_value' | 'is_unique_identifier'>[],
    ) =>
      call<{ mappings: ColumnMapping[] }>(restFetch, `${base(session)}/update-field-mappings/`, {
        method: 'POST',
        body: { mappings },
        fallback: wizardMessages.saveMappings,
      }),
    setDefaultValues: (session: string, defaultValues: Record<string, string>) =>
      call<{ mappings: ColumnMapping[] }>(restFetch, `${base(session)}/set-default-values/`, {
        method: 'POST',
        body: { default_values: defaultValues },
        fallback: wizardMessages.saveMappings,
      }),
    validate: (session: string, skipped: readonly number[]) =>
      call<{ status: string }>(restFetch, `${base(session)}/validate-csv-data/`, {
        method: 'POST',
        body: { skipped_rows: skipped },
      }),
    validationProgress: (session: string) =>
      call<{ status: string; progress_percentage: number; error?: string | null }>(
        restFetch,
        `${base(session)}/get-validation-progress/`,
      ),
    validationResults: (session: string, skipped: readonly number[]) =>
      call<ValidationResults>(restFetch, `${base(session)}/get-validation-results/${skippedQuery(skipped)}`),
    correct: (session: string, corrections: { id: string; corrected_value: string }[]) =>
      call<{ corrected: number }>(restFetch, `${base(session)}/correct-validation-errors/`, {
        method: 'POST',
        body: { corrections },
      }),
    fieldOptions: (session: string, fieldName: string) =>
      call<{ options: string[] }>(
        restFetch,
        `${base(session)}/get-field-options/?field_name=${encodeURIComponent(fieldName)}`,
      ),
    detectDuplicates: (session: string) =>
      call<{ count: number; duplicates: Duplicate[] }>(restFetch, `${base(session)}/detect-duplicates/`, {
        method: 'POST',
      }),
    duplicateFields: (session: string) => call<DuplicateFields>(restFetch, `${base(session)}/get-duplicate-fields/`),
    resolveDuplicates: (session: string, resolutions: Record<string, DuplicateResolution>) =>
      call<{ resolved: number }>(restFetch, `${base(session)}/resolve-duplicates/`, {
        method: 'POST',
        body: { resolutions },
      }),
    preview: (session: string) => call<PreviewData>(restFetch, `${base(session)}/get-preview-data/`),
    startImport: (session: string, skipped: readonly number[]) =>
      call<{ status: string }>(restFetch, `${base(session)}/import-csv-data/`, {
        method: 'POST',
        body: { skipped_rows: skipped },
      }),
    importProgress: (session: string) => call<ImportProgress>(restFetch, `${base(session)}/get-import-progress/`),
    cancelImport: (session: string) =>
      call<{ status: ImportReplyStatus; message: string; processed_rows: number }>(
        restFetch,
        `${base(session)}/cancel-import/`,
        { method: 'POST' },
      ),
    summary: (session: string) =>
      call<ImportSummary>(restFetch, `${base(session)}/get-import-summary/`, { fallback: wizardMessages.summaryLoad }),
    errorReport: (session: string) => download(restFetch, `${base(session)}/download-error-report/`),
    unrecordedData: (session: string, skipped: readonly number[]) =>
      download(restFetch, `${base(session)}/download-error-csv/`, { skipped_rows: skipped }),
  };
}

export type WizardApi = ReturnType<typeof wizardApi>;

/** The wizard's calls as the signed-in user; the same object while the session stays. */
export function useWizardApi(): WizardApi {
  const { session } = useSession();
  return useMemo(() => wizardApi(session), [session]);
}

/** The message a failed call shows in the wizard's danger alert. */
export const messageOf = (error: unknown, fallback: string = wizardMessages.fallback) =>
  error instanceof WizardCallError ? error.message : fallback;
