import { cacheExchange, type Cache } from '@urql/exchange-graphcache';
import { catalogueCacheKeys, catalogueCacheUpdates } from './catalogueCache.ts';
import { salesCacheUpdates } from './salesCache.ts';

/** Drops every cached page of a list field so the next read refetches it with the change. */
export function invalidateList(cache: Cache, fieldName: string): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === fieldName) cache.invalidate('Query', field.fieldName, field.arguments);
  }
}

/**
 * Normalised cache: entities with an id update in place after a mutation returns them; lists whose
 * membership or order may change are invalidated so they refetch (the query service then waits for
 * the position of our write).
 */
export function createGraphCache() {
  return cacheExchange({
    keys: {
      // Payloads, pages and value objects have no identity of their own: embed them in their parent.
      Me: () => null,
      Currency: () => null,
      FieldError: () => null,
      CreatorPage: () => null,
      CreatorPayload: () => null,
      DeletePayload: () => null,
      LookupPayload: () => null,
      CustomerPage: () => null,
      CustomerPayload: () => null,
      OrderPage: () => null,
      OrderPayload: () => null,
      ExpensePage: () => null,
      ExpensePayload: () => null,
      ...catalogueCacheKeys,
    },
    updates: {
      Mutation: {
        createCreator: (_result, _args, cache) => invalidateList(cache, 'creators'),
        // A renamed creator may move within a sorted list.
        updateCreator: (_result, _args, cache) => invalidateList(cache, 'creators'),
        deleteCreator: (result, args, cache) => {
          const payload = result.deleteCreator as { ok?: boolean } | null;
          if (!payload?.ok) return;
          invalidateList(cache, 'creators');
          cache.invalidate({ __typename: 'Creator', id: args.id as string });
        },
        createPaymentType: (_result, _args, cache) => invalidateList(cache, 'paymentTypes'),
        ...salesCacheUpdates,
        ...catalogueCacheUpdates,
      },
    },
  });
}
