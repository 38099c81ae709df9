import { z } from 'zod';
import { defineEvent, type EventsOf } from '../definition.ts';

export const customerFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  outOfBusiness: z.boolean(),
  /** Ids of the publisher's lookup values, or null when not chosen. */
  paymentTermId: z.string().nullable(),
  customerClassId: z.string().nullable(),
  adminNotes: z.string(),
});
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

/** Customers; their emails, phones and addresses are the contact item events of contacts/events.ts. */
export const customerEvents = {
  CustomerCreated: defineEvent(
    'CustomerCreated',
    customerFieldsSchema.extend({ customerId: z.string(), publisherId: z.string() }),
  ),
  CustomerUpdated: defineEvent(
    'CustomerUpdated',
    z.object({ customerId: z.string(), changes: customerFieldsSchema.partial() }),
  ),
  CustomerDeleted: defineEvent('CustomerDeleted', z.object({ customerId: z.string() })),
};

export type CustomerEvent = EventsOf<typeof customerEvents>;
