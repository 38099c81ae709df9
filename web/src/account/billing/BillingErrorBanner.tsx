import { billingMessages } from '@colophon/domain';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The spec's 'Billing Error' banner: billing inactive while the provider knows the publisher. */
export function BillingErrorBanner({ publisher }: { publisher: { billingError: boolean } }) {
  if (!publisher.billingError) return null;
  return (
    <Alert color="red" title={billingMessages.bannerTitle} icon={<IconAlertTriangle />} role="alert">
      {billingMessages.bannerText}
    </Alert>
  );
}
