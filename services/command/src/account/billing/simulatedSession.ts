import { billingMessages, isPlanName, type PlanName, plans } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../../shared/decider.ts';
import { illegalState, notFound } from '../../shared/errors.ts';
import type { BillingConfirmation } from './port.ts';

export type SessionKind = 'checkout' | 'portal';

/** What a session is opened for: a checkout sells `plan`; a portal manages the subscription `billingId` on `plan`. */
interface SessionTerms {
  kind: SessionKind;
  publisherId: string;
  plan: PlanName;
  billingId: string | null;
  billingActive: boolean;
  /** Where the provider's pages send the owner back. */
  returnUrl: string;
}

/** One session of the simulated provider: what it offers, and what came of it. */
export interface SimulatedSessionState extends SessionTerms {
  status: 'none' | 'open' | 'completed' | 'abandoned';
  outcome: Omit<BillingConfirmation, 'sessionId' | 'publisherId'> | null;
}

/** What the owner does on the simulated pages. */
export type SimulatedAction =
  | { type: 'pay' }
  | { type: 'switchPlan'; plan: string }
  | { type: 'cancelSubscription' }
  | { type: 'failPayment' }
  | { type: 'retryPayment' };

export type SimulatedSessionCommand =
  | ({ type: 'OpenSession'; sessionId: string } & SessionTerms)
  /** `today` and `now` from the clock; `newBillingId` names the customer a first payment makes. */
  | { type: 'Act'; sessionId: string; action: SimulatedAction; today: string; now: string; newBillingId: string }
  | { type: 'Abandon'; sessionId: string };

/** Which actions each kind of session offers, given the subscription it manages. */
export function offers(state: Pick<SimulatedSessionState, 'kind' | 'billingActive'>, action: SimulatedAction): boolean {
  if (state.kind === 'checkout') return action.type === 'pay';
  switch (action.type) {
    case 'pay':
      return false;
    case 'switchPlan':
    case 'cancelSubscription':
      return true;
    case 'failPayment':
      return state.billingActive;
    case 'retryPayment':
      return !state.billingActive;
  }
}

export const simulatedSessionStreamId = (sessionId: string) => `simulated-billing-${sessionId}`;

/**
 * The embedded simulated checkout's rules, standing in for a card provider: a checkout takes one
 * payment for its plan; a portal switches the plan, ends the subscription, or (to try the app's
 * 'Billing Error') fails and retries a renewal payment. A session does one thing, then is closed.
 */
export const simulatedSessionDecider: Decider<SimulatedSessionState, SimulatedSessionCommand> = {
  initialState: {
    status: 'none',
    kind: 'checkout',
    publisherId: '',
    plan: 'Free',
    billingId: null,
    billingActive: false,
    returnUrl: '',
    outcome: null,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SimulatedBillingSessionOpened': {
        const { kind, publisherId, plan, billingId, billingActive, returnUrl } = event.data;
        return {
          ...state,
          status: 'open',
          kind,
          publisherId,
          plan: isPlanName(plan) ? plan : 'Free',
          billingId,
          billingActive,
          returnUrl,
        };
      }
      case 'SimulatedBillingSessionCompleted': {
        const { plan, billingId, billingActive, paidOn, completedAt } = event.data;
        return {
          ...state,
          status: 'completed',
          outcome: {
            plan: isPlanName(plan) ? plan : 'Free',
            billingId,
            billingActive,
            paidOn,
            changedAt: completedAt,
          },
        };
      }
      case 'SimulatedBillingSessionAbandoned':
        return { ...state, status: 'abandoned' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { sessionId } = command;
    if (command.type === 'OpenSession') {
      if (state.status !== 'none') throw illegalState(billingMessages.sessionClosed);
      const { kind, publisherId, plan, billingId, billingActive, returnUrl } = command;
      return [
        {
          type: 'SimulatedBillingSessionOpened',
          data: { sessionId, kind, publisherId, plan, billingId, billingActive, returnUrl },
        } satisfies DomainEvent,
      ];
    }
    if (state.status === 'none') throw notFound(billingMessages.sessionUnknown);
    if (state.status !== 'open') throw illegalState(billingMessages.sessionClosed);
    if (command.type === 'Abandon') return [{ type: 'SimulatedBillingSessionAbandoned', data: { sessionId } }];

    const { action } = command;
    if (!offers(state, action)) throw illegalState(billingMessages.actionNotOffered);
    const completed = (outcome: {
      plan: PlanName;
      billingId: string | null;
      billingActive: boolean;
      paid: boolean;
    }) => [
      {
        type: 'SimulatedBillingSessionCompleted' as const,
        data: {
          sessionId,
          plan: outcome.plan,
          billingId: outcome.billingId,
          billingActive: outcome.billingActive,
          paidOn: outcome.paid ? command.today : null,
          completedAt: command.now,
        },
      } satisfies DomainEvent,
    ];
    switch (action.type) {
      case 'pay':
        return completed({ plan: state.plan, billingId: command.newBillingId, billingActive: true, paid: true });
      case 'switchPlan': {
        const plan = action.plan;
        if (!isPlanName(plan) || plans[plan].price === null || plan === state.plan) {
          throw illegalState(billingMessages.actionNotOffered);
        }
        return completed({ plan, billingId: state.billingId, billingActive: state.billingActive, paid: false });
      }
      case 'cancelSubscription':
        return completed({ plan: 'Free', billingId: null, billingActive: false, paid: false });
      case 'failPayment':
        return completed({ plan: state.plan, billingId: state.billingId, billingActive: false, paid: false });
      case 'retryPayment':
        return completed({ plan: state.plan, billingId: state.billingId, billingActive: true, paid: true });
    }
  },
};

/** A finished session's news for the billing port; null while it is open, abandoned or unknown. */
export function confirmationOf(sessionId: string, state: SimulatedSessionState): BillingConfirmation | null {
  if (state.status !== 'completed' || !state.outcome) return null;
  return { sessionId, publisherId: state.publisherId, ...state.outcome };
}
