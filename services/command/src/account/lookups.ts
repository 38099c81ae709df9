import type { DomainEvent, LookupKind } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';

export const valueAlreadyExists = 'Value already exists!';
export const lookupValueRequired = 'Please enter a value.';

/** One publisher's list of one lookup kind (payment types, order statuses, ...). */
export interface LookupListState {
  values: ReadonlyMap<string, string>;
}

export type LookupCommand = {
  type: 'AddLookupValue';
  publisherId: string;
  kind: LookupKind;
  id: string;
  value: string;
};

const normalise = (value: string) => value.trim().toLowerCase();

export const lookupListDecider: Decider<LookupListState, LookupCommand> = {
  initialState: { values: new Map() },
  evolve(state, event) {
    if (event.type !== 'LookupValueAdded') return state;
    return { values: new Map(state.values).set(event.data.id, event.data.value) };
  },
  decide(command, state) {
    const value = command.value.trim();
    // The screens ignore an empty value before sending it; the API says why nothing was added.
    if (value === '') throw validationError(lookupValueRequired, 'value');
    if ([...state.values.values()].some((existing) => normalise(existing) === normalise(value))) {
      throw validationError(valueAlreadyExists, 'value');
    }
    const event: DomainEvent = {
      type: 'LookupValueAdded',
      data: { publisherId: command.publisherId, kind: command.kind, id: command.id, value },
    };
    return [event];
  },
};

export const lookupStreamId = (publisherId: string, kind: LookupKind) => `lookup-${kind}-${publisherId}`;
