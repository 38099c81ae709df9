import {
  formatBasisPoints,
  formatCents,
  restOfWorld,
  royaltyMessages,
  royaltyTermNames,
  termsOfTierSet,
  tierEnd,
  tierGroups,
} from '@colophon/domain';

import type { QueryContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { lastEditorOf } from '../shared/editing.ts';
import { deletionPayload, runMutation } from '../shared/mutations.ts';
import { findRoyalty, findRoyaltyPayment, listRoyalties, listRoyaltyPayments } from './royaltyRows.ts';

const royaltyOf = async ({ db, caller }: QueryContext, id: string) =>
  (await findRoyalty(db, caller.publisherId, id)) ?? null;
const paymentOf = async ({ db, caller }: QueryContext, id: string) =>
  (await findRoyaltyPayment(db, caller.publisherId, id)) ?? null;

const termOf = (term: keyof typeof royaltyTermNames) => ({ id: String(term), value: royaltyTermNames[term] });
const categories = [
  { id: '1', value: 'units sold' },
  { id: '2', value: 'discount' },
];

/** A royalty's payload: the royalty as the read models hold it after the command, and its id as the message. */
const royaltyPayload = (context: QueryContext, royaltyId: string) => async () => ({
  royalty: await royaltyOf(context, royaltyId),
  message: royaltyId,
});

export const royaltyResolvers: Resolvers = {
  Query: {
    royaltys: (_parent, { page, params }, { db, caller }) => listRoyalties(db, caller.publisherId, page ?? 1, params),
    royalty: (_parent, { id }, context) => royaltyOf(context, id),
    royaltypayments: (_parent, { page, params }, { db, caller }) =>
      listRoyaltyPayments(db, caller.publisherId, page ?? 1, params),
    royaltyTerms: () => termsOfTierSet('regular').map(termOf),
    royaltyCategories: () => categories,
  },
  Royalty: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    lastEditor: lastEditorOf,
    creator: (row, _args, { loaders }) => loaders.creatorById.load(row.creator_id),
    product: (row, _args, { loaders }) => loaders.productById.load(row.product_id),
    region: (row, _args, { loaders }) => (row.region_id ? loaders.regionById.load(row.region_id) : null),
    regionName: async (row, _args, { loaders }) =>
      (row.region_id ? (await loaders.regionById.load(row.region_id))?.name : null) ?? restOfWorld,
    royaltyLineItems: (row) =>
      tierGroups(row.tiers).flatMap((group) =>
        group.tiers.map((tier, index) => ({
          id: tier.tierId,
          amount: formatBasisPoints(tier.rateBasisPoints),
          thresholdStart: tier.start,
          thresholdEnd: tierEnd(group.tiers, index),
          category: categories[group.discountBasisPoints === null ? 0 : 1]!,
          royaltyTerm: termOf(tier.term),
          tierDiscount: group.discountBasisPoints === null ? 'None' : formatBasisPoints(group.discountBasisPoints),
        })),
      ),
    termsSummary: (row) => row.terms_summary,
    adminNotes: (row) => row.admin_notes,
    locked: async (row, _args, { loaders }) => (await loaders.productById.load(row.product_id))?.frozen ?? false,
    owed: (row) => formatCents(row.owed_cents),
    paid: (row) => formatCents(row.paid_cents),
    balance: (row) => formatCents(row.balance_cents),
    paymentsCount: (row) => row.payments_count,
    life: (row) => ({
      units: Number(row.units),
      revenue: formatCents(row.revenue_cents),
      expenses: formatCents(row.expenses_cents),
      credit: formatCents(row.credit_cents),
      debit: formatCents(row.debit_cents),
    }),
    payments: (row, _args, { loaders }) => loaders.paymentsByRoyalty.load(row.id),
    deleteBlockedReason: (row) => (row.payments_count > 0 ? royaltyMessages.deleteBlocked : null),
  },
  RoyaltyPayment: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    lastEditor: lastEditorOf,
    royalty: (row, _args, { loaders }) => loaders.royaltyById.load(row.royalty_id),
    amount: (row) => formatCents(row.amount_cents),
    method: (row, _args, { loaders }) => loaders.lookupValueById.load(row.method_id),
    sentDate: (row) => row.sent_date,
  },
  Mutation: {
    createRoyalty: (_parent, { input }, context) =>
      runMutation(context, 'createRoyalty', input, ({ royaltyId }) => royaltyPayload(context, royaltyId)()),
    updateRoyalty: (_parent, { id, expectedRevision, changed }, context) =>
      runMutation(context, 'updateRoyalty', { id, expectedRevision, changed }, royaltyPayload(context, id)),
    deleteRoyalty: async (_parent, { id }, context) =>
      deletionPayload(await runMutation(context, 'deleteRoyalty', { id }, async () => ({ ok: true, message: id }))),
    createRoyaltyLineItem: (_parent, { royaltyId, expectedRevision, royaltyItem }, context) =>
      runMutation(
        context,
        'createRoyaltyLineItem',
        { royaltyId, expectedRevision, royaltyItem },
        royaltyPayload(context, royaltyId),
      ),
    updateRoyaltyLineItem: (_parent, { royaltyId, id, expectedRevision, changed }, context) =>
      runMutation(
        context,
        'updateRoyaltyLineItem',
        { royaltyId, id, expectedRevision, changed },
        royaltyPayload(context, royaltyId),
      ),
    deleteRoyaltyLineItem: (_parent, { royaltyId, id, expectedRevision }, context) =>
      runMutation(
        context,
        'deleteRoyaltyLineItem',
        { royaltyId, id, expectedRevision },
        royaltyPayload(context, royaltyId),
      ),
    createRoyaltyPayment: (_parent, { royaltyId, payment }, context) =>
      runMutation(context, 'createRoyaltyPayment', { royaltyId, ...payment }, async ({ paymentId }) => ({
        royaltyPayment: await paymentOf(context, paymentId),
      })),
    updateRoyaltyPayment: (_parent, { id, changed }, context) =>
      runMutation(context, 'updateRoyaltyPayment', { id, changed }, async () => ({
        royaltyPayment: await paymentOf(context, id),
      })),
    deleteRoyaltyPayment: async (_parent, { id }, context) =>
      deletionPayload(
        await runMutation(context, 'deleteRoyaltyPayment', { id }, async () => ({ ok: true, message: id })),
      ),
  },
};
