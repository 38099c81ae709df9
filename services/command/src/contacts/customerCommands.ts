import { customerMessages } from '@colophon/domain';
import {
  boundedText,
  clientId,
  type ContactItem,
  type CustomerFields,
  type EventStore,
  longText,
} from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import type { CommandContext } from '../shared/context.ts';
import { closedOnDeletion } from '../shared/links.ts';
import { unknownLookupFields } from '../shared/lookupValues.ts';
import { ensureRevision, runDecider } from '../shared/runDecider.ts';
import { contactChangesInputSchema, definedFields, toContactChanges } from './creatorCommands.ts';
import { customerDecider, customerStreamId } from './customer.ts';

const optionalText = boundedText().nullish();

const customerFieldsInput = {
  firstName: optionalText,
  lastName: optionalText,
  company: optionalText,
  outOfBusiness: z.boolean().nullish(),
  paymentTermId: clientId().nullish(),
  customerClassId: clientId().nullish(),
  adminNotes: longText().nullish(),
};

export const createCustomerInputSchema = z.object({
  ...customerFieldsInput,
  contacts: contactChangesInputSchema.shape.added,
});

export const updateCustomerInputSchema = z.object({
  id: clientId(),
  expectedRevision: z.number().int().nullish(),
  changed: z.object(customerFieldsInput).nullish(),
  contacts: contactChangesInputSchema.nullish(),
});

/** A new customer address without a type is a Shipping address. */
const withAddressType = <Entry extends { item: ContactItem }>(entry: Entry): Entry =>
  entry.item.kind === 'address' && entry.item.address.addressType === null
    ? { ...entry, item: { kind: 'address', address: { ...entry.item.address, addressType: 'Shipping' } } }
    : entry;

/** Empty lookup choices are stored as "none chosen"; text fields are trimmed. */
function normalisedChanges(input: z.infer<typeof updateCustomerInputSchema>['changed']): Partial<CustomerFields> {
  const fields = definedFields(input ?? {});
  return {
    ...fields,
    ...(fields.firstName !== undefined && { firstName: fields.firstName.trim() }),
    ...(fields.lastName !== undefined && { lastName: fields.lastName.trim() }),
    ...(fields.company !== undefined && { company: fields.company.trim() }),
    ...(fields.paymentTermId !== undefined && { paymentTermId: fields.paymentTermId || null }),
    ...(fields.customerClassId !== undefined && { customerClassId: fields.customerClassId || null }),
  };
}

const lookupChoices = (fields: Partial<CustomerFields>) => [
  { field: 'paymentTermId', kind: 'paymentTerm' as const, id: fields.paymentTermId },
  { field: 'customerClassId', kind: 'customerClass' as const, id: fields.customerClassId },
];

export function customerCommands(store: EventStore, db: Knex) {
  return {
    async createCustomer(context: CommandContext, input: z.infer<typeof createCustomerInputSchema>) {
      const customerId = context.newId();
      const fields: CustomerFields = {
        firstName: '',
        lastName: '',
        company: '',
        outOfBusiness: false,
        paymentTermId: null,
        customerClassId: null,
        adminNotes: '',
        ...normalisedChanges(input),
      };
      const contacts = toContactChanges({ added: input.contacts }, context.newId)
        .added.filter(({ item }) => item.kind === 'address' || item.value !== '')
        .map(withAddressType);
      const { position } = await runDecider(store, context, customerStreamId(customerId), customerDecider, {
        type: 'CreateCustomer',
        customerId,
        publisherId: context.publisherId,
        fields,
        unknownLookupFields: await unknownLookupFields(store, context.publisherId, lookupChoices(fields)),
        contacts,
      });
      return { customerId, position };
    },

    async updateCustomer(context: CommandContext, input: z.infer<typeof updateCustomerInputSchema>) {
      const changes = normalisedChanges(input.changed);
      const contacts = toContactChanges(input.contacts, context.newId);
      const { position } = await runDecider(
        store,
        context,
        customerStreamId(input.id),
        customerDecider,
        {
          type: 'UpdateCustomer',
          customerId: input.id,
          publisherId: context.publisherId,
          changes,
          unknownLookupFields: await unknownLookupFields(store, context.publisherId, lookupChoices(changes)),
          contacts: { ...contacts, added: contacts.added.map(withAddressType) },
        },
        async (loaded) => {
          if (loaded.state.publisherId !== context.publisherId) return; // the decider reports "not found"
          await ensureRevision(db, loaded, input.expectedRevision);
        },
      );
      return { customerId: input.id, position };
    },

    async deleteCustomer(context: CommandContext, input: { id: string }) {
      const orders = await db('orders')
        .where({ customer_id: input.id, publisher_id: context.publisherId })
        .count({ count: '*' })
        .first();
      const { position } = await runDecider(
        store,
        context,
        customerStreamId(input.id),
        customerDecider,
        {
          type: 'DeleteCustomer',
          customerId: input.id,
          publisherId: context.publisherId,
          linkedOrders: Number(orders?.count ?? 0),
        },
        undefined,
        // Orders made before links streams existed are counted by the read model above.
        closedOnDeletion('CustomerDeleted', input.id, customerMessages.deleteBlocked),
      );
      return { customerId: input.id, position };
    },
  };
}
