import { legacyImportMessages } from '@colophon/domain';
import { Paper, Stack, Text, Title, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';

import { ContactSupportForm } from '../help/ContactSupportForm.tsx';

/** The spec's wait before the help card slides in: long enough not to cover a quick upload. */
const helpCardDelayMs = 3_000;

/** "Need help uploading?": slides in a few seconds after an import opens, with a message form to support. */
export function ImportHelpCard({ title }: { title: string }) {
  const [shown, setShown] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), helpCardDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Transition mounted={shown && !sent} transition="slide-up" duration={300}>
      {(styles) => (
        <Paper withBorder p="md" style={styles} component="section" aria-label={legacyImportMessages.helpTitle}>
          <Stack gap="xs">
            <Title order={4}>{legacyImportMessages.helpTitle}</Title>
            <Text size="sm">Tell us what you are importing and what went wrong: we will answer by email.</Text>
            <ContactSupportForm subject={`Help importing ${title}`} onSent={() => setSent(true)} />
          </Stack>
        </Paper>
      )}
    </Transition>
  );
}
