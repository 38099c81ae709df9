import type { AccountingMethod } from '../account/messages.ts';
import type { Sale } from './engine.ts';

/** An order line of a royalty's product, with what its order says about when and where it sold. */
export interface RoyaltyOrderLine {
  /** Orders a day's sales: they count in the order of their line ids, whoever computes them. */
  lineId: string;
  quantity: number;
  retailPriceCents: number;
  unitPriceCents: number;
  discountBasisPoints: number;
  paidDate: string | null;
  shipDate: string | null;
  /** The order address's country code as entered, or null (no address). */
  country: string | null;
  /** Units of the line that came back, each return on its own day (none when absent). */
  returns?: readonly LineReturn[];
}

export interface LineReturn {
  date: string;
  quantity: number;
}

/** Which sales a royalty counts: the publisher's method and, with sales by region, the royalty's region. */
export interface RoyaltyScope {
  accountingMethod: AccountingMethod;
  salesByRegion: boolean;
  /** The countries of the royalty's region; null for Rest of World (no region). */
  regionCountries: readonly string[] | null;
  /** Every country in some region of the publisher: Rest of World counts the others. */
  countriesInRegions: readonly string[];
}

const countryCode = (country: string | null) => (country ?? '').trim().toUpperCase();

/** The day a line counts on by the accounting method; null while its order is not paid (or not shipped). */
export const saleDateOf = (line: Pick<RoyaltyOrderLine, 'paidDate' | 'shipDate'>, method: AccountingMethod) =>
  method === 'paid' ? line.paidDate : line.shipDate;

/**
 * The day returned units count on (as negative units): the return's own day, but never before the
 * line's sale counts by the method, and not at all while it does not (a return of an order not yet
 * paid, under the paid method, waits with its sale).
 */
export function returnDateOf(
  line: Pick<RoyaltyOrderLine, 'paidDate' | 'shipDate'>,
  returned: Pick<LineReturn, 'date'>,
  method: AccountingMethod,
): string | null {
  const saleDate = saleDateOf(line, method);
  if (saleDate === null) return null;
  return returned.date > saleDate ? returned.date : saleDate;
}

/**
 * Whether an order's country is the royalty's: with sales by region off every order counts for every
 * royalty; with it on, a region's royalty counts its countries and a Rest of World royalty the
 * countries in no region (an order without an address is in no region).
 */
export function countsInRegion(country: string | null, scope: RoyaltyScope): boolean {
  if (!scope.salesByRegion) return true;
  const code = countryCode(country);
  if (scope.regionCountries === null)
    return !scope.countriesInRegions.some((inRegion) => countryCode(inRegion) === code);
  return scope.regionCountries.some((inRegion) => countryCode(inRegion) === code);
}

/**
 * What counts as a sale of a royalty (docs/royalties.md): its product's lines dated by the method,
 * in its region; in date order, a day's sales in the order of their line ids (a threshold crossed on
 * that day splits the same line whoever computes it: the read model, a statement, the audit replay).
 */
export function royaltySales(lines: readonly RoyaltyOrderLine[], scope: RoyaltyScope): Sale[] {
  return royaltySaleEntries(lines, scope).map((entry) => entry.sale);
}

/** Where a sale sorts among a royalty's sales: by day, a day's sales before its returns, then by line id. */
export interface SaleKey {
  date: string;
  /** 1 for a sale, -1 for a return (0 for no units). */
  sign: number;
  lineId: string;
}

export const compareSaleKeys = (a: SaleKey, b: SaleKey): number =>
  a.date.localeCompare(b.date) || b.sign - a.sign || (a.lineId < b.lineId ? -1 : a.lineId > b.lineId ? 1 : 0);

/** A sale with where it sorts: `royaltySales`, keyed. */
export interface SaleEntry {
  key: SaleKey;
  sale: Sale;
}

export function royaltySaleEntries(lines: readonly RoyaltyOrderLine[], scope: RoyaltyScope): SaleEntry[] {
  return (
    lines
      .flatMap((line) => {
        const date = saleDateOf(line, scope.accountingMethod);
        if (date === null || !countsInRegion(line.country, scope)) return [];
        // A return is a negative sale of the line, on its own day (after the day's sales).
        const returns = (line.returns ?? []).map((returned) => ({
          date: returnDateOf(line, returned, scope.accountingMethod)!,
          line,
          units: -returned.quantity,
        }));
        return [{ date, line, units: line.quantity }, ...returns];
      })
      .map(({ date, line, units }) => ({
        key: { date, sign: Math.sign(units), lineId: line.lineId },
        sale: {
          date,
          units,
          listPriceCents: line.retailPriceCents,
          receiptsCents: units * line.unitPriceCents,
          discountBasisPoints: line.discountBasisPoints,
        },
      }))
      // Stable: a day's returns of one line stay after its sale.
      .sort((a, b) => compareSaleKeys(a.key, b.key))
  );
}

/** An order line as the royalties read model's tables hold it (bigints as text), for `royaltySales`. */
export const royaltyOrderLineOfRow = (row: Record<string, unknown>): RoyaltyOrderLine => ({
  lineId: row.id as string,
  quantity: Number(row.quantity),
  retailPriceCents: Number(row.retail_price_cents),
  unitPriceCents: Number(row.unit_price_cents),
  discountBasisPoints: Number(row.discount_basis_points),
  paidDate: (row.paid_date as string | null) ?? null,
  shipDate: (row.ship_date as string | null) ?? null,
  country: (row.country as string | null) ?? null,
  returns: parsedReturns(row.returns),
});

/**
 * The column the royalties read model's readers select beside a line (aliased `lineAlias`): its
 * returns from `royalty_sales_returns` as json, for `royaltyOrderLineOfRow`.
 */
export const lineReturnsSql = (lineAlias: string) =>
  `(select coalesce(json_agg(json_build_object('date', r.return_date, 'quantity', r.quantity)), '[]'::json)
      from royalty_sales_returns r where r.line_id = ${lineAlias}.id) as returns`;

/** The line's returns as the read model aggregates them (json text on PGlite, parsed on pg). */
function parsedReturns(value: unknown): LineReturn[] {
  const returns = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as {
    date: string;
    quantity: number | string;
  }[];
  return returns.map((returned) => ({ date: returned.date, quantity: Number(returned.quantity) }));
}
