import type { Cache, KeyingConfig, UpdateResolver } from '@urql/exchange-graphcache';
import { invalidateList } from './cache.ts';

/**
 * ONIX codes repeat across lists ("04" is a status and an audience): they are values, embedded in
 * their parent, never one shared entity. Pages, payloads and counts have no identity either.
 */
export const catalogueCacheKeys: KeyingConfig = Object.fromEntries(
  [
    'OnixCode',
    'OnixCodeLists',
    'Measure',
    'ProductPage',
    'ProductPayload',
    'CreateProductWorkPayload',
    'ProductWorkPayload',
    'ProductWorkCounts',
    'ProductPlanUsage',
    'PublisherPlanPayload',
  ].map((typeName) => [typeName, () => null]),
);

/** Lists and figures a catalogue mutation may change: they refetch after it. */
const listsChangedBy: Record<string, string[]> = {
  createProductWorkAndFormat: ['products', 'productPlanUsage'],
  createProduct: ['products', 'productPlanUsage'],
  updateProduct: ['products'],
  updateProductWork: ['products'],
  deleteProduct: ['products', 'productPlanUsage'],
  createImprint: ['imprints'],
  createSeries: ['series'],
  changePublisherPlan: ['products', 'productPlanUsage'],
};

const invalidates =
  (lists: string[]): UpdateResolver =>
  (_result, _args, cache: Cache) =>
    lists.forEach((list) => invalidateList(cache, list));

export const catalogueCacheUpdates: Record<string, UpdateResolver> = {
  ...Object.fromEntries(Object.entries(listsChangedBy).map(([mutation, lists]) => [mutation, invalidates(lists)])),
  // The new format joins its title's list of formats.
  createProduct: (result, args, cache) => {
    for (const list of listsChangedBy.createProduct!) invalidateList(cache, list);
    cache.invalidate({ __typename: 'ProductWork', id: args.productWorkId as string }, 'products');
  },
  // The deleted format leaves its title's list of formats.
  deleteProduct: (result, args, cache) => {
    for (const list of listsChangedBy.deleteProduct!) invalidateList(cache, list);
    if ((result.deleteProduct as { ok?: boolean } | null)?.ok) cache.invalidate({ __typename: 'Product', id: args.id as string });
  },
};
