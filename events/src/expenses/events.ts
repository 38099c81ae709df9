import { z } from 'zod';
import { defineEvent, type EventsOf } from '../definition.ts';

export const expenseFieldsSchema = z.object({
  /** A product format, or null for a company expense. */
  productId: z.string().nullable(),
  /** An expense category lookup value, or null. */
  categoryId: z.string().nullable(),
  /** Integer cents, greater than 0. */
  amountCents: z.number().int().positive(),
  expenseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  adminNotes: z.string(),
});
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;

export const expensesEvents = {
  ExpenseCreated: defineEvent('ExpenseCreated', expenseFieldsSchema.extend({ expenseId: z.string(), publisherId: z.string() })),
  ExpenseUpdated: defineEvent('ExpenseUpdated', z.object({ expenseId: z.string(), changes: expenseFieldsSchema.partial() })),
  ExpenseDeleted: defineEvent('ExpenseDeleted', z.object({ expenseId: z.string() })),
};

export type ExpensesEvent = EventsOf<typeof expensesEvents>;
