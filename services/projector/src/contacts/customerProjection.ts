import type { CustomerFields } from '@colophon/events';
import type { Knex } from 'knex';
import { columnsOf, createdColumns, editedColumns } from '../runtime/columns.ts';
import { defineProjection, type ProjectedEvent } from '../runtime/projection.ts';

const customerColumnOf: Record<keyof CustomerFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  outOfBusiness: 'out_of_business',
  paymentTermId: 'payment_term_id',
  customerClassId: 'customer_class_id',
  adminNotes: 'admin_notes',
};

/** Every event of a customer's stream moves its revision, editor and modification time. */
async function touchCustomer(tx: Knex.Transaction, event: Pick<ProjectedEvent<'CustomerUpdated'>, 'revision' | 'metadata'>, customerId: string, changes = {}) {
  await tx('customers')
    .where({ id: customerId })
    .update({ ...changes, ...editedColumns(event) });
}

const isCustomerStream = (streamId: string) => streamId.startsWith('customer-');

export const customersProjection = defineProjection({
  name: 'customers',
  tables: ['customers'],
  handlers: {
    CustomerCreated: async (tx, event) => {
      const { customerId, publisherId, ...fields } = event.data;
      await tx('customers')
        .insert({
          id: customerId,
          publisher_id: publisherId,
          ...columnsOf(customerColumnOf, fields),
          ...createdColumns(event),
        })
        .onConflict('id')
        .ignore();
    },
    CustomerUpdated: (tx, event) => touchCustomer(tx, event, event.data.customerId, columnsOf(customerColumnOf, event.data.changes)),
    CustomerDeleted: async (tx, event) => {
      await tx('customers').where({ id: event.data.customerId }).delete();
    },
    ContactItemAdded: async (tx, event) => {
      if (isCustomerStream(event.streamId)) await touchCustomer(tx, event, event.data.ownerId);
    },
    ContactItemChanged: async (tx, event) => {
      if (isCustomerStream(event.streamId)) await touchCustomer(tx, event, event.data.ownerId);
    },
    ContactItemRemoved: async (tx, event) => {
      if (isCustomerStream(event.streamId)) await touchCustomer(tx, event, event.data.ownerId);
    },
  },
});
