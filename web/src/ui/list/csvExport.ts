import { exportMessages } from '@colophon/domain';

import type { Notify } from '../notify.ts';
import { downloadBlob, replyMessage, type RestFetch } from '../restApi.ts';
import type { ListSelection } from './listSelection.ts';

/** A list's export on the server: which list, and the parameters its page query takes. */
export interface CsvExport {
  type: 'products' | 'orders' | 'customers' | 'creators' | 'expenses' | 'royalties' | 'royaltypayments';
  params: unknown;
}

const selectionBody = <Row>(selection: ListSelection<Row>) =>
  selection.mode === 'explicit'
    ? { mode: 'explicit', ids: [...selection.selected.keys()] }
    : { mode: 'all', excluded: [...selection.excluded] };

/**
 * Exports the selected rows as CSV. The server streams the spec's columns for the list's search,
 * filters and selection (every page, without the unticked rows); each failing step has the spec's message.
 */
export async function exportSelectionAsCsv<Row>(
  selection: ListSelection<Row>,
  csvExport: CsvExport,
  restFetch: RestFetch,
  notify: Notify,
): Promise<void> {
  let response: Response;
  try {
    response = await restFetch(`/api/v1/exports/${csvExport.type}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ params: csvExport.params, selection: selectionBody(selection) }),
    });
  } catch {
    notify.error(exportMessages.preparing);
    return;
  }
  if (response.status === 404) {
    notify.warning(exportMessages.empty);
    return;
  }
  if (!response.ok) {
    notify.error(await replyMessage(response, exportMessages.preparing));
    return;
  }
  let csv: Blob;
  try {
    csv = await response.blob();
  } catch {
    notify.error(exportMessages.processing);
    return;
  }
  try {
    downloadBlob(csv, `${csvExport.type}.csv`);
  } catch {
    notify.error(exportMessages.generating);
  }
}
