import { settingsMessages } from '@colophon/domain';
import type { DomainEvent, LookupKind } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { illegalState, notFound, validationError } from '../shared/errors.ts';

export const valueAlreadyExists = settingsMessages.valueExists;
export const lookupValueRequired = 'Please enter a value.';

/** One publisher's list of one lookup kind (payment types, order statuses, ...); deleted values are gone from it. */
export interface LookupListState {
  values: ReadonlyMap<string, string>;
}

export type LookupCommand =
  | { type: 'AddLookupValue'; publisherId: string; kind: LookupKind; id: string; value: string }
  | { type: 'RenameLookupValue'; publisherId: string; kind: LookupKind; id: string; value: string }
  /** `inUse`: whether any record still names the value (read by the caller from the read models). */
  | { type: 'DeleteLookupValue'; publisherId: string; kind: LookupKind; id: string; inUse: boolean };

const normalise = (value: string) => value.trim().toLowerCase();

/** A value to add or rename to: not empty, and not another value of the list whatever its case. */
function checkedValue(state: LookupListState, value: string, ownId: string | null): string {
  const trimmed = value.trim();
  // The screens ignore an empty value before sending it; the API says why nothing was added.
  if (trimmed === '') throw validationError(lookupValueRequired, 'value');
  const taken = [...state.values].some(([id, existing]) => id !== ownId && normalise(existing) === normalise(trimmed));
  if (taken) throw validationError(valueAlreadyExists, 'value');
  return trimmed;
}

export const lookupListDecider: Decider<LookupListState, LookupCommand> = {
  initialState: { values: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'LookupValueAdded':
      case 'LookupValueRenamed':
        return { values: new Map(state.values).set(event.data.id, event.data.value) };
      case 'LookupValueDeleted': {
        const values = new Map(state.values);
        values.delete(event.data.id);
        return { values };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    const { publisherId, kind, id } = command;
    if (command.type === 'AddLookupValue') {
      const value = checkedValue(state, command.value, null);
      return [{ type: 'LookupValueAdded', data: { publisherId, kind, id, value } } satisfies DomainEvent];
    }
    const current = state.values.get(id);
    if (current === undefined) throw notFound(settingsMessages.valueNotFound);
    if (command.type === 'RenameLookupValue') {
      const value = checkedValue(state, command.value, id);
      if (value === current) return [];
      return [{ type: 'LookupValueRenamed', data: { publisherId, kind, id, value } } satisfies DomainEvent];
    }
    if (command.inUse) throw illegalState(settingsMessages.inUse);
    return [{ type: 'LookupValueDeleted', data: { publisherId, kind, id } } satisfies DomainEvent];
  },
};

export const lookupStreamId = (publisherId: string, kind: LookupKind) => `lookup-${kind}-${publisherId}`;
