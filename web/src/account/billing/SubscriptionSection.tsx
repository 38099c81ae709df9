import {
  billingMessages,
  defaultSupportEmail,
  planLabel,
  type PlanName,
  planNames,
  planPriceText,
  planProductRange,
  plans,
} from '@colophon/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { helpPath } from '../../help/urls.ts';
import { useNotify } from '../../ui/notify.ts';
import { useBillingApi } from './billingApi.ts';

export interface SubscriptionPublisher {
  plan: string;
  billingId?: string | null;
  billingActive: boolean;
  renewalDate?: string | null;
}

/** Leaves the app for the provider's page (the simulated checkout, or a card provider's). */
const goTo = (url: string) => window.location.assign(url);

/**
 * The subscription and billing panel: the plan and its renewal, the plans on offer, and for the
 * owner (billing is theirs alone) a checkout for a plan, or Manage Subscription once subscribed.
 */
export function SubscriptionSection({ publisher, isOwner }: { publisher: SubscriptionPublisher; isOwner: boolean }) {
  const api = useBillingApi();
  const notify = useNotify();
  const [leaving, setLeaving] = useState<string | null>(null);
  const subscribed = Boolean(publisher.billingId);

  async function choose(plan: PlanName) {
    setLeaving(plan);
    const reply = await api.createCheckoutSession(
      plans[plan].price ?? '',
      billingMessages.subscriptionError(defaultSupportEmail),
    );
    if (reply.ok) return goTo(reply.body.message);
    setLeaving(null);
    notify.error(reply.message);
  }

  async function manage() {
    setLeaving('portal');
    const reply = await api.createPortalSession(publisher.billingId ?? '', billingMessages.portalError);
    if (reply.ok) return goTo(reply.body.message);
    setLeaving(null);
    notify.error(reply.message);
  }

  return (
    <Stack gap="sm" component="section" aria-label="Subscription">
      <Title order={3}>Subscription</Title>
      <Group gap="xl">
        <Text>
          Your plan: <strong>{planLabel(publisher.plan)}</strong>
        </Text>
        {publisher.renewalDate && <Text>Renews on {publisher.renewalDate}</Text>}
      </Group>
      {!isOwner && (
        <Text size="sm" c="dimmed">
          {billingMessages.onlyOwner}
        </Text>
      )}
      {isOwner && subscribed && (
        <Button w="fit-content" loading={leaving === 'portal'} onClick={() => void manage()}>
          Manage Subscription
        </Button>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {planNames.map((plan) => (
          <Card key={plan} component="article" withBorder padding="md" aria-label={planLabel(plan)}>
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={600}>{planLabel(plan)}</Text>
                {plan === publisher.plan && <Badge>Current plan</Badge>}
              </Group>
              <Text size="sm">{planPriceText(plan) ?? 'Contact us for a price'}</Text>
              <Text size="sm" c="dimmed">
                {planProductRange(plan)}
              </Text>
              {isOwner && !subscribed && plans[plan].price !== null && plan !== publisher.plan && (
                <Button
                  mt="xs"
                  size="xs"
                  aria-label={`Choose ${planLabel(plan)}`}
                  loading={leaving === plan}
                  onClick={() => void choose(plan)}
                >
                  Choose
                </Button>
              )}
              {plans[plan].maxProducts === null && plan !== publisher.plan && (
                <Button mt="xs" size="xs" variant="light" component={Link} to={helpPath}>
                  Contact us
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
