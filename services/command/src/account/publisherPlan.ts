import { plans, settingsMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { PlanLimit } from '../catalogue/productPlan.ts';
import type { Decider } from '../shared/decider.ts';
import { notFound } from '../shared/errors.ts';
import type { BillingConfirmation } from './billing/port.ts';

export interface PublisherBilling {
  billingId: string | null;
  billingDate: string | null;
  billingActive: boolean;
}

export interface PublisherPlanState {
  exists: boolean;
  deleted: boolean;
  limit: PlanLimit | null;
  billing: PublisherBilling;
  /** Sessions whose news was applied, and when the newest news was made at the provider. */
  appliedSessions: ReadonlySet<string>;
  billingChangedAt: string | null;
}

export type PublisherPlanCommand =
  /** Platform staff set a plan (and limit) outside billing. */
  | { type: 'ChangePublisherPlan'; publisherId: string; limit: PlanLimit }
  /** The billing port's news: the only way an owner's plan changes. */
  | { type: 'ApplyBillingConfirmation'; publisherId: string; confirmation: BillingConfirmation };

/**
 * A publisher's plan and subscription, on the publisher's stream. A change to the plan it already
 * has records nothing; billing news applies once, and never over newer news.
 */
export const publisherPlanDecider: Decider<PublisherPlanState, PublisherPlanCommand> = {
  initialState: {
    exists: false,
    deleted: false,
    limit: null,
    billing: { billingId: null, billingDate: null, billingActive: false },
    appliedSessions: new Set(),
    billingChangedAt: null,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PublisherCreated':
        return { ...state, exists: true, limit: { plan: event.data.plan, maxProducts: event.data.maxProducts } };
      case 'PublisherPlanChanged':
        return { ...state, limit: { plan: event.data.plan, maxProducts: event.data.maxProducts } };
      case 'PublisherBillingUpdated': {
        const { billingId, billingDate, billingActive, sessionId, changedAt } = event.data;
        return {
          ...state,
          billing: { billingId, billingDate, billingActive },
          appliedSessions: new Set([...state.appliedSessions, sessionId]),
          billingChangedAt: changedAt,
        };
      }
      case 'PublisherDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists) throw notFound('Publisher not found');
    if (state.deleted) throw notFound(settingsMessages.publisherDeleted);
    const { publisherId } = command;
    const planChange = ({ plan, maxProducts }: PlanLimit): DomainEvent[] =>
      state.limit?.plan === plan && state.limit.maxProducts === maxProducts
        ? []
        : [{ type: 'PublisherPlanChanged', data: { publisherId, plan, maxProducts } }];
    switch (command.type) {
      case 'ChangePublisherPlan':
        return planChange(command.limit);
      case 'ApplyBillingConfirmation': {
        const news = command.confirmation;
        if (news.publisherId !== publisherId) throw notFound('Publisher not found');
        const stale =
          state.billingChangedAt !== null && Date.parse(news.changedAt) < Date.parse(state.billingChangedAt);
        if (stale || state.appliedSessions.has(news.sessionId)) return [];
        const billingDate = news.billingId === null ? null : (news.paidOn ?? state.billing.billingDate);
        return [
          {
            type: 'PublisherBillingUpdated',
            data: {
              publisherId,
              sessionId: news.sessionId,
              billingId: news.billingId,
              billingDate,
              billingActive: news.billingActive,
              changedAt: news.changedAt,
            },
          },
          ...planChange({ plan: news.plan, maxProducts: plans[news.plan].maxProducts }),
        ];
      }
    }
  },
};
