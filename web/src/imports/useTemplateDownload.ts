import { type ImportEntityType, importTemplate } from '@colophon/domain';

import { useNotify } from '../ui/notify.ts';
import { downloadBlob, replyMessage, useRestFetch } from '../ui/restApi.ts';

/** Downloads `{type}-template.csv` from the server, or says why not ('Error downloading template: …'). */
export function useTemplateDownload(type: ImportEntityType): () => void {
  const notify = useNotify();
  const restFetch = useRestFetch();
  const { fileName } = importTemplate(type);
  return () =>
    void (async () => {
      const response = await restFetch(`/api/csv-import/templates/?template=${fileName}`);
      if (!response.ok) {
        notify.error(`Error downloading template: ${await replyMessage(response, String(response.status))}`);
        return;
      }
      downloadBlob(await response.blob(), fileName);
    })();
}
