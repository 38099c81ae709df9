import { numberCounterTable } from '../../runtime/recordNumbers.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const productWorksTable = defineTable('product_works', {
  id: column.text(),
  publisher_id: column.text(),
  title: column.text(),
  description: column.text(),
  imprint_id: column.optional.text(),
  series_id: column.optional.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
});
export type ProductWorkRow = RowOf<typeof productWorksTable>;

export const productsTable = defineTable('products', {
  id: column.text(),
  publisher_id: column.text(),
  /** The short number staff read out (#1042): sequential per publisher, see recordNumbers.ts. */
  number: column.integer(),
  product_work_id: column.text(),
  /** The title's title and imprint, copied here so the list sorts and filters one table (an index range). */
  title: column.text(),
  imprint_id: column.optional.text(),
  isbn: column.text(),
  format_code: column.text(),
  format_detail_code: column.optional.text(),
  status_code: column.text(),
  subtitle: column.text(),
  edition: column.text(),
  volume: column.text(),
  publication_date: column.optional.date(),
  ship_date: column.optional.date(),
  retail_price_cents: column.bigint(),
  wholesale_price_cents: column.optional.bigint(),
  inventory_quantity: column.integer(),
  carton_quantity: column.optional.integer(),
  weight_value: column.optional.numeric(),
  weight_unit: column.optional.text(),
  width_value: column.optional.numeric(),
  width_unit: column.optional.text(),
  height_value: column.optional.numeric(),
  height_unit: column.optional.text(),
  thickness_value: column.optional.numeric(),
  thickness_unit: column.optional.text(),
  page_count: column.optional.integer(),
  admin_notes: column.text(),
  cover_image: column.text(),
  interior_images: column.jsonb<string[]>(),
  audience_code: column.optional.text(),
  audience_details: column.text(),
  key_selling_points: column.text(),
  marketing: column.text(),
  bisac: column.jsonb<string[]>(),
  tags: column.text(),
  comps: column.text(),
  out_of_print: column.boolean(),
  digital: column.boolean(),
  has_shipping_charges: column.boolean(),
  frozen: column.boolean(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** The title, subtitle and ISBN (its hyphens and spaces taken out) case-folded by the table for the lists' searches (see foldedSearchColumnsMigration). */
  search_title: column.optional.text(),
  search_subtitle: column.optional.text(),
  search_isbn: column.optional.text(),
  /** Its creators' names, one a line in the order they were added (creatorNames.ts), and case-folded by the table. */
  creator_display_names: column.text(),
  creator_payment_names: column.text(),
  search_creator_display_names: column.optional.text(),
  search_creator_payment_names: column.optional.text(),
});
export type ProductRow = RowOf<typeof productsTable>;

export const productCreatorsTable = defineTable('product_creators', {
  id: column.text(),
  publisher_id: column.text(),
  product_id: column.text(),
  creator_id: column.text(),
  contributor_code: column.text(),
  added_at_revision: column.integer(),
  created_at: column.timestamptz(),
});
export type ProductCreatorRow = RowOf<typeof productCreatorsTable>;

export const productNumberCountersTable = numberCounterTable('product_number_counters');
