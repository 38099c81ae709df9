import type { SettingsLookupKind } from '@colophon/domain';
import { Button, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from 'urql';

import { BillingErrorBanner } from '../billing/BillingErrorBanner.tsx';
import { SubscriptionSection } from '../billing/SubscriptionSection.tsx';
import { TeamSection } from '../team/TeamSection.tsx';
import { LookupListSection } from './LookupListSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { AccountingSection, CurrencySection } from './PublisherSections.tsx';
import { GetPublisherSettingsQuery, SettingsLookupsQuery } from './queries.ts';
import { RegionsSection } from './RegionsSection.tsx';
import { publisherPath } from './urls.ts';

/** Each list of the settings screen and the query field it is read from. */
const lookupFields = {
  customerClass: 'customerClasses',
  expenseCategory: 'expenseCategories',
  orderStatus: 'orderStatuses',
  paymentType: 'paymentTypes',
  paymentTerm: 'paymentTerms',
  shippingType: 'shippingTypes',
  salesperson: 'salespersons',
} as const satisfies Record<SettingsLookupKind, string>;

/** The spec's order of the lists, with Royalty Accounting between payment methods and terms. */
const listsBefore: SettingsLookupKind[] = ['customerClass', 'expenseCategory', 'orderStatus', 'paymentType'];
const listsAfter: SettingsLookupKind[] = ['paymentTerm', 'shippingType', 'salesperson'];

/** /settings: Your Team, Profile, Subscription, Currency, the lists, Royalty Accounting and sales regions. */
export function SettingsPage() {
  const [{ data }] = useQuery({ query: GetPublisherSettingsQuery });
  const [{ data: lists }] = useQuery({ query: SettingsLookupsQuery });
  if (!data) return <Loader />;
  const { role, user, publisher } = data.me;
  const isOwner = role === 'owner';
  const canManage = role === 'owner' || role === 'admin';
  const list = (kind: SettingsLookupKind) => (
    <Paper withBorder p="md" key={kind}>
      <LookupListSection kind={kind} values={lists?.[lookupFields[kind]] ?? []} canEdit={canManage} />
    </Paper>
  );
  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <BillingErrorBanner publisher={publisher} />
      <Paper withBorder p="md">
        <TeamSection />
      </Paper>
      <Paper withBorder p="md">
        <ProfileSection user={user} />
      </Paper>
      {canManage && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <SubscriptionSection publisher={publisher} isOwner={isOwner} />
            <Button component={Link} to={publisherPath} variant="subtle" color="red" w="fit-content">
              Delete Publisher Account
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md">
        <CurrencySection publisher={publisher} canEdit={isOwner} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {listsBefore.map(list)}
        <Paper withBorder p="md">
          <AccountingSection publisher={publisher} canEdit={isOwner} />
        </Paper>
        {listsAfter.map(list)}
      </SimpleGrid>
      <Paper withBorder p="md">
        <RegionsSection enabled={publisher.enableSalesByRegion} canEdit={isOwner} />
      </Paper>
    </Stack>
  );
}
