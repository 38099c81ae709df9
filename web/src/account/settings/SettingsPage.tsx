import { Paper, Stack, Title } from '@mantine/core';

import { TeamSection } from '../team/TeamSection.tsx';

/** /settings: the spec's sections; Your Team first. */
export function SettingsPage() {
  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <Paper withBorder p="md">
        <TeamSection />
      </Paper>
    </Stack>
  );
}
