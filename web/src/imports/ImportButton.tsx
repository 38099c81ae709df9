import type { ImportEntityType } from '@colophon/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';

import { LegacyImportPanel } from './LegacyImportPanel.tsx';

/** A list's import action ("IMPORT PRODUCTS") and the panel it opens. */
export function ImportButton(props: { type: ImportEntityType; title: string; label: string; onImported(): void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {props.label}
      </Button>
      <LegacyImportPanel
        type={props.type}
        title={props.title}
        opened={opened}
        onClose={() => setOpened(false)}
        onImported={props.onImported}
      />
    </>
  );
}
