import Papa from 'papaparse';

import type { Notify } from '../notify.ts';
import { type Identified, type ListSelection, rowsToExport } from './listSelection.ts';

export type CsvRecord = Record<string, string | number | boolean | null>;

function downloadFile(contents: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface CsvExport<Row> {
  fileName: string;
  toRecord(row: Row): CsvRecord;
  fetchAllRows(): Promise<Row[]>;
}

/** Exports the selected rows as CSV, with the spec's message for each step that can fail. */
export async function exportSelectionAsCsv<Row extends Identified>(
  selection: ListSelection<Row>,
  csvExport: CsvExport<Row>,
  notify: Notify,
): Promise<void> {
  let rows: Row[];
  try {
    rows = await rowsToExport(selection, csvExport.fetchAllRows);
  } catch {
    notify.error('Error preparing data for export');
    return;
  }
  if (rows.length === 0) {
    notify.warning('No records to export after filtering');
    return;
  }
  let csv: string;
  try {
    csv = Papa.unparse(rows.map(csvExport.toRecord));
  } catch {
    notify.error('Error processing CSV data');
    return;
  }
  try {
    downloadFile(csv, csvExport.fileName);
  } catch {
    notify.error('Error generating CSV file');
  }
}
