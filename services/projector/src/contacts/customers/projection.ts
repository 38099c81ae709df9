import type { CustomerFields } from '@colophon/events';

import { columnsOf, createdColumns, editedColumns } from '../../runtime/columns.ts';
import { defineProjection } from '../../runtime/projection.ts';
import { countRecordDeleted, nextRecordNumber, numberCounterKey } from '../../runtime/recordNumbers.ts';
import { ownerTouchedByContactItems } from '../contactItems/projection.ts';

const customerColumnOf: Record<keyof CustomerFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  outOfBusiness: 'out_of_business',
  paymentTermId: 'payment_term_id',
  customerClassId: 'customer_class_id',
  adminNotes: 'admin_notes',
};

export const customersProjection = defineProjection({
  name: 'customers',
  // A change it cannot apply is parked: everything else stays current for every publisher.
  onFailure: 'park',
  tables: ['customers', 'customer_number_counters'],
  listOrder: { customers: 'publisher_id, last_name, id' },
  keys: { customer_number_counters: numberCounterKey },
  handlers: {
    CustomerCreated: async (rows, event) => {
      const { customerId, publisherId, ...fields } = event.data;
      rows.upsert('customers', {
        id: customerId,
        publisher_id: publisherId,
        number: await nextRecordNumber(rows, 'customer_number_counters', publisherId),
        ...columnsOf(customerColumnOf, fields),
        ...createdColumns(event),
      });
    },
    CustomerUpdated: (rows, event) =>
      rows.update('customers', event.data.customerId, {
        ...columnsOf(customerColumnOf, event.data.changes),
        ...editedColumns(event),
      }),
    CustomerDeleted: async (rows, event) => {
      await countRecordDeleted(rows, 'customer_number_counters', event, 'customers', event.data.customerId);
      rows.delete('customers', event.data.customerId);
    },
    ...ownerTouchedByContactItems('customers', 'customer-'),
  },
});
