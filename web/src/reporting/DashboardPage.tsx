import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

import { newProductPath } from '../catalogue/urls.ts';
import { newCreatorPath, newCustomerPath } from '../contacts/urls.ts';
import { newOrderPath } from '../orders/urls.ts';

/** Quick starts in the order of the onboarding steps, each opening its list's new-record form. */
const quickStarts = [
  { label: 'NEW CREATOR', path: newCreatorPath },
  { label: 'NEW PRODUCT', path: newProductPath },
  { label: 'NEW CUSTOMER', path: newCustomerPath },
  { label: 'NEW ORDER', path: newOrderPath },
];

/** Quick-start buttons only; the reporting issue adds the dashboard's figures. */
export function DashboardPage() {
  return (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <Group>
        {quickStarts.map((entry) => (
          <Button key={entry.label} component={Link} to={entry.path}>
            {entry.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
