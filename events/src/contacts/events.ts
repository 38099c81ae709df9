import { z } from 'zod';

import { boundedText, imageAddress, longText, webAddress } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

export const addressSchema = z.object({
  line1: boundedText(),
  line2: boundedText(),
  city: boundedText(),
  stateOrRegion: boundedText(),
  zipcode: boundedText(),
  country: boundedText(),
  addressType: z.enum(['Shipping', 'Billing', 'Other']).nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** An email, phone or address of a creator or customer; the owner is the stream's aggregate. */
export const contactItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), value: boundedText() }),
  z.object({ kind: z.literal('phone'), value: boundedText() }),
  z.object({ kind: z.literal('address'), address: addressSchema }),
]);
export type ContactItem = z.infer<typeof contactItemSchema>;
export type ContactKind = ContactItem['kind'];

export const creatorFieldsSchema = z.object({
  displayName: boundedText(),
  paymentName: boundedText(),
  paymentTypeId: z.string(),
  biography: longText(),
  website: webAddress(),
  residence: boundedText(),
  photoUrl: imageAddress(),
});
export type CreatorFields = z.infer<typeof creatorFieldsSchema>;

const contactItemEvents = {
  ContactItemAdded: defineEvent(
    'ContactItemAdded',
    z.object({ ownerId: z.string(), itemId: z.string(), item: contactItemSchema, primary: z.boolean() }),
  ),
  ContactItemChanged: defineEvent(
    'ContactItemChanged',
    z.object({ ownerId: z.string(), itemId: z.string(), item: contactItemSchema, primary: z.boolean() }),
  ),
  ContactItemRemoved: defineEvent('ContactItemRemoved', z.object({ ownerId: z.string(), itemId: z.string() })),
};

const creatorEvents = {
  CreatorCreated: defineEvent(
    'CreatorCreated',
    creatorFieldsSchema.extend({ creatorId: z.string(), publisherId: z.string() }),
  ),
  CreatorUpdated: defineEvent(
    'CreatorUpdated',
    z.object({ creatorId: z.string(), changes: creatorFieldsSchema.partial() }),
  ),
  CreatorDeleted: defineEvent('CreatorDeleted', z.object({ creatorId: z.string() })),
};

export type ContactItemEvent = EventsOf<typeof contactItemEvents>;

export const customerFieldsSchema = z.object({
  firstName: boundedText(),
  lastName: boundedText(),
  company: boundedText(),
  outOfBusiness: z.boolean(),
  /** Ids of the publisher's lookup values, or null when not chosen. */
  paymentTermId: z.string().nullable(),
  customerClassId: z.string().nullable(),
  adminNotes: longText(),
});
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

/** Customers; their emails, phones and addresses are the contact item events above. */
const customerEvents = {
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

/** The contacts context: creators and customers, and the emails, phones and addresses of both. */
export const contactsEvents = { ...creatorEvents, ...customerEvents, ...contactItemEvents };

export type ContactsEvent = EventsOf<typeof contactsEvents>;
