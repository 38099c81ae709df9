import { isbnMessages, normaliseIsbn } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';

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
