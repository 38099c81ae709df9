import { onboardingMessages } from '@colophon/domain';
import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';

import { newProductPath } from '../../catalogue/urls.ts';
import { newCreatorPath, newCustomerPath } from '../../contacts/urls.ts';
import { expenseListPath } from '../../expenses/urls.ts';
import { newOrderPath } from '../../orders/urls.ts';
import { useNotify } from '../../ui/notify.ts';
import { useSession } from '../SessionProvider.tsx';
import { OnboardingStatusQuery, UpdateOnboardingStatusMutation } from './queries.ts';

const completedKey = (publisherId: string) => `onboarding_completed_${publisherId}`;

const steps = [
  {
    label: 'Add a creator',
    description: 'The author you pay royalties to.',
    action: 'ADD A CREATOR',
    to: newCreatorPath,
  },
  {
    label: 'Add a product',
    description: 'A title in one format, with its ISBN and price.',
    action: 'ADD A PRODUCT',
    to: newProductPath,
  },
  {
    label: 'Add a customer',
    description: 'A bookshop, a distributor or a reader.',
    action: 'ADD A CUSTOMER',
    to: newCustomerPath,
  },
  {
    label: 'Add your first order',
    description: 'Sell the product to the customer.',
    action: 'ADD AN ORDER',
    to: newOrderPath,
  },
] as const;

/**
 * Steps 0-5 for a new publisher, for every user of it until someone completes it; each step is
 * reached from what exists on the server (a creator, a product, a customer, an order).
 */
export function OnboardingOverlay() {
  const { session } = useSession();
  const notify = useNotify();
  const publisherId = session?.publisherId ?? '';
  const [closedHere, setClosedHere] = useState(() => localStorage.getItem(completedKey(publisherId)) === 'true');
  const [started, setStarted] = useState(false);
  const [{ data }] = useQuery({ query: OnboardingStatusQuery, requestPolicy: 'cache-and-network', pause: closedHere });
  const [, complete] = useMutation(UpdateOnboardingStatusMutation);
  const status = data?.publisherOnboardingStatus;
  if (closedHere || !status || status.completed) return null;

  const finish = async () => {
    localStorage.setItem(completedKey(publisherId), 'true');
    setClosedHere(true);
    const result = await complete({});
    if (result.error || result.data?.updateOnboardingStatus.errors.length) notify.error(onboardingMessages.updateError);
  };
  const step = started || status.step > 1 ? status.step : 0;

  return (
    <Modal
      opened
      onClose={() => void finish()}
      title="Welcome to Colophon"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {step === 0 ? (
        <Stack>
          <Text>Four steps set up your back office: a creator, a product, a customer and a first order.</Text>
          <Group justify="flex-end">
            <Button onClick={() => setStarted(true)}>Start</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Stepper active={step - 1} orientation="vertical" size="sm">
            {steps.map((item) => (
              <Stepper.Step key={item.label} label={item.label} description={item.description} />
            ))}
          </Stepper>
          {step <= 4 ? (
            <Group justify="flex-end">
              <Button component={Link} to={steps[step - 1]!.to} onClick={() => setStarted(true)}>
                {steps[step - 1]!.action}
              </Button>
            </Group>
          ) : (
            <Stack>
              <Text>
                All set. Next: set up <Link to={expenseListPath}>expenses</Link>, royalties and reporting.
              </Text>
              <Group justify="flex-end">
                <Button onClick={() => void finish()}>Get Started</Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
