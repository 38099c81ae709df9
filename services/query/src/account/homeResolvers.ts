import { inboxItems, onboardingStep, unreadInboxItems } from '@colophon/domain';

import type { QueryContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { dateText } from '../shared/dates.ts';
import { runMutation } from '../shared/mutations.ts';

async function inboxOf({ db, caller }: QueryContext) {
  const publisher = await db('publishers')
    .where({ id: caller.publisherId })
    .first<{ inbox_date: string | Date | null }>('inbox_date');
  const inboxDate = dateText(publisher?.inbox_date ?? null);
  const unread = new Set(unreadInboxItems(inboxDate));
  return {
    inboxDate,
    unreadCount: unread.size,
    items: inboxItems.map((item) => ({ ...item, unread: unread.has(item) })),
  };
}

/** One round trip: whether each first record exists, and whether onboarding was completed. */
async function onboardingOf({ db, caller }: QueryContext) {
  const exists = (table: string) => db(table).where({ publisher_id: caller.publisherId }).select(db.raw('1')).limit(1);
  const row = await db('publishers')
    .where({ id: caller.publisherId })
    .first<{ completed: boolean; creator: boolean; product: boolean; customer: boolean; order: boolean }>(
      'onboarding_completed as completed',
      db.raw('exists(?) as creator', [exists('creators')]),
      db.raw('exists(?) as product', [exists('products')]),
      db.raw('exists(?) as customer', [exists('customers')]),
      db.raw('exists(?) as "order"', [exists('orders')]),
    );
  const made = { creator: !!row?.creator, product: !!row?.product, customer: !!row?.customer, order: !!row?.order };
  return {
    completed: !!row?.completed,
    step: onboardingStep(made),
    hasCreator: made.creator,
    hasProduct: made.product,
    hasCustomer: made.customer,
    hasOrder: made.order,
  };
}

export const homeResolvers: Resolvers = {
  Query: {
    inbox: (_parent, _args, context) => inboxOf(context),
    publisherOnboardingStatus: (_parent, _args, context) => onboardingOf(context),
  },
  Mutation: {
    markInboxRead: (_parent, _args, context) =>
      runMutation(context, 'markInboxRead', {}, async () => ({ inbox: await inboxOf(context) })),
    updateOnboardingStatus: (_parent, _args, context) =>
      runMutation(context, 'updateOnboardingStatus', {}, async () => ({ status: await onboardingOf(context) })),
    contactSupport: async (_parent, { subject, message }, context) => {
      const result = await runMutation(context, 'contactSupport', { subject: subject ?? '', message }, async () => ({
        ok: true,
      }));
      return 'ok' in result ? result : { ...result, ok: false };
    },
  },
};
