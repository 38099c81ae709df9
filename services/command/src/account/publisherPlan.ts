import type { DomainEvent } from '@colophon/events';

import type { PlanLimit } from '../catalogue/productPlan.ts';
import type { Decider } from '../shared/decider.ts';
import { notFound } from '../shared/errors.ts';

export interface PublisherPlanState {
  exists: boolean;
  limit: PlanLimit | null;
}

export type PublisherPlanCommand = { type: 'ChangePublisherPlan'; publisherId: string; limit: PlanLimit };

/** A publisher's plan on its own stream: a change to the plan it already has records nothing. */
export const publisherPlanDecider: Decider<PublisherPlanState, PublisherPlanCommand> = {
  initialState: { exists: false, limit: null },
  evolve(state, event) {
    if (event.type === 'PublisherCreated')
      return { exists: true, limit: { plan: event.data.plan, maxProducts: event.data.maxProducts } };
    if (event.type === 'PublisherPlanChanged')
      return { ...state, limit: { plan: event.data.plan, maxProducts: event.data.maxProducts } };
    return state;
  },
  decide(command, state) {
    if (!state.exists) throw notFound('Publisher not found');
    const { plan, maxProducts } = command.limit;
    if (state.limit?.plan === plan && state.limit.maxProducts === maxProducts) return [];
    return [
      {
        type: 'PublisherPlanChanged',
        data: { publisherId: command.publisherId, plan, maxProducts },
      } satisfies DomainEvent,
    ];
  },
};
