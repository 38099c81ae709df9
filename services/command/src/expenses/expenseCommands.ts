import { isIsoDate, isoDateOf, parseCents } from '@colophon/domain';
import { boundedText, clientId, type EventStore, longText, typedDate } from '@colophon/events';
import { z } from 'zod';

import { retailPriceOf } from '../orders/productFacts.ts';
import type { CommandContext } from '../shared/context.ts';
import { unknownLookupFields } from '../shared/lookupValues.ts';
import { runDecider } from '../shared/runDecider.ts';
import {
  expenseDecider,
  type ExpenseFacts,
  type ExpenseInput,
  expenseLinkChanges,
  expenseStreamId,
} from './expense.ts';

const expenseFieldsInput = {
  productId: clientId().nullish(),
  categoryId: clientId().nullish(),
  amount: boundedText(30).nullish(),
  expenseDate: typedDate().nullish(),
  adminNotes: longText().nullish(),
};

export const createExpenseInputSchema = z.object(expenseFieldsInput);
export const updateExpenseInputSchema = z.object({ id: clientId(), changed: z.object(expenseFieldsInput) });

/** Only the fields sent; an empty product or category means none, an unreadable amount is null (refused). */
function expenseChanges(input: z.infer<typeof createExpenseInputSchema>): Partial<ExpenseInput> {
  const changes: Partial<ExpenseInput> = {};
  if (input.productId != null) changes.productId = input.productId || null;
  if (input.categoryId != null) changes.categoryId = input.categoryId || null;
  if (input.amount != null) changes.amountCents = parseCents(input.amount);
  if (input.expenseDate != null) changes.expenseDate = input.expenseDate.trim();
  if (input.adminNotes != null) changes.adminNotes = input.adminNotes.trim();
  return changes;
}

export function expenseCommands(store: EventStore) {
  async function factsFor(context: CommandContext, fields: Partial<ExpenseInput>): Promise<ExpenseFacts> {
    return {
      productKnown: fields.productId
        ? (await retailPriceOf(store, context.publisherId, fields.productId)) !== null
        : false,
      unknownLookupFields: await unknownLookupFields(store, context.publisherId, [
        { field: 'categoryId', kind: 'expenseCategory', id: fields.categoryId },
      ]),
      dateValid: fields.expenseDate === undefined || isIsoDate(fields.expenseDate),
    };
  }

  return {
    async createExpense(context: CommandContext, input: z.infer<typeof createExpenseInputSchema>) {
      const expenseId = context.newId();
      const changes = expenseChanges(input);
      const fields: ExpenseInput = {
        productId: null,
        categoryId: null,
        adminNotes: '',
        ...changes,
        amountCents: changes.amountCents ?? null,
        // The spec's default date is today.
        expenseDate: changes.expenseDate || isoDateOf(context.now()),
      };
      const { position } = await runDecider(
        store,
        context,
        expenseStreamId(expenseId),
        expenseDecider,
        {
          type: 'CreateExpense',
          expenseId,
          publisherId: context.publisherId,
          fields,
          facts: await factsFor(context, fields),
        },
        undefined,
        expenseLinkChanges,
      );
      return { expenseId, position };
    },

    async updateExpense(context: CommandContext, input: z.infer<typeof updateExpenseInputSchema>) {
      const changes = expenseChanges(input.changed);
      const { position } = await runDecider(
        store,
        context,
        expenseStreamId(input.id),
        expenseDecider,
        {
          type: 'UpdateExpense',
          expenseId: input.id,
          publisherId: context.publisherId,
          changes,
          facts: await factsFor(context, changes),
        },
        undefined,
        expenseLinkChanges,
      );
      return { expenseId: input.id, position };
    },

    async deleteExpense(context: CommandContext, input: { id: string }) {
      const { position } = await runDecider(
        store,
        context,
        expenseStreamId(input.id),
        expenseDecider,
        {
          type: 'DeleteExpense',
          expenseId: input.id,
          publisherId: context.publisherId,
        },
        undefined,
        expenseLinkChanges,
      );
      return { expenseId: input.id, position };
    },
  };
}
