import { billingMessages, defaultSupportEmail, planLabel } from '@colophon/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { useNotify } from '../../ui/notify.ts';
import { useBillingApi } from './billingApi.ts';

/** The provider's ways back to /publisher that bring news to confirm. */
const confirmedStatuses = new Set(['success', 'plan_update']);

/**
 * Back from the provider on /publisher: `status=success` (a checkout) or `plan_update` (the portal)
 * with its `session_id` is confirmed with the server, which records the plan; `cancelled` is said.
 * The session id then leaves the address, so a reload confirms nothing twice.
 */
export function useCheckoutReturn(publisherId: string, onConfirmed: () => void) {
  const [params, setParams] = useSearchParams();
  const api = useBillingApi();
  const notify = useNotify();
  const handled = useRef<string | null>(null);
  const status = params.get('status');
  const sessionId = params.get('session_id');

  useEffect(() => {
    const key = `${status}:${sessionId}`;
    if (handled.current === key) return;
    if (status === 'cancelled') {
      handled.current = key;
      notify.warning(billingMessages.checkoutCancelled);
      return;
    }
    if (!publisherId || !status || !sessionId || !confirmedStatuses.has(status)) return;
    handled.current = key;
    void api
      .confirmCheckout(publisherId, sessionId, billingMessages.subscriptionError(defaultSupportEmail))
      .then((reply) => {
        if (reply.ok) notify.success(billingMessages.planChanged(planLabel(reply.body.plan)));
        else notify.error(reply.message);
        setParams({ status }, { replace: true });
        onConfirmed();
      });
  }, [status, sessionId, publisherId, api, notify, setParams, onConfirmed]);
}
