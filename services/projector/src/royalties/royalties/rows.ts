import type { RoyaltyOrderLine, RunningSplit } from '@colophon/domain';
import type { RoyaltyTierFields } from '@colophon/events';

import { returnLinesTable } from '../../orders/returnLines.ts';
import { recordCounterTable } from '../../runtime/recordNumbers.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const royaltiesTable = defineTable('royalties', {
  id: column.text(),
  publisher_id: column.text(),
  creator_id: column.text(),
  product_id: column.text(),
  region_id: column.optional.text(),
  tiers: column.jsonb<RoyaltyTierFields[]>(),
  terms_summary: column.text(),
  admin_notes: column.text(),
  units: column.bigint(),
  revenue_cents: column.bigint(),
  expenses_cents: column.bigint(),
  credit_cents: column.bigint(),
  debit_cents: column.bigint(),
  owed_cents: column.bigint(),
  paid_cents: column.bigint(),
  balance_cents: column.bigint(),
  payments_count: column.integer(),
  /** The engine's split of the counted sales so far, continued by later batches. */
  tier_split: column.optional.jsonb<RunningSplit>(),
  /** The names the list shows, searches and sorts by, kept from the creator and catalogue events (listNames.ts). */
  display_name: column.optional.text(),
  payment_name: column.optional.text(),
  payment_type_id: column.optional.text(),
  isbn: column.optional.text(),
  product_work_id: column.optional.text(),
  title: column.optional.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** The names and ISBN case-folded by the table for the list's search (see foldedSearchMigration.ts). */
  search_title: column.optional.text(),
  search_display_name: column.optional.text(),
  search_payment_name: column.optional.text(),
  search_isbn: column.optional.text(),
});
export type RoyaltyRow = RowOf<typeof royaltiesTable>;

export const royaltyPaymentsTable = defineTable('royalty_payments', {
  id: column.text(),
  publisher_id: column.text(),
  royalty_id: column.text(),
  amount_cents: column.bigint(),
  method_id: column.text(),
  sent_date: column.text(),
  /** The royalty's creator and names, as the payments list shows and searches them (listNames.ts). */
  creator_id: column.optional.text(),
  display_name: column.optional.text(),
  payment_name: column.optional.text(),
  title: column.optional.text(),
  revision: column.integer(),
  last_editor_id: column.optional.text(),
  created_at: column.timestamptz(),
  modified_at: column.timestamptz(),
  /** The names case-folded by the table for the list's search (see foldedSearchMigration.ts). */
  search_title: column.optional.text(),
  search_display_name: column.optional.text(),
  search_payment_name: column.optional.text(),
});
export type RoyaltyPaymentRow = RowOf<typeof royaltyPaymentsTable>;

/** Each publisher's count of royalties and of payments: the lists' totals when nothing filters them. */
export const royaltyCountersTable = recordCounterTable('royalty_counters');
export const royaltyPaymentCountersTable = recordCounterTable('royalty_payment_counters');

export const royaltySalesOrdersTable = defineTable('royalty_sales_orders', {
  id: column.text(),
  publisher_id: column.text(),
  address_id: column.optional.text(),
  paid_date: column.optional.text(),
  ship_date: column.optional.text(),
});

export const royaltySalesLinesTable = defineTable('royalty_sales_lines', {
  id: column.text(),
  order_id: column.text(),
  product_id: column.text(),
  quantity: column.integer(),
  retail_price_cents: column.bigint(),
  unit_price_cents: column.bigint(),
  discount_basis_points: column.integer(),
  /** The line's facts as its product's royalties last counted them; null while it counted nowhere. */
  accounted: column.optional.jsonb<RoyaltyOrderLine & { productId: string }>(),
});

/** Units of the lines that came back: negative sales on their day, by the accounting method. */
export const royaltySalesReturnsTable = returnLinesTable('royalty_sales_returns');

export const royaltySalesAddressesTable = defineTable('royalty_sales_addresses', {
  id: column.text(),
  country: column.text(),
});

export const royaltySalesExpensesTable = defineTable('royalty_sales_expenses', {
  id: column.text(),
  product_id: column.optional.text(),
  amount_cents: column.bigint(),
  expense_date: column.text(),
});

export const royaltyPublishersTable = defineTable('royalty_publishers', {
  id: column.text(),
  accounting_method: column.text<'paid' | 'shipped'>(),
  sales_by_region: column.boolean(),
  /** Null until the publisher sets one: 0. */
  minimum_payout_cents: column.optional.bigint(),
});

export const royaltyRegionsTable = defineTable('royalty_regions', {
  id: column.text(),
  publisher_id: column.text(),
  countries: column.jsonb<string[]>(),
});
