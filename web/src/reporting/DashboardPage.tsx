import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

import type { NavigationEntry } from '../app/navigation.ts';
import { newCreatorPath } from '../contacts/urls.ts';

/** Quick starts in the order of the onboarding steps; those without a path come with later issues. */
const quickStarts: NavigationEntry[] = [
  { label: 'NEW CREATOR', path: newCreatorPath },
  { label: 'NEW PRODUCT' },
  { label: 'NEW CUSTOMER' },
  { label: 'NEW ORDER' },
];

/** Quick-start buttons only; the reporting issue adds the dashboard's figures. */
export function DashboardPage() {
  return (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <Group>
        {quickStarts.map((entry) =>
          entry.path ? (
            <Button key={entry.label} component={Link} to={entry.path}>
              {entry.label}
            </Button>
          ) : (
            <Button key={entry.label} disabled>
              {entry.label}
            </Button>
          ),
        )}
      </Group>
    </Stack>
  );
}
