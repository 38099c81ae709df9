import { z } from 'zod';

import { cents, isoDate, longText } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

export const expenseFieldsSchema = z.object({
  /** A product format, or null for a company expense. */
  productId: z.string().nullable(),
  /** An expense category lookup value, or null. */
  categoryId: z.string().nullable(),
  /** Integer cents, greater than 0. */
  amountCents: cents().positive(),
  expenseDate: isoDate(),
  adminNotes: longText(),
});
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;

export const expensesEvents = {
  ExpenseCreated: defineEvent(
    'ExpenseCreated',
    expenseFieldsSchema.extend({ expenseId: z.string(), publisherId: z.string() }),
  ),
  ExpenseUpdated: defineEvent(
    'ExpenseUpdated',
    z.object({ expenseId: z.string(), changes: expenseFieldsSchema.partial() }),
  ),
  ExpenseDeleted: defineEvent('ExpenseDeleted', z.object({ expenseId: z.string() })),
};

export type ExpensesEvent = EventsOf<typeof expensesEvents>;
