import { isbnMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';

/** The form an ISBN/UID is compared in: no spaces or hyphens, upper case (the X of an ISBN-10). */
export const normaliseIsbn = (isbn: string) => isbn.replace(/[\s-]/g, '').toUpperCase();

function isbn13CheckDigitHolds(digits: string): boolean {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

function isbn10CheckDigitHolds(characters: string): boolean {
  const sum = [...characters].reduce(
    (total, character, index) => total + (character === 'X' ? 10 : Number(character)) * (10 - index),
    0,
  );
  return sum % 11 === 0;
}

/**
 * A value shaped like an ISBN-13 (13 digits starting 978/979) or an ISBN-10 must carry the right
 * check digit; any other unique id is accepted as it is. Returns the error message, or null.
 */
export function isbnProblem(isbn: string): string | null {
  const normalised = normaliseIsbn(isbn);
  if (/^97[89]\d{10}$/.test(normalised) && !isbn13CheckDigitHolds(normalised))
    return isbnMessages.badCheckDigit(isbn.trim(), 'ISBN-13');
  if (/^\d{9}[\dX]$/.test(normalised) && !isbn10CheckDigitHolds(normalised))
    return isbnMessages.badCheckDigit(isbn.trim(), 'ISBN-10');
  return null;
}

/** Who holds one ISBN/UID of one publisher, if anyone: the reservation stream's state. */
export interface IsbnReservationState {
  holder: string | null;
}

export type IsbnReservationCommand =
  | { type: 'ReserveIsbn'; publisherId: string; isbn: string; productId: string }
  | { type: 'ReleaseIsbn'; publisherId: string; isbn: string; productId: string };

export const isbnReservationDecider: Decider<IsbnReservationState, IsbnReservationCommand> = {
  initialState: { holder: null },
  evolve(state, event) {
    if (event.type === 'IsbnReserved') return { holder: event.data.productId };
    if (event.type === 'IsbnReleased') return { holder: null };
    return state;
  },
  decide(command, state) {
    const data = { publisherId: command.publisherId, isbn: normaliseIsbn(command.isbn), productId: command.productId };
    if (command.type === 'ReleaseIsbn') {
      return state.holder === command.productId ? [{ type: 'IsbnReleased', data } satisfies DomainEvent] : [];
    }
    if (state.holder === command.productId) return [];
    if (state.holder) throw validationError(isbnMessages.taken(command.isbn.trim()), 'isbn');
    return [{ type: 'IsbnReserved', data } satisfies DomainEvent];
  },
};

export const isbnStreamId = (publisherId: string, isbn: string) => `isbn-${publisherId}-${normaliseIsbn(isbn)}`;
