import type { AccountingMethod } from '../account/messages.ts';
import type { Expense } from './engine.ts';
import { type RoyaltyOrderLine, royaltySales, type RoyaltyScope } from './sales.ts';
import type { RoyaltyFacts, RoyaltyPaymentFact } from './statement.ts';
import { engineTiers, type RoyaltyTier } from './tiers.ts';

/** What a publisher's settings say about the sales each of its royalties counts. */
export interface PublisherRoyaltySettings {
  accountingMethod: AccountingMethod;
  salesByRegion: boolean;
  /** Each of the publisher's regions' countries, by region id. */
  regions: ReadonlyMap<string, readonly string[]>;
}

/** A royalty's own terms, as its events record them. */
export interface RoyaltyTermsFacts {
  tiers: readonly RoyaltyTier[];
  regionId: string | null;
}

/**
 * A royalty's facts as the engine takes them, from what is recorded about it: its terms, its
 * publisher's settings, its product's order lines, expenses and its payments. The one assembly the
 * royalties read model, a statement and the audit replay all use, whether the facts were kept in
 * tables or folded from the events.
 */
export function royaltyFacts(
  terms: RoyaltyTermsFacts,
  publisher: PublisherRoyaltySettings,
  productLines: readonly RoyaltyOrderLine[],
  productExpenses: readonly Expense[],
  payments: readonly RoyaltyPaymentFact[],
): RoyaltyFacts {
  return {
    tiers: engineTiers(terms.tiers),
    sales: royaltySales(productLines, royaltyScope(terms, publisher)),
    expenses: productExpenses,
    payments,
  };
}

/** Which of its product's lines a royalty counts, by its region and its publisher's settings. */
export const royaltyScope = (
  terms: Pick<RoyaltyTermsFacts, 'regionId'>,
  publisher: PublisherRoyaltySettings,
): RoyaltyScope => ({
  accountingMethod: publisher.accountingMethod,
  salesByRegion: publisher.salesByRegion,
  // A royalty whose region was deleted counts no country.
  regionCountries: terms.regionId === null ? null : (publisher.regions.get(terms.regionId) ?? []),
  countriesInRegions: [...publisher.regions.values()].flat(),
});

/** A publisher with no settings recorded yet: paid orders count, sales by region off. */
export const defaultRoyaltySettings: PublisherRoyaltySettings = {
  accountingMethod: 'paid',
  salesByRegion: false,
  regions: new Map(),
};

/** A publisher's settings from the royalties read model's rows (its `royalty_publishers` row and regions). */
export const royaltySettingsOfRows = (
  setting: { accounting_method: AccountingMethod; sales_by_region: boolean } | undefined,
  regions: readonly { id: string; countries: readonly string[] }[],
): PublisherRoyaltySettings => ({
  accountingMethod: setting?.accounting_method ?? defaultRoyaltySettings.accountingMethod,
  salesByRegion: setting?.sales_by_region ?? defaultRoyaltySettings.salesByRegion,
  regions: new Map(regions.map((region) => [region.id, region.countries])),
});

/** An expense as the royalties read model's tables hold it (bigints as text). */
export const royaltyExpenseOfRow = (row: { amount_cents: string | number; expense_date: string }): Expense => ({
  date: row.expense_date,
  amountCents: Number(row.amount_cents),
});
