import { planLimitMessage } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { illegalState } from '../shared/errors.ts';
import { GrowingList } from '../shared/growingList.ts';

export interface PlanLimit {
  plan: string;
  maxProducts: number | null;
}

/**
 * One publisher's plan ledger: the formats that count against the plan, in creation order, and
 * the limit last applied (null until the first plan change: the publisher's own limit holds).
 * Every creation and deletion appends here at the exact revision it read, so two racing
 * creations cannot both take the last slot.
 */
export interface ProductPlanState {
  products: GrowingList<string>;
  applied: PlanLimit | null;
}

export type ProductPlanCommand =
  | { type: 'TakeProductSlot'; publisherId: string; productId: string; limit: PlanLimit }
  | { type: 'ReleaseProductSlot'; publisherId: string; productId: string }
  | { type: 'ApplyProductLimit'; publisherId: string; limit: PlanLimit };

export const productPlanDecider: Decider<ProductPlanState, ProductPlanCommand> = {
  initialState: { products: GrowingList.of(), applied: null },
  evolve(state, event) {
    switch (event.type) {
      case 'ProductSlotTaken':
        return { ...state, products: state.products.append(event.data.productId) };
      case 'ProductSlotReleased':
        return {
          ...state,
          products: GrowingList.of(state.products.toArray().filter((productId) => productId !== event.data.productId)),
        };
      case 'ProductLimitApplied':
        return { ...state, applied: { plan: event.data.plan, maxProducts: event.data.maxProducts } };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { publisherId } = command;
    switch (command.type) {
      case 'TakeProductSlot': {
        const { plan, maxProducts } = command.limit;
        if (maxProducts !== null && state.products.length >= maxProducts)
          throw illegalState(planLimitMessage(plan, maxProducts));
        return [{ type: 'ProductSlotTaken', data: { publisherId, productId: command.productId } }];
      }
      case 'ReleaseProductSlot':
        return state.products.includes(command.productId)
          ? [{ type: 'ProductSlotReleased', data: { publisherId, productId: command.productId } }]
          : [];
      case 'ApplyProductLimit':
        return [{ type: 'ProductLimitApplied', data: { publisherId, ...command.limit } } satisfies DomainEvent];
    }
  },
};

/** The limit in force: the one last applied to the ledger, else the publisher's own. */
export const effectiveLimit = (state: ProductPlanState, publisherLimit: PlanLimit): PlanLimit =>
  state.applied ?? publisherLimit;

/** Formats beyond the first maxProducts by creation order are frozen. */
export const frozenProducts = (products: readonly string[], maxProducts: number | null): Set<string> =>
  new Set(maxProducts === null ? [] : products.slice(maxProducts));

/** Which formats a change of the ledger (a new limit, a deletion) freezes and unfreezes. */
export function freezeChanges(
  before: { products: readonly string[]; maxProducts: number | null },
  after: { products: readonly string[]; maxProducts: number | null },
) {
  const wasFrozen = frozenProducts(before.products, before.maxProducts);
  const isFrozen = frozenProducts(after.products, after.maxProducts);
  return {
    freeze: after.products.filter((productId) => isFrozen.has(productId) && !wasFrozen.has(productId)),
    unfreeze: after.products.filter((productId) => wasFrozen.has(productId) && !isFrozen.has(productId)),
  };
}

export const productPlanStreamId = (publisherId: string) => `product-plan-${publisherId}`;

/** The plan and limit of a publisher as its own stream tells them. */
export function evolvePublisherLimit(state: PlanLimit | null, event: DomainEvent): PlanLimit | null {
  if (event.type === 'PublisherCreated' || event.type === 'PublisherPlanChanged') {
    return { plan: event.data.plan, maxProducts: event.data.maxProducts };
  }
  return state;
}
