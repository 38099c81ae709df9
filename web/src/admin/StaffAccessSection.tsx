import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';

import { FigureTable, formatMoment } from './dashboard/Panel.tsx';
import { StaffAccessesQuery } from './queries.ts';

/** On /publisher, for the owner and admins: when Colophon staff signed in as one of the publisher's users. */
export function StaffAccessSection() {
  const [{ data, error }] = useQuery({ query: StaffAccessesQuery, requestPolicy: 'cache-and-network' });
  return (
    <Stack component="section" aria-label="Staff access">
      <Title order={3}>Staff access</Title>
      <Text size="sm" c="dimmed">
        Colophon staff sign in to an account only to help; each visit is recorded here.
      </Text>
      {error && !data ? (
        <Text c="red">{error.message}</Text>
      ) : (
        <FigureTable
          label="Staff access"
          headers={['Staff', 'Signed in as', 'Started', 'Ended', 'From']}
          rows={(data?.staffAccesses ?? []).map((access) => [
            access.staff?.email ?? '—',
            access.user?.email ?? '—',
            formatMoment(access.started),
            access.ended ? formatMoment(access.ended) : `Until ${formatMoment(access.expires)}`,
            access.ipAddress,
          ])}
          empty="Staff has never signed in to this account."
        />
      )}
    </Stack>
  );
}
