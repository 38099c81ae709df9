import type { DomainEvent, LookupKind } from '@colophon/events';
import type { Decider } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';

export const valueAlreadyExists = 'Value already exists!';

/** One publisher's list of one lookup kind (payment types, order statuses, ...). */
export interface LookupListState {
  values: ReadonlyMap<string, string>;
}

export type LookupCommand = { type: 'AddLookupValue'; publisherId: string; kind: LookupKind; id: string; value: string };

const normalise = (value: string) => value.trim().toLowerCase();

export const lookupListDecider: Decider<LookupListState, LookupCommand> = {
  initialState: { values: new Map() },
  evolve(state, event) {
    if (event.type !== 'LookupValueAdded') return state;
    return { values: new Map(state.values).set(event.data.id, event.data.value) };
  },
  decide(command, state) {
    const value = command.value.trim();
    // The spec ignores empty values rather than reporting them.
    if (value === '') return [];
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
