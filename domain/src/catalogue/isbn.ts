import { isbnMessages } from './messages.ts';

/** The form an ISBN/UID is compared in: no spaces or hyphens, upper case (the X of an ISBN-10). */
export const normaliseIsbn = (isbn: string) => isbn.replace(/[\s-]/g, '').toUpperCase();

export type IsbnKind = 'ISBN-13' | 'ISBN-10';

/** ISBN-13 (13 digits starting 978/979) or ISBN-10 by shape, hyphens and spaces aside; null for other ids. */
export function isbnKind(isbn: string): IsbnKind | null {
  const normalised = normaliseIsbn(isbn);
  if (/^97[89]\d{10}$/.test(normalised)) return 'ISBN-13';
  if (/^\d{9}[\dX]$/.test(normalised)) return 'ISBN-10';
  return null;
}

function checkDigitHolds(normalised: string, kind: IsbnKind): boolean {
  const sum = [...normalised].reduce(
    (total, character, index) =>
      kind === 'ISBN-13'
        ? total + Number(character) * (index % 2 === 0 ? 1 : 3)
        : total + (character === 'X' ? 10 : Number(character)) * (10 - index),
    0,
  );
  return sum % (kind === 'ISBN-13' ? 10 : 11) === 0;
}

/**
 * A value shaped like an ISBN must carry the right check digit; any other unique id is accepted as
 * it is (the spec allows them). Returns the error message, or null.
 */
export function isbnProblem(isbn: string): string | null {
  const kind = isbnKind(isbn);
  return kind && !checkDigitHolds(normaliseIsbn(isbn), kind) ? isbnMessages.badCheckDigit(isbn.trim(), kind) : null;
}

/**
 * How an ISBN/UID is stored: a valid ISBN without its hyphens and spaces (typed as 978-0-14-143951-8
 * or 978 0141 439518, saved as 9780141439518), anything else as typed, trimmed (a wrong check digit
 * is refused naming the number as the user typed it).
 */
export const storedIsbn = (isbn: string): string =>
  isbnKind(isbn) && !isbnProblem(isbn) ? normaliseIsbn(isbn) : isbn.trim();

/** The hint under an ISBN/UID field: which kind of identifier the value is. */
export function isbnHint(isbn: string): string {
  if (!isbn.trim()) return 'An ISBN-13, ISBN-10 or another unique id';
  return isbnKind(isbn) ?? 'Not an ISBN: kept as another unique id';
}
