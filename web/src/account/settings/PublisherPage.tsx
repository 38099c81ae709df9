import { Loader, Paper, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useQuery } from 'urql';

import { StaffAccessSection } from '../../admin/StaffAccessSection.tsx';
import { BillingErrorBanner } from '../billing/BillingErrorBanner.tsx';
import { SubscriptionSection } from '../billing/SubscriptionSection.tsx';
import { useCheckoutReturn } from '../billing/useCheckoutReturn.ts';
import { TeamSection } from '../team/TeamSection.tsx';
import { AccountingSection, CurrencySection, DeleteAccountSection } from './PublisherSections.tsx';
import { GetPublisherSettingsQuery } from './queries.ts';

/** /publisher: royalty accounting, currency, collaborators, subscription plans and account deletion. */
export function PublisherPage() {
  const [{ data }, reexecute] = useQuery({ query: GetPublisherSettingsQuery });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useCheckoutReturn(data?.me.publisher.id ?? '', refresh);
  if (!data) return <Loader />;
  const { role, publisher } = data.me;
  const isOwner = role === 'owner';
  return (
    <Stack>
      <Title order={1}>{publisher.name}</Title>
      <BillingErrorBanner publisher={publisher} />
      <Paper withBorder p="md">
        <AccountingSection publisher={publisher} canEdit={isOwner} />
      </Paper>
      <Paper withBorder p="md">
        <CurrencySection publisher={publisher} canEdit={isOwner} />
      </Paper>
      <Paper withBorder p="md">
        <TeamSection />
      </Paper>
      {role !== 'member' && (
        <Paper withBorder p="md">
          <StaffAccessSection />
        </Paper>
      )}
      {(isOwner || role === 'admin') && (
        <Paper withBorder p="md">
          <SubscriptionSection publisher={publisher} isOwner={isOwner} />
        </Paper>
      )}
      {isOwner && (
        <Paper withBorder p="md">
          <DeleteAccountSection publisher={publisher} />
        </Paper>
      )}
    </Stack>
  );
}
