import { hasBillingError, renewalDateOf } from '@colophon/domain';
import type { PublisherRow } from '@colophon/projector/account/publishers/rows';

import type { Resolvers } from '../generated/resolvers.ts';
import { dateText } from '../shared/dates.ts';
import { lookupValues } from '../shared/lookups.ts';
import { runMutation } from '../shared/mutations.ts';

function toPublisher(row: PublisherRow) {
  const billing = {
    billingId: row.billing_id ?? null,
    billingDate: dateText(row.billing_date),
    billingActive: row.billing_active,
  };
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    maxProducts: row.max_products,
    currency: { code: row.currency_code, label: row.currency_label, symbol: row.currency_symbol },
    accountingMethod: row.accounting_method,
    enableSalesByRegion: row.sales_by_region,
    // Filled by the Publisher.regions resolver.
    regions: [],
    ...billing,
    renewalDate: renewalDateOf(billing.billingDate),
    billingError: hasBillingError(billing),
  };
}

const toUser = (row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  photo_url?: string | null;
}) => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  photoUrl: row.photo_url ?? null,
});

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, { db, caller, loaders }) => {
      const [user, publishers] = await Promise.all([
        loaders.userById.load(caller.userId),
        db('publishers')
          .join('publisher_members', 'publisher_members.publisher_id', 'publishers.id')
          .where('publisher_members.user_id', caller.userId)
          .orderBy('publisher_members.created_at')
          .select<PublisherRow[]>('publishers.*'),
      ]);
      const current = publishers.find((publisher) => publisher.id === caller.publisherId)!;
      return {
        user: toUser(user!),
        publisher: toPublisher(current),
        role: caller.role,
        publishers: publishers.map(toPublisher),
      };
    },
    paymentTypes: (_parent, _args, context) => lookupValues(context, 'paymentType'),
  },
  Mutation: {
    createPaymentType: (_parent, { value }, context) =>
      runMutation(context, 'createLookupValue', { kind: 'paymentType', value }, async ({ item }) => ({ item })),
  },
};

export { type PublisherRow, toPublisher, toUser };
