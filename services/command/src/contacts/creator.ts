import { creatorMessages } from '@colophon/domain';
import type { ContactItem, CreatorFields, DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import {
  type ContactChanges,
  type ContactItems,
  decideContactChanges,
  evolveContactItems,
  invalidEmailMessage,
  isValidEmail,
} from './contactItems.ts';

export interface CreatorState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  fields: CreatorFields | null;
  contacts: ContactItems;
}

export type CreatorCommand =
  | {
      type: 'CreateCreator';
      creatorId: string;
      publisherId: string;
      fields: CreatorFields;
      /** Whether fields.paymentTypeId names one of the publisher's payment methods. */
      paymentTypeKnown: boolean;
      contacts: { itemId: string; item: ContactItem }[];
    }
  | {
      type: 'UpdateCreator';
      creatorId: string;
      publisherId: string;
      changes: Partial<CreatorFields>;
      paymentTypeKnown: boolean;
      contacts: ContactChanges;
    }
  | { type: 'DeleteCreator'; creatorId: string; publisherId: string; linkedRecords: number };

export const creatorInitialState: CreatorState = {
  exists: false,
  deleted: false,
  publisherId: null,
  fields: null,
  contacts: new Map(),
};

function evolve(state: CreatorState, event: DomainEvent): CreatorState {
  switch (event.type) {
    case 'CreatorCreated': {
      const { creatorId: _creatorId, publisherId, ...fields } = event.data;
      return { ...state, exists: true, publisherId, fields };
    }
    case 'CreatorUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'CreatorDeleted':
      return { ...state, deleted: true };
    case 'ContactItemAdded':
    case 'ContactItemChanged':
    case 'ContactItemRemoved':
      return { ...state, contacts: evolveContactItems(state.contacts, event) };
    default:
      return state;
  }
}

function validateFields(fields: Partial<CreatorFields>, paymentTypeKnown: boolean): DomainError[] {
  const errors: DomainError[] = [];
  if (fields.displayName !== undefined && fields.displayName.trim() === '') {
    errors.push(validationError(creatorMessages.displayNameRequired, 'displayName'));
  }
  if (fields.paymentTypeId !== undefined && (fields.paymentTypeId === '' || !paymentTypeKnown)) {
    errors.push(validationError(creatorMessages.paymentMethodRequired, 'paymentTypeId'));
  }
  return errors;
}

function decide(command: CreatorCommand, state: CreatorState): DomainEvent[] {
  if (command.type === 'CreateCreator') {
    if (state.exists) throw illegalState('Creator already exists');
    const email = command.contacts.find(({ item }) => item.kind === 'email');
    const errors = validateFields(command.fields, command.paymentTypeKnown);
    if (!email || (email.item.kind === 'email' && email.item.value.trim() === '')) {
      errors.push(validationError(creatorMessages.primaryEmailRequired, 'email'));
    } else if (email.item.kind === 'email' && !isValidEmail(email.item.value)) {
      errors.push(validationError(invalidEmailMessage, 'email'));
    }
    throwIfAny(errors);
    const fields = {
      ...command.fields,
      paymentName: command.fields.paymentName.trim() || command.fields.displayName.trim(),
    };
    return [
      { type: 'CreatorCreated', data: { creatorId: command.creatorId, publisherId: command.publisherId, ...fields } },
      ...command.contacts.map(({ itemId, item }): DomainEvent => ({
        type: 'ContactItemAdded',
        data: { ownerId: command.creatorId, itemId, item, primary: true },
      })),
    ];
  }

  // A creator of another publisher is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
    throw notFound(creatorMessages.notFound);

  if (command.type === 'DeleteCreator') {
    if (command.linkedRecords > 0) throw illegalState(creatorMessages.deleteBlocked);
    return [{ type: 'CreatorDeleted', data: { creatorId: command.creatorId } }];
  }

  throwIfAny(validateFields(command.changes, command.paymentTypeKnown));
  const changed = Object.fromEntries(
    Object.entries(command.changes).filter(([key, value]) => state.fields![key as keyof CreatorFields] !== value),
  ) as Partial<CreatorFields>;
  const events: DomainEvent[] = [];
  if (Object.keys(changed).length > 0)
    events.push({ type: 'CreatorUpdated', data: { creatorId: command.creatorId, changes: changed } });
  events.push(
    ...decideContactChanges(command.creatorId, state.contacts, command.contacts, () =>
      notFound('Contact item not found'),
    ),
  );
  return events;
}

export const creatorDecider: Decider<CreatorState, CreatorCommand> = {
  initialState: creatorInitialState,
  evolve,
  decide,
};

export const creatorStreamId = (creatorId: string) => `creator-${creatorId}`;
