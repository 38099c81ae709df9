import { billingMessages, isoDateOf } from '@colophon/domain';
import type { EventStore } from '@colophon/events';
import express, { type Request, type Response, Router } from 'express';

import { type EventContext, systemClock } from '../../shared/context.ts';
import { loadStream } from '../../shared/decider.ts';
import { DomainError, httpStatusOf } from '../../shared/errors.ts';
import { runDecider } from '../../shared/runDecider.ts';
import type { BillingConfirmation, BillingPort, SessionRequest } from './port.ts';
import { checkoutPage, messagePage, portalPage } from './simulatedPages.ts';
import {
  confirmationOf,
  type SessionKind,
  type SimulatedAction,
  type SimulatedSessionCommand,
  simulatedSessionDecider,
  type SimulatedSessionState,
  simulatedSessionStreamId,
} from './simulatedSession.ts';

/** Session ids are ours (UUIDs); anything else in the path is no session. */
const sessionIdPattern = /^[A-Za-z0-9-]{1,100}$/;

const portalActions = new Set(['switchPlan', 'cancelSubscription', 'failPayment', 'retryPayment']);

/**
 * The embedded default of the billing port: a card provider simulated inside the app. Its checkout
 * and portal are pages the app serves under /billing/; its ledger is events, one stream per
 * session. The owner's browser reaches a page by the session's unguessable id, as it would a
 * provider's; nothing it does changes a plan until the app confirms the session (`/checkout_success/`).
 */
export function simulatedCheckout(store: EventStore, clock = systemClock): BillingPort {
  /** The owner acts on the provider's pages without the app's sign-in: the events name no user. */
  const pageContext = (request: Request, session: SimulatedSessionState): EventContext => ({
    userId: null,
    publisherId: session.publisherId,
    correlationId: request.correlationId,
    now: clock.now,
  });

  const sessionOf = async (sessionId: string) =>
    (await loadStream(store, simulatedSessionStreamId(sessionId), simulatedSessionDecider)).state;

  async function open(
    kind: SessionKind,
    request: SessionRequest & { plan: BillingConfirmation['plan']; billingId: string | null; billingActive: boolean },
    context: EventContext,
  ) {
    const sessionId = clock.newId();
    await runDecider(store, context, simulatedSessionStreamId(sessionId), simulatedSessionDecider, {
      type: 'OpenSession',
      sessionId,
      kind,
      publisherId: request.publisherId,
      plan: request.plan,
      billingId: request.billingId,
      billingActive: request.billingActive,
      returnUrl: request.returnUrl,
    });
    return { sessionId, url: `${request.appUrl}/billing/${kind}/${sessionId}` };
  }

  return {
    createCheckoutSession: (request, context) =>
      open('checkout', { ...request, billingId: null, billingActive: false }, context),
    createPortalSession: (request, context) => open('portal', request, context),
    confirmSession: async (sessionId) =>
      sessionIdPattern.test(sessionId) ? confirmationOf(sessionId, await sessionOf(sessionId)) : null,

    routes(apply) {
      const router = Router();
      router.use('/billing', express.urlencoded({ extended: false, limit: '10kb' }));

      /** The open session of the path, of the page's kind; else a page saying why not. */
      async function openSession(request: Request, response: Response, kind: SessionKind) {
        const sessionId = String(request.params.sessionId);
        const session = sessionIdPattern.test(sessionId) ? await sessionOf(sessionId) : null;
        if (!session || session.status === 'none' || session.kind !== kind) {
          response.status(404).type('html').send(messagePage(billingMessages.sessionUnknown, null));
          return null;
        }
        if (session.status !== 'open') {
          response.status(409).type('html').send(messagePage(billingMessages.sessionClosed, session.returnUrl));
          return null;
        }
        return { sessionId, session };
      }

      /** Decides on the session; a refusal is shown as a page, anything else fails the request. */
      async function decide(
        request: Request,
        response: Response,
        command: SimulatedSessionCommand,
        session: SimulatedSessionState,
      ) {
        try {
          await runDecider(
            store,
            pageContext(request, session),
            simulatedSessionStreamId(command.sessionId),
            simulatedSessionDecider,
            command,
          );
          return true;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          response.status(httpStatusOf[error.code]).type('html').send(messagePage(error.message, session.returnUrl));
          return false;
        }
      }

      const act = (sessionId: string, action: SimulatedAction): SimulatedSessionCommand => ({
        type: 'Act',
        sessionId,
        action,
        today: isoDateOf(clock.now()),
        now: clock.now().toISOString(),
        newBillingId: `sim_cus_${clock.newId()}`,
      });

      router.get('/billing/checkout/:sessionId', async (request, response) => {
        const found = await openSession(request, response, 'checkout');
        if (found) response.type('html').send(checkoutPage(found.sessionId, found.session));
      });

      /** The owner's way back to the app, with the news of the session to confirm. */
      const backWithNews = (session: SimulatedSessionState, status: string, sessionId: string) =>
        `${session.returnUrl}?status=${status}&session_id=${encodeURIComponent(sessionId)}`;

      /** A button of the checkout page: decides on the open session, then sends the owner back. */
      const checkoutButton = (
        button: 'pay' | 'cancel',
        commandOf: (sessionId: string) => SimulatedSessionCommand,
        backTo: (session: SimulatedSessionState, sessionId: string) => string,
      ) =>
        router.post(`/billing/checkout/:sessionId/${button}`, async (request, response) => {
          const found = await openSession(request, response, 'checkout');
          if (found && (await decide(request, response, commandOf(found.sessionId), found.session))) {
            response.redirect(303, backTo(found.session, found.sessionId));
          }
        });
      checkoutButton(
        'pay',
        (sessionId) => act(sessionId, { type: 'pay' }),
        (session, sessionId) => backWithNews(session, 'success', sessionId),
      );
      checkoutButton(
        'cancel',
        (sessionId) => ({ type: 'Abandon', sessionId }),
        (session) => `${session.returnUrl}?status=cancelled`,
      );

      router.get('/billing/portal/:sessionId', async (request, response) => {
        const found = await openSession(request, response, 'portal');
        if (found) response.type('html').send(portalPage(found.sessionId, found.session));
      });

      router.post('/billing/portal/:sessionId', async (request, response) => {
        const found = await openSession(request, response, 'portal');
        if (!found) return;
        const { sessionId, session } = found;
        const body = (request.body ?? {}) as { action?: unknown; plan?: unknown };
        const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
        const type = field(body.action);
        if (!portalActions.has(type)) {
          response.status(400).type('html').send(messagePage(billingMessages.actionNotOffered, session.returnUrl));
          return;
        }
        const action = { type, plan: field(body.plan) } as SimulatedAction;
        if (!(await decide(request, response, act(sessionId, action), session))) return;
        if (type === 'failPayment') {
          // A failed renewal is the provider's news, not the owner's doing: it arrives as a card
          // provider's webhook would, and the owner comes back to the app's banner.
          const news = confirmationOf(sessionId, await sessionOf(sessionId));
          if (news) await apply(news, request.correlationId);
          response.redirect(303, session.returnUrl);
          return;
        }
        response.redirect(303, backWithNews(session, 'plan_update', sessionId));
      });

      return router;
    },
  };
}
