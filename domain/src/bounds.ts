/**
 * How much any input may hold: every command checks these before deciding, and the event schemas
 * carry the same bounds, so no event a read model cannot hold is ever appended.
 */
export const bounds = {
  /** A value of a publisher's list (a payment term, a category, an imprint...). */
  lookupValue: 100,
  /** Names, titles, companies, ISBNs, emails, phones, address lines. */
  shortText: 200,
  /** Notes, descriptions, biographies, marketing copy. */
  longText: 10_000,
  /** Links to a website or an image. */
  url: 2_000,
  /** Ids sent by the client (uuids and ONIX codes are far shorter). */
  id: 100,
  /** Units in stock, per carton, on an order line, pages: well inside a Postgres integer. */
  maxCount: 100_000_000,
  /** Money in cents: a billion in the publisher's currency, well inside a bigint and a JS number. */
  maxCents: 100_000_000_000,
  /** A weight or a size, in its unit. */
  maxMeasure: 100_000,
  /** Items in one list of an input (lines of an order, contact items, images). */
  maxItems: 500,
  earliestDate: '1900-01-01',
  latestDate: '2200-12-31',
} as const;

export const boundMessages = {
  tooLong: (max: number) => `Please use at most ${max.toLocaleString('en-US')} characters.`,
  nulCharacter: 'Text cannot contain NUL characters.',
  tooMany: (max: number) => `Please use at most ${max.toLocaleString('en-US')} items.`,
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  dateRange: `Please enter a date between ${bounds.earliestDate} and ${bounds.latestDate}.`,
  wholeNumber: 'Please enter a whole number that is not negative.',
  countTooLarge: `Please enter a number no larger than ${bounds.maxCount.toLocaleString('en-US')}.`,
  measure: `Please enter a number from 0 to ${bounds.maxMeasure.toLocaleString('en-US')}.`,
  amountTooLarge: 'Please enter a smaller amount.',
  url: 'Please enter a web address starting with http:// or https://',
} as const;

/** A link may only be a web address: no javascript:, data: or file: URLs reach a page. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const isDateInRange = (date: string) => date >= bounds.earliestDate && date <= bounds.latestDate;
