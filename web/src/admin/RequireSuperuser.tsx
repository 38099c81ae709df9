import { accessDenied } from '@colophon/domain';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useQuery } from 'urql';

import { dashboardPath } from '../account/urls.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { IsSuperuserQuery } from './queries.ts';

/** Staff screens: shown to superusers only (the server refuses everyone else on its own). */
export function RequireSuperuser() {
  const [{ data, error }] = useQuery({ query: IsSuperuserQuery });
  if (error) return <ErrorState message={error.message} />;
  if (!data) return <Loader aria-label="Loading" />;
  return data.isSuperuser ? <Outlet /> : <AccessDenied />;
}

function AccessDenied() {
  return (
    <Center mih={400}>
      <Paper withBorder p="xl" maw={480}>
        <Stack align="center">
          <IconLock size={48} aria-hidden />
          <Title order={1}>{accessDenied.title}</Title>
          <Text ta="center">{accessDenied.advice}</Text>
          <Button component={Link} to={dashboardPath}>
            {accessDenied.action}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
