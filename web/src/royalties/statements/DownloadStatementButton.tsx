import { statementFileName, statementMessages } from '@colophon/domain';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import type { RoyaltyStatementFieldsFragment } from '../../generated/graphql.ts';
import { useNotify } from '../../ui/notify.ts';
import { downloadBlob, useRestFetch } from '../../ui/restApi.ts';
import { sentStatementDocument } from './statementDocument.ts';

/** Downloads a sent statement's PDF: the same document the creator was mailed. */
export function DownloadStatementButton({ statement }: { statement: RoyaltyStatementFieldsFragment }) {
  const restFetch = useRestFetch();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const response = await restFetch(statement.pdfPath);
      if (!response.ok) return notify.error(statementMessages.notFound);
      downloadBlob(await response.blob(), statementFileName(sentStatementDocument(statement)));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={loading}
      onClick={() => void download()}
    >
      DOWNLOAD PDF
    </Button>
  );
}
