import { Badge, Pagination, SegmentedControl, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';

import type { InactivityPeriod } from '../../generated/graphql.ts';
import {
  GetInactiveUsersQuery,
  GetRecentCustomersQuery,
  GetRecentProductsQuery,
  GetRecentSignupsQuery,
  GetRecentSubscriptionsQuery,
  GetRecentVisitorsQuery,
  RecentPublisherActivityQuery,
  SystemStatsQuery,
} from '../queries.ts';
import { FigureTable, formatMoment, Panel } from './Panel.tsx';

/** The spec's Recent Activity refreshes every 60 s. */
const activityPollMs = 60_000;

export function SystemOverviewPanel() {
  const [result] = useQuery({ query: SystemStatsQuery, requestPolicy: 'network-only' });
  return (
    <Panel title="System Overview" name="system overview" result={result}>
      {({ systemStats: stats }) => (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }} role="list" aria-label="Platform counts">
            {(
              [
                ['Publishers', stats.publishers],
                ['Active publishers', stats.activePublishers],
                ['Users', stats.users],
                ['Superusers', stats.superusers],
                ['Products', stats.products],
                ['Customers', stats.customers],
                ['Orders', stats.orders],
                ['Creators', stats.creators],
              ] as const
            ).map(([label, value]) => (
              <Stack key={label} gap={0} role="listitem" aria-label={`${label}: ${value}`}>
                <Text size="xl" fw={700}>
                  {value.toLocaleString('en-US')}
                </Text>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(
              [
                ['Products', stats.topPublishersByProducts],
                ['Orders', stats.topPublishersByOrders],
              ] as const
            ).map(([kind, rows]) => (
              <Stack key={kind} gap={4}>
                <Text fw={600} size="sm">
                  Top publishers by {kind.toLowerCase()}
                </Text>
                <FigureTable
                  label={`Top publishers by ${kind.toLowerCase()}`}
                  headers={['Publisher', kind]}
                  rows={rows.map((row) => [row.publisher.name, row.count])}
                />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Panel>
  );
}

export function RecentActivityPanel() {
  const [result, refetch] = useQuery({ query: GetRecentVisitorsQuery, requestPolicy: 'network-only' });
  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), activityPollMs);
    return () => clearInterval(timer);
  }, [refetch]);
  return (
    <Panel title="Recent Activity" name="recent activity" result={result}>
      {({ recentVisitors }) => (
        <FigureTable
          label="Recent activity"
          headers={['When', 'User', 'Publisher', 'Action', 'Details', 'From']}
          rows={recentVisitors.map((activity) => [
            formatMoment(activity.created),
            <>
              {activity.user?.email ?? '—'}
              {activity.impersonatedBy && (
                <Badge ml={4} size="xs" color="orange" title={`by ${activity.impersonatedBy.email}`}>
                  staff: {activity.impersonatedBy.email}
                </Badge>
              )}
            </>,
            activity.publisher?.name ?? '—',
            activity.actionType,
            activity.actionDetails,
            activity.ipAddress ?? '—',
          ])}
        />
      )}
    </Panel>
  );
}

export function RecentPublisherActivityPanel() {
  const [result] = useQuery({ query: RecentPublisherActivityQuery, requestPolicy: 'network-only' });
  return (
    <Panel title="Recent Publisher Activity" name="recent publisher activity" result={result}>
      {({ recentPublisherActivity }) => (
        <FigureTable
          label="Recent publisher activity"
          headers={['Publisher', 'Last activity', 'Action', 'By']}
          rows={recentPublisherActivity.map((row) => [
            row.publisher.name,
            formatMoment(row.lastActivity),
            row.lastActivityType,
            row.user?.email ?? '—',
          ])}
        />
      )}
    </Panel>
  );
}

const periods: { value: InactivityPeriod; label: string }[] = [
  { value: 'OVER_1_WEEK', label: 'Over 1 week' },
  { value: 'OVER_1_MONTH', label: 'Over 1 month' },
  { value: 'OVER_3_MONTHS', label: 'Over 3 months' },
];

export function InactiveUsersPanel() {
  const [period, setPeriod] = useState<InactivityPeriod>('OVER_1_WEEK');
  const [page, setPage] = useState(1);
  const [result] = useQuery({ query: GetInactiveUsersQuery, variables: { period, page } });
  return (
    <Panel
      title="Inactive Users"
      name="inactive users"
      result={result}
      actions={
        <SegmentedControl
          aria-label="Inactive for"
          data={periods}
          value={period}
          onChange={(value) => {
            setPeriod(value);
            setPage(1);
          }}
        />
      }
    >
      {({ inactiveUsers }) => (
        <Stack>
          <Text size="sm" c="dimmed">
            {inactiveUsers.totalCount} user(s)
          </Text>
          <FigureTable
            label="Inactive users"
            headers={['User', 'Name', 'Publishers', 'Last login', 'Signed up']}
            rows={inactiveUsers.items.map((user) => [
              user.email,
              `${user.firstName} ${user.lastName}`,
              user.publishers.map((publisher) => publisher.name).join(', ') || '—',
              user.lastLogin ? formatMoment(user.lastLogin) : 'Never',
              formatMoment(user.created),
            ])}
          />
          {inactiveUsers.totalCount > 25 && (
            <Pagination total={Math.ceil(inactiveUsers.totalCount / 25)} value={page} onChange={setPage} />
          )}
        </Stack>
      )}
    </Panel>
  );
}

/** The four recent lists (10 each), one tab each. */
export function RecentListsPanel() {
  const [products] = useQuery({ query: GetRecentProductsQuery, requestPolicy: 'network-only' });
  const [customers] = useQuery({ query: GetRecentCustomersQuery, requestPolicy: 'network-only' });
  const [signups] = useQuery({ query: GetRecentSignupsQuery, requestPolicy: 'network-only' });
  const [subscriptions] = useQuery({ query: GetRecentSubscriptionsQuery, requestPolicy: 'network-only' });
  return (
    <Tabs defaultValue="products" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="products">Recent Products</Tabs.Tab>
        <Tabs.Tab value="customers">Recent Customers</Tabs.Tab>
        <Tabs.Tab value="signups">Recent Signups</Tabs.Tab>
        <Tabs.Tab value="subscriptions">Recent Subscriptions</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="products" pt="sm">
        <Panel title="Recent Products" name="recent products" result={products}>
          {({ recentProducts }) => (
            <FigureTable
              label="Recent products"
              headers={['Title', 'ISBN', 'Publisher', 'Retail price', 'Created']}
              rows={recentProducts.map((product) => [
                product.title,
                product.isbn,
                product.publisher.name,
                product.retailPrice,
                formatMoment(product.created),
              ])}
            />
          )}
        </Panel>
      </Tabs.Panel>
      <Tabs.Panel value="customers" pt="sm">
        <Panel title="Recent Customers" name="recent customers" result={customers}>
          {({ recentCustomers }) => (
            <FigureTable
              label="Recent customers"
              headers={['Customer', 'Company', 'Publisher', 'Created']}
              rows={recentCustomers.map((customer) => [
                `${customer.firstName} ${customer.lastName}`.trim() || '—',
                customer.company || '—',
                customer.publisher.name,
                formatMoment(customer.created),
              ])}
            />
          )}
        </Panel>
      </Tabs.Panel>
      <Tabs.Panel value="signups" pt="sm">
        <Panel title="Recent Signups" name="recent signups" result={signups}>
          {({ recentSignups }) => (
            <FigureTable
              label="Recent signups"
              headers={['Email', 'Name', 'Publishers', 'Signed up']}
              rows={recentSignups.map((signup) => [
                signup.email,
                `${signup.firstName} ${signup.lastName}`,
                signup.publisheruserSet.map((member) => `${member.publisher.name} (${member.role})`).join(', ') || '—',
                formatMoment(signup.created),
              ])}
            />
          )}
        </Panel>
      </Tabs.Panel>
      <Tabs.Panel value="subscriptions" pt="sm">
        <Panel title="Recent Subscriptions" name="recent subscriptions" result={subscriptions}>
          {({ recentSubscriptions }) => (
            <FigureTable
              label="Recent subscriptions"
              headers={['Publisher', 'Plan', 'Products allowed', 'Changed']}
              rows={recentSubscriptions.map((subscription) => [
                subscription.publisher.name,
                subscription.plan,
                subscription.maxProducts ?? 'No limit',
                formatMoment(subscription.created),
              ])}
            />
          )}
        </Panel>
      </Tabs.Panel>
    </Tabs>
  );
}
