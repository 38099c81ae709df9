import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { Link } from 'react-router';

import { SystemHealthTabs } from '../health/SystemHealthTabs.tsx';
import { royaltyCalculatorPath } from '../urls.ts';
import {
  InactiveUsersPanel,
  RecentActivityPanel,
  RecentListsPanel,
  RecentPublisherActivityPanel,
  SystemOverviewPanel,
} from './ActivityPanels.tsx';
import { PublisherSearch } from './PublisherSearch.tsx';

/** /super: the staff dashboard. */
export function SuperDashboardPage() {
  return (
    <Stack>
      <div>
        <Title order={1}>Super Admin Dashboard</Title>
        <Text c="dimmed">You&apos;re Super!</Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <PublisherSearch />
            <SystemOverviewPanel />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AdminTools />
        </Grid.Col>
      </Grid>
      <RecentActivityPanel />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <RecentPublisherActivityPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <InactiveUsersPanel />
        </Grid.Col>
      </Grid>
      <RecentListsPanel />
      <SystemHealthTabs />
    </Stack>
  );
}

function AdminTools() {
  return (
    <Stack component="section" aria-label="Admin Tools">
      <Title order={2} size="h4">
        Admin Tools
      </Title>
      <Card withBorder>
        <Group mb="xs">
          <IconCalculator aria-hidden />
          <Text fw={600}>Royalty Calculator</Text>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          Try royalty terms and tiers on a period&apos;s sales with the same engine as every statement.
        </Text>
        <Button component={Link} to={royaltyCalculatorPath} variant="light">
          Open Royalty Calculator
        </Button>
      </Card>
    </Stack>
  );
}
