import { formatCents } from '@colophon/domain';

import type { QueryContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { lastEditorOf } from '../shared/editing.ts';
import { createLookupValue, lookupValues } from '../shared/lookups.ts';
import { deletionPayload, runMutation } from '../shared/mutations.ts';
import { findExpense, listExpenses } from './expenseRows.ts';

const expenseOf = async ({ db, caller }: QueryContext, id: string) =>
  (await findExpense(db, caller.publisherId, id)) ?? null;

export const expenseResolvers: Resolvers = {
  Query: {
    expenses: (_parent, { page, params }, { db, caller }) => listExpenses(db, caller.publisherId, page ?? 1, params),
    expense: (_parent, { id }, context) => expenseOf(context, id),
    expenseCategories: (_parent, _args, context) => lookupValues(context, 'expenseCategory'),
  },
  Expense: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    lastEditor: lastEditorOf,
    product: (row, _args, { loaders }) => (row.product_id ? loaders.productSummaryById.load(row.product_id) : null),
    category: (row, _args, { loaders }) => (row.category_id ? loaders.lookupValueById.load(row.category_id) : null),
    amount: (row) => formatCents(row.amount_cents),
    expenseDate: (row) => row.expense_date,
    adminNotes: (row) => row.admin_notes,
  },
  Mutation: {
    createExpense: (_parent, { input }, context) =>
      runMutation(context, 'createExpense', input, async ({ expenseId }) => ({
        expense: await expenseOf(context, expenseId),
      })),
    updateExpense: (_parent, { id, changed }, context) =>
      runMutation(context, 'updateExpense', { id, changed }, async () => ({ expense: await expenseOf(context, id) })),
    deleteExpense: async (_parent, { id }, context) =>
      deletionPayload(await runMutation(context, 'deleteExpense', { id }, async () => ({ ok: true, message: id }))),
    createExpenseCategory: (_parent, { value }, context) => createLookupValue(context, 'expenseCategory', value),
  },
};
