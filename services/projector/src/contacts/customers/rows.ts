import { numberCounterTable } from '../../runtime/recordNumbers.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const customersTable = defineTable('customers', {
  id: column.text(),
  publisher_id: column.text(),
  /** The short number staff read out (#1042): sequential per publisher, see recordNumbers.ts. */
  number: column.integer(),
  first_name: column.text(),
  last_name: column.text(),
  company: column.text(),
  out_of_business: column.boolean(),
  payment_term_id: column.optional.text(),
  customer_class_id: column.optional.text(),
  admin_notes: column.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** "first last" and the company case-folded by the table for the list's search (see foldedSearchColumnsMigration). */
  search_name: column.optional.text(),
  search_company: column.optional.text(),
});
export type CustomerRow = RowOf<typeof customersTable>;

export const customerNumberCountersTable = numberCounterTable('customer_number_counters');
