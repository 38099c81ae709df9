import { numberCounterTable } from '../../runtime/recordNumbers.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const creatorsTable = defineTable('creators', {
  id: column.text(),
  publisher_id: column.text(),
  /** The short number staff read out (#1042): sequential per publisher, see recordNumbers.ts. */
  number: column.integer(),
  display_name: column.text(),
  payment_name: column.text(),
  payment_type_id: column.optional.text(),
  biography: column.text(),
  website: column.text(),
  residence: column.text(),
  photo_url: column.text(),
  linked_records: column.integer(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** The names case-folded by the table for the lists' searches (see foldedSearchColumnsMigration). */
  search_display_name: column.optional.text(),
  search_payment_name: column.optional.text(),
});
export type CreatorRow = RowOf<typeof creatorsTable>;

export const creatorLinksTable = defineTable('creator_links', {
  id: column.text(),
  creator_id: column.text(),
  product_id: column.optional.text(),
  kind: column.text(),
});
export type CreatorLinkRow = RowOf<typeof creatorLinksTable>;

export const creatorNumberCountersTable = numberCounterTable('creator_number_counters');
