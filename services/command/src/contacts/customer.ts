import { customerMessages } from '@colophon/domain';
import type { ContactItem, CustomerFields, DomainEvent } from '@colophon/events';

import { changedFields } from '../shared/changedFields.ts';
import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import { lookupNotFound } from '../shared/lookupValues.ts';
import {
  type ContactChanges,
  type ContactItems,
  decideContactChanges,
  evolveContactItems,
  validateContactItem,
} from './contactItems.ts';

export interface CustomerState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  fields: CustomerFields | null;
  contacts: ContactItems;
}

export type CustomerCommand =
  | {
      type: 'CreateCustomer';
      customerId: string;
      publisherId: string;
      fields: CustomerFields;
      /** Fields naming a lookup value the publisher does not have. */
      unknownLookupFields: string[];
      contacts: { itemId: string; item: ContactItem; primary: boolean }[];
    }
  | {
      type: 'UpdateCustomer';
      customerId: string;
      publisherId: string;
      changes: Partial<CustomerFields>;
      unknownLookupFields: string[];
      contacts: ContactChanges;
    }
  | { type: 'DeleteCustomer'; customerId: string; publisherId: string; linkedOrders: number };

function evolve(state: CustomerState, event: DomainEvent): CustomerState {
  switch (event.type) {
    case 'CustomerCreated': {
      const { customerId: _customerId, publisherId, ...fields } = event.data;
      return { ...state, exists: true, publisherId, fields };
    }
    case 'CustomerUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'CustomerDeleted':
      return { ...state, deleted: true };
    case 'ContactItemAdded':
    case 'ContactItemChanged':
    case 'ContactItemRemoved':
      return { ...state, contacts: evolveContactItems(state.contacts, event) };
    default:
      return state;
  }
}

function validateFields(fields: CustomerFields, unknownLookupFields: string[]): DomainError[] {
  const errors = unknownLookupFields.map((field) => validationError(lookupNotFound, field));
  if (![fields.firstName, fields.lastName, fields.company].some((value) => value.trim() !== '')) {
    errors.unshift(validationError(customerMessages.nameRequired, 'firstName'));
  }
  return errors;
}

/** One primary item per kind: the first of each kind that the caller did not mark otherwise. */
function withPrimaries(contacts: { itemId: string; item: ContactItem; primary: boolean }[]) {
  const primaryKinds = new Set(contacts.filter((contact) => contact.primary).map((contact) => contact.item.kind));
  const seen = new Set<string>();
  return contacts.map((contact) => {
    const primary = primaryKinds.has(contact.item.kind)
      ? contact.primary && !seen.has(contact.item.kind)
      : !seen.has(contact.item.kind);
    if (primary) seen.add(contact.item.kind);
    return { ...contact, primary };
  });
}

function decide(command: CustomerCommand, state: CustomerState): DomainEvent[] {
  if (command.type === 'CreateCustomer') {
    if (state.exists) throw illegalState('Customer already exists');
    throwIfAny([
      ...validateFields(command.fields, command.unknownLookupFields),
      ...command.contacts.flatMap(({ item }) => validateContactItem(item)),
    ]);
    return [
      {
        type: 'CustomerCreated',
        data: { customerId: command.customerId, publisherId: command.publisherId, ...command.fields },
      },
      ...withPrimaries(command.contacts).map(({ itemId, item, primary }): DomainEvent => ({
        type: 'ContactItemAdded',
        data: { ownerId: command.customerId, itemId, item, primary },
      })),
    ];
  }

  // A customer of another publisher is reported exactly like a missing one.
  if (!isLiveCustomerOf(state, command.publisherId)) throw notFound(customerMessages.notFound);

  if (command.type === 'DeleteCustomer') {
    if (command.linkedOrders > 0) throw illegalState(customerMessages.deleteBlocked);
    return [{ type: 'CustomerDeleted', data: { customerId: command.customerId } }];
  }

  throwIfAny(validateFields({ ...state.fields!, ...command.changes }, command.unknownLookupFields));
  const changed = changedFields(state.fields!, command.changes);
  const events: DomainEvent[] = [];
  if (Object.keys(changed).length > 0)
    events.push({ type: 'CustomerUpdated', data: { customerId: command.customerId, changes: changed } });
  events.push(
    ...decideContactChanges(command.customerId, state.contacts, command.contacts, () =>
      notFound('Contact item not found'),
    ),
  );
  return events;
}

export const customerDecider: Decider<CustomerState, CustomerCommand> = {
  initialState: { exists: false, deleted: false, publisherId: null, fields: null, contacts: new Map() },
  evolve,
  decide,
};

export const customerStreamId = (customerId: string) => `customer-${customerId}`;

/** Whether the customer exists for this publisher (a deleted one or another publisher's does not). */
export const isLiveCustomerOf = (state: CustomerState, publisherId: string) =>
  state.exists && !state.deleted && state.publisherId === publisherId;
