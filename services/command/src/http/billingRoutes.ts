import { billingMessages, renewalDateOf } from '@colophon/domain';
import { type EventStore, formatPosition, waitForReadModels } from '@colophon/events';
import type { Request, Router } from 'express';
import type { Knex } from 'knex';

import { billingCommands } from '../account/billing/billingCommands.ts';
import type { BillingPort } from '../account/billing/port.ts';
import { supportAddress } from '../mail/mails.ts';
import { type CommandContext, systemClock } from '../shared/context.ts';
import { allowedCallerOf } from './allowedCaller.ts';
import { contextOf, originOf, refuse } from './routeHelpers.ts';

const textOf = (request: Request, key: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : '';
};

/**
 * The spec's billing calls, the owner's alone (the role policy), through the billing port; and the
 * port adapter's own routes (the simulated checkout's pages, or a provider's webhook).
 */
export function mountBillingRoutes(router: Router, deps: { store: EventStore; db: Knex; billing: BillingPort }) {
  const billing = billingCommands(deps.store, deps.db, deps.billing);
  const allowedCaller = allowedCallerOf(deps.db, deps.store);

  /** A call that opens a session with the provider: its page's address is the reply's `message`. */
  const sessionStart = (
    route: 'POST /create_checkout_session/' | 'POST /create_portal_session/',
    start: (context: CommandContext, request: Request) => Promise<{ sessionId: string; url: string }>,
    failed: () => string,
  ) =>
    router.post(route.slice('POST '.length), async (request, response) => {
      const caller = await allowedCaller(route, request, response);
      if (!caller) return;
      try {
        const { sessionId, url } = await start(contextOf(caller, request), request);
        response.json({ message: url, url, sessionId });
      } catch (error) {
        refuse(response, error, failed());
      }
    });

  sessionStart(
    'POST /create_checkout_session/',
    (context, request) =>
      billing.startCheckout(context, { price: textOf(request, 'price'), appUrl: originOf(request) }),
    () => billingMessages.subscriptionError(supportAddress()),
  );
  sessionStart(
    'POST /create_portal_session/',
    (context, request) =>
      billing.openPortal(context, { billingId: textOf(request, 'billingId'), appUrl: originOf(request) }),
    () => billingMessages.portalError,
  );

  router.post('/checkout_success/', async (request, response) => {
    const caller = await allowedCaller(
      'POST /checkout_success/',
      request,
      response,
      textOf(request, 'publisherId') || null,
    );
    if (!caller) return;
    try {
      const {
        position,
        plan,
        billing: subscription,
      } = await billing.confirmSession(contextOf(caller, request), {
        sessionId: textOf(request, 'sessionId'),
      });
      response.json({
        plan: plan?.plan,
        max_products: plan?.maxProducts ?? null,
        billing_id: subscription.billingId,
        billing_date: subscription.billingDate,
        billing_active: subscription.billingActive,
        renewal_date: renewalDateOf(subscription.billingDate),
        position: position && formatPosition(position),
      });
    } catch (error) {
      refuse(response, error, billingMessages.subscriptionError(supportAddress()));
    }
  });

  // A provider's news that arrives by itself (a webhook): applied, and read back before the
  // adapter's reply, so an owner sent back to the app already sees it.
  router.use(
    deps.billing.routes(async (news, correlationId) => {
      const { position } = await billing.applyConfirmation(
        { userId: null, publisherId: news.publisherId, correlationId, now: systemClock.now },
        news,
      );
      if (position) await waitForReadModels(deps.db, position);
    }),
  );
}
