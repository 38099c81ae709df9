import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';

import { TeamSection } from '../team/TeamSection.tsx';
import { AccountingSection, CurrencySection, DeleteAccountSection } from './PublisherSections.tsx';
import { GetPublisherSettingsQuery } from './queries.ts';

/** /publisher: royalty accounting, currency, collaborators, subscription plans and account deletion. */
export function PublisherPage() {
  const [{ data }] = useQuery({ query: GetPublisherSettingsQuery });
  if (!data) return <Loader />;
  const { role, publisher } = data.me;
  const isOwner = role === 'owner';
  return (
    <Stack>
      <Title order={1}>{publisher.name}</Title>
      <Paper withBorder p="md">
        <AccountingSection publisher={publisher} canEdit={isOwner} />
      </Paper>
      <Paper withBorder p="md">
        <CurrencySection publisher={publisher} canEdit={isOwner} />
      </Paper>
      <Paper withBorder p="md">
        <TeamSection />
      </Paper>
      {/* The plans and checkout are the billing work's: it fills this section. */}
      <Paper withBorder p="md" component="section" aria-label="Subscription">
        <Title order={3}>Subscription</Title>
        <Text>Your plan: {publisher.plan}</Text>
      </Paper>
      {isOwner && (
        <Paper withBorder p="md">
          <DeleteAccountSection publisher={publisher} />
        </Paper>
      )}
    </Stack>
  );
}
