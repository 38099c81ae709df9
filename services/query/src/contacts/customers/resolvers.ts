import { customerMessages } from '@colophon/domain';

import type { QueryContext } from '../../context.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { lastEditorOf } from '../../shared/editing.ts';
import { createLookupValue, lookupValues } from '../../shared/lookups.ts';
import { deletionPayload, runMutation } from '../../shared/mutations.ts';
import { itemsAskFor } from '../../shared/selections.ts';
import { contactFieldNames, contactFieldResolvers } from '../contactFields.ts';
import { type CustomerRow, findCustomer, listCustomers } from './rows.ts';

const customerOf = async ({ db, caller }: QueryContext, id: string) =>
  (await findCustomer(db, caller.publisherId, id)) ?? null;

/** The country and order count: carried by a listed customer's row, else read for it. */
const listedColumnsOf = async (row: CustomerRow, { loaders }: QueryContext) =>
  row.orders_count === undefined ? await loaders.customerListedColumnsById.load(row.id) : row;

const ordersCountOf = async (row: CustomerRow, context: QueryContext) =>
  Number((await listedColumnsOf(row, context))?.orders_count ?? 0);

export const customerResolvers: Resolvers = {
  Query: {
    customers: (_parent, { page, params }, { db, caller, loaders }, info) =>
      listCustomers(db, caller.publisherId, page ?? 1, params, {
        loaders,
        withContactItems: itemsAskFor(info, contactFieldNames),
      }),
    customer: (_parent, { id }, context) => customerOf(context, id),
    paymentTerms: (_parent, _args, context) => lookupValues(context, 'paymentTerm'),
    customerClasses: (_parent, _args, context) => lookupValues(context, 'customerClass'),
  },
  Customer: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    firstName: (row) => row.first_name,
    lastName: (row) => row.last_name,
    outOfBusiness: (row) => row.out_of_business,
    adminNotes: (row) => row.admin_notes,
    lastEditor: lastEditorOf,
    paymentTerms: (row, _args, { loaders }) =>
      row.payment_term_id ? loaders.lookupValueById.load(row.payment_term_id) : null,
    customerClass: (row, _args, { loaders }) =>
      row.customer_class_id ? loaders.lookupValueById.load(row.customer_class_id) : null,
    ...contactFieldResolvers,
    country: async (row, _args, context) => (await listedColumnsOf(row, context))?.country ?? '',
    ordersCount: (row, _args, context) => ordersCountOf(row, context),
    deleteBlockedReason: async (row, _args, context) =>
      (await ordersCountOf(row, context)) > 0 ? customerMessages.deleteBlocked : null,
  },
  Mutation: {
    createCustomer: (_parent, { input }, context) =>
      runMutation(context, 'createCustomer', input, async ({ customerId }) => ({
        customer: await customerOf(context, customerId),
      })),
    updateCustomer: (_parent, { id, expectedRevision, changed, contacts }, context) =>
      runMutation(context, 'updateCustomer', { id, expectedRevision, changed, contacts }, async () => ({
        customer: await customerOf(context, id),
      })),
    deleteCustomer: async (_parent, { id }, context) => {
      const name = customerName((await customerOf(context, id)) ?? undefined);
      return deletionPayload(
        await runMutation(context, 'deleteCustomer', { id }, async () => ({ ok: true, message: name })),
      );
    },
    createPaymentTerm: (_parent, { value }, context) => createLookupValue(context, 'paymentTerm', value),
    createCustomerClass: (_parent, { value }, context) => createLookupValue(context, 'customerClass', value),
  },
};

/** How a customer is named in messages: the person, else the company. */
export const customerName = (row: Pick<CustomerRow, 'first_name' | 'last_name' | 'company'> | undefined) =>
  row ? `${row.first_name} ${row.last_name}`.trim() || row.company : '';
