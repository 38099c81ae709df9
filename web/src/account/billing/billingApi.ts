import { rememberPosition } from '../../graphql/position.ts';
import { replyMessage, useRestFetch } from '../../ui/restApi.ts';

export type BillingReply<Body> = { ok: true; body: Body } | { ok: false; message: string };

/** The owner's billing calls (the spec's REST paths); a failure answers the server's message, else `failed`. */
export function useBillingApi() {
  const restFetch = useRestFetch();
  async function post<Body>(path: string, body: unknown, failed: string): Promise<BillingReply<Body>> {
    try {
      const response = await restFetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) return { ok: false, message: await replyMessage(response, failed) };
      const reply = (await response.json()) as Body & { position?: string | null };
      rememberPosition(reply.position);
      return { ok: true, body: reply };
    } catch {
      return { ok: false, message: failed };
    }
  }
  return {
    /** The provider's checkout page for a plan's price (the reply's `message`). */
    createCheckoutSession: (price: string, failed: string) =>
      post<{ message: string }>('/create_checkout_session/', { price }, failed),
    /** The provider's portal for the publisher's subscription. */
    createPortalSession: (billingId: string, failed: string) =>
      post<{ message: string }>('/create_portal_session/', { billingId }, failed),
    /** Back from the provider: the app confirms the session and records what it did. */
    confirmCheckout: (publisherId: string, sessionId: string, failed: string) =>
      post<{ plan: string }>('/checkout_success/', { publisherId, sessionId }, failed),
  };
}
