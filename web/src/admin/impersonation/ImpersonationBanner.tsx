import { staffMessages } from '@colophon/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useQuery } from 'urql';

import { CurrentImpersonationQuery } from '../queries.ts';
import { useImpersonation } from './useImpersonation.ts';

/** Across the top of every screen while staff is signed in as a user: who, until when, and the way out. */
export function ImpersonationBanner() {
  const [{ data }] = useQuery({ query: CurrentImpersonationQuery, requestPolicy: 'cache-and-network' });
  const { endImpersonation } = useImpersonation();
  const impersonation = data?.currentImpersonation;
  if (!impersonation) return null;
  return (
    <Alert color="orange" role="status" aria-label="Impersonation" icon={<IconUserShield aria-hidden />} mb="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          {staffMessages.impersonationBanner(impersonation.user.email, impersonation.staff.email)} Ends at{' '}
          {new Date(impersonation.expires).toLocaleTimeString()}.
        </Text>
        <Button size="xs" color="orange" onClick={() => void endImpersonation()}>
          {staffMessages.endImpersonation}
        </Button>
      </Group>
    </Alert>
  );
}
