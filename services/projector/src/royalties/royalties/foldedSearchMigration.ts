import type { Knex } from 'knex';

import { foldedSearchColumnsMigration } from '../../runtime/searchIndexes.ts';

const isbnDigits = "replace(replace(isbn, '-', ''), ' ', '')";
const royaltySearch = foldedSearchColumnsMigration(
  'royalties',
  {
    search_title: 'title',
    search_display_name: 'display_name',
    search_payment_name: 'payment_name',
    search_isbn: isbnDigits,
  },
  {
    royalties_title_trigrams: 'title',
    royalties_display_name_trigrams: 'display_name',
    royalties_payment_name_trigrams: 'payment_name',
    royalties_isbn_trigrams: isbnDigits,
  },
);
const paymentSearch = foldedSearchColumnsMigration(
  'royalty_payments',
  { search_title: 'title', search_display_name: 'display_name', search_payment_name: 'payment_name' },
  {
    royalty_payments_title_trigrams: 'title',
    royalty_payments_display_name_trigrams: 'display_name',
    royalty_payments_payment_name_trigrams: 'payment_name',
  },
);

/**
 * The royalties' and payments' searched names (and the royalties' ISBN digits) case-folded by the
 * tables, as the other lists' are, in place of trigram indexes on the text: a search compares
 * `like` (or `strpos`, see foldedContains) on them, not `ilike` folding every candidate's text.
 */
export async function up(db: Knex): Promise<void> {
  await royaltySearch.up(db);
  await paymentSearch.up(db);
}

export async function down(db: Knex): Promise<void> {
  await paymentSearch.down(db);
  await royaltySearch.down(db);
}
