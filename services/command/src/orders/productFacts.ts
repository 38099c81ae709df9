import type { EventStore } from '@colophon/events';

/** What orders and expenses need to know of a product format: its publisher and retail price. */
export interface ProductFacts {
  publisherId: string;
  retailPriceCents: number;
}

// The catalogue's product stream (catalogue/product.ts productStreamId).
const productStreamId = (productId: string) => `product-${productId}`;

/**
 * Reads the product's own stream, not a read model, so an order may name a format created a moment
 * ago. Null for a missing, deleted or frozen format or one of another publisher (all look the same).
 */
export async function productFactsOf(store: EventStore, publisherId: string, productId: string): Promise<ProductFacts | null> {
  let facts: (ProductFacts & { usable: boolean }) | null = null;
  for (const event of await store.readStream(productStreamId(productId))) {
    const data = event.data as { publisherId?: string; retailPriceCents?: number; changes?: { retailPriceCents?: number } };
    if (event.type === 'ProductCreated') facts = { publisherId: data.publisherId!, retailPriceCents: data.retailPriceCents!, usable: true };
    else if (!facts) continue;
    else if (event.type === 'ProductUpdated' && data.changes?.retailPriceCents !== undefined) facts.retailPriceCents = data.changes.retailPriceCents;
    else if (event.type === 'ProductDeleted' || event.type === 'ProductFrozen') facts.usable = false;
    else if (event.type === 'ProductUnfrozen') facts.usable = true;
  }
  return facts?.usable && facts.publisherId === publisherId ? { publisherId, retailPriceCents: facts.retailPriceCents } : null;
}

/** Retail prices of the usable formats among the ids, by id. */
export async function retailPricesOf(store: EventStore, publisherId: string, productIds: Iterable<string>): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (const productId of new Set(productIds)) {
    const facts = await productFactsOf(store, publisherId, productId);
    if (facts) prices.set(productId, facts.retailPriceCents);
  }
  return prices;
}
