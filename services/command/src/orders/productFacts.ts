import { tracksInventory } from '@colophon/domain';
import type { EventStore } from '@colophon/events';

import { productDecider, productStreamId } from '../catalogue/product.ts';
import { loadStream } from '../shared/decider.ts';

/**
 * The retail price of a product format orders and expenses may name, read from the product's own
 * stream (not a read model, so a format created a moment ago counts). Null for a missing, deleted or
 * frozen format, or one of another publisher: all look the same.
 */
export async function retailPriceOf(store: EventStore, publisherId: string, productId: string): Promise<number | null> {
  const { state } = await loadStream(store, productStreamId(productId), productDecider);
  const usable = state.exists && !state.deleted && !state.frozen && state.publisherId === publisherId;
  return usable ? state.fields!.retailPriceCents : null;
}

/** The formats among the ids that keep no stock (digital): shipping them moves no inventory. */
export async function untrackedProductsOf(
  store: EventStore,
  publisherId: string,
  productIds: Iterable<string>,
): Promise<Set<string>> {
  const untracked = new Set<string>();
  for (const productId of new Set(productIds)) {
    const { state } = await loadStream(store, productStreamId(productId), productDecider);
    if (state.publisherId !== publisherId || !state.fields) continue;
    if (!tracksInventory(state.fields.formatCode, state.fields.digital)) untracked.add(productId);
  }
  return untracked;
}

/** Retail prices of the usable formats among the ids, by id. */
export async function retailPricesOf(
  store: EventStore,
  publisherId: string,
  productIds: Iterable<string>,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (const productId of new Set(productIds)) {
    const price = await retailPriceOf(store, publisherId, productId);
    if (price !== null) prices.set(productId, price);
  }
  return prices;
}
