import type { PlanName } from '@colophon/domain';
import type { Router } from 'express';

import type { EventContext } from '../../shared/context.ts';

/**
 * What the billing provider says a finished session (or one of its notifications) did to a
 * publisher's subscription. Only such news changes a plan: it is what authorises the change.
 */
export interface BillingConfirmation {
  /** The provider's session or notification id: each applies once. */
  sessionId: string;
  publisherId: string;
  plan: PlanName;
  /** The provider's customer; null once the subscription has ended. */
  billingId: string | null;
  /** False while the provider cannot collect the subscription's payments. */
  billingActive: boolean;
  /** The day a payment was taken, when the news is one; else the publisher's billing date stands. */
  paidOn: string | null;
  /** When the provider made the change (ISO time): older news than the newest applied is stale. */
  changedAt: string;
}

/** Where a session sends the owner: the provider's page, and the app's page to come back to. */
export interface SessionRequest {
  publisherId: string;
  /** The app's /publisher; the provider adds `status` and `session_id` when it sends the owner back. */
  returnUrl: string;
  /** The app's own address, for a provider whose pages the app serves. */
  appUrl: string;
}

/**
 * The billing port: the app asks a provider for a checkout (to buy a plan) or a portal (to change or
 * end a subscription) and later asks it what a session did. Adapters: the embedded simulated
 * checkout (default); a card provider's would call its API (see deploy/README.md).
 */
export interface BillingPort {
  createCheckoutSession(
    request: SessionRequest & { plan: PlanName },
    context: EventContext,
  ): Promise<{ sessionId: string; url: string }>;
  createPortalSession(
    request: SessionRequest & { billingId: string; plan: PlanName; billingActive: boolean },
    context: EventContext,
  ): Promise<{ sessionId: string; url: string }>;
  /** The news a session brings, once it is finished; null for a session unknown, open or abandoned. */
  confirmSession(sessionId: string): Promise<BillingConfirmation | null>;
  /**
   * Routes the adapter needs in the app: the simulated checkout's pages; a real provider's webhook,
   * which hands its news to `apply` (the same path `/checkout_success/` takes).
   */
  routes(apply: (confirmation: BillingConfirmation, correlationId: string) => Promise<void>): Router;
}
