import type { ImportEntityType } from '@colophon/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';

import { LegacyImportPanel } from './LegacyImportPanel.tsx';
import { AdvancedImportWizard } from './wizard/AdvancedImportWizard.tsx';

/** A list's import actions: the legacy panel ("IMPORT PRODUCTS") and the advanced wizard beside it. */
export function ImportButton(props: { type: ImportEntityType; title: string; label: string; onImported(): void }) {
  const [opened, setOpened] = useState<'legacy' | 'wizard' | null>(null);
  return (
    <>
      <Button variant="default" onClick={() => setOpened('legacy')}>
        {props.label}
      </Button>
      <Button variant="default" onClick={() => setOpened('wizard')}>
        ADVANCED IMPORT
      </Button>
      <LegacyImportPanel
        type={props.type}
        title={props.title}
        opened={opened === 'legacy'}
        onClose={() => setOpened(null)}
        onImported={props.onImported}
      />
      <AdvancedImportWizard type={props.type} opened={opened === 'wizard'} onClose={() => setOpened(null)} />
    </>
  );
}
