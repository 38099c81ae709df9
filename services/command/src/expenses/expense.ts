import { expenseMessages } from '@colophon/domain';
import type { DomainEvent, ExpenseFields } from '@colophon/events';

import { changedFields } from '../shared/changedFields.ts';
import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import type { LinkChange } from '../shared/links.ts';
import { lookupNotFound } from '../shared/lookupValues.ts';

export interface ExpenseState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  fields: ExpenseFields | null;
}

/** The amount as cents, or null when the typed amount was not a valid number. */
export type ExpenseInput = Omit<ExpenseFields, 'amountCents'> & { amountCents: number | null };

/** Facts the handler read: whether the product is this publisher's, unknown lookups, a valid date. */
export interface ExpenseFacts {
  productKnown: boolean;
  unknownLookupFields: string[];
  dateValid: boolean;
}

export type ExpenseCommand =
  | { type: 'CreateExpense'; expenseId: string; publisherId: string; fields: ExpenseInput; facts: ExpenseFacts }
  | {
      type: 'UpdateExpense';
      expenseId: string;
      publisherId: string;
      changes: Partial<ExpenseInput>;
      facts: ExpenseFacts;
    }
  | { type: 'DeleteExpense'; expenseId: string; publisherId: string };

function evolve(state: ExpenseState, event: DomainEvent): ExpenseState {
  switch (event.type) {
    case 'ExpenseCreated': {
      const { expenseId: _expenseId, publisherId, ...fields } = event.data;
      return { ...state, exists: true, publisherId, fields };
    }
    case 'ExpenseUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'ExpenseDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** The product is checked when it is being set; a stored one was checked then. */
function validate(fields: ExpenseInput, facts: ExpenseFacts, productSet: boolean): DomainError[] {
  const errors = facts.unknownLookupFields.map((field) => validationError(lookupNotFound, field));
  if (!fields.productId && !fields.categoryId)
    errors.push(validationError(expenseMessages.productOrCategoryRequired, 'categoryId'));
  if (productSet && fields.productId && !facts.productKnown)
    errors.push(validationError(expenseMessages.productNotFound, 'productId'));
  if (fields.amountCents === null || fields.amountCents <= 0)
    errors.push(validationError(expenseMessages.amountRequired, 'amount'));
  if (!facts.dateValid) errors.push(validationError(expenseMessages.invalidDate, 'expenseDate'));
  return errors;
}

function decide(command: ExpenseCommand, state: ExpenseState): DomainEvent[] {
  if (command.type === 'CreateExpense') {
    if (state.exists) throw illegalState('Expense already exists');
    throwIfAny(validate(command.fields, command.facts, true));
    const fields = { ...command.fields, amountCents: command.fields.amountCents! };
    return [
      { type: 'ExpenseCreated', data: { expenseId: command.expenseId, publisherId: command.publisherId, ...fields } },
    ];
  }
  // An expense of another publisher is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
    throw notFound(expenseMessages.notFound);
  if (command.type === 'DeleteExpense') return [{ type: 'ExpenseDeleted', data: { expenseId: command.expenseId } }];

  throwIfAny(
    validate({ ...state.fields!, ...command.changes }, command.facts, command.changes.productId !== undefined),
  );
  // Validated above: a given amount is a positive number of cents.
  const changes = changedFields(state.fields!, command.changes as Partial<ExpenseFields>);
  return Object.keys(changes).length > 0
    ? [{ type: 'ExpenseUpdated', data: { expenseId: command.expenseId, changes } }]
    : [];
}

export const expenseDecider: Decider<ExpenseState, ExpenseCommand> = {
  initialState: { exists: false, deleted: false, publisherId: null, fields: null },
  evolve,
  decide,
};

export const expenseStreamId = (expenseId: string) => `expense-${expenseId}`;

/** An expense refers to its format, if it has one: the references its events make or end. */
export function expenseLinkChanges(state: ExpenseState, events: DomainEvent[]): LinkChange[] {
  const add = (productId: string, expenseId: string): LinkChange => ({
    change: 'add',
    recordId: productId,
    linkId: expenseId,
    notFoundMessage: expenseMessages.productNotFound,
  });
  const previous = state.fields?.productId ?? null;
  return events.flatMap((event): LinkChange[] => {
    switch (event.type) {
      case 'ExpenseCreated':
        return event.data.productId ? [add(event.data.productId, event.data.expenseId)] : [];
      case 'ExpenseUpdated': {
        const next = event.data.changes.productId;
        if (next === undefined || next === previous) return [];
        return [
          ...(previous ? [{ change: 'remove' as const, recordId: previous, linkId: event.data.expenseId }] : []),
          ...(next ? [add(next, event.data.expenseId)] : []),
        ];
      }
      case 'ExpenseDeleted':
        return previous ? [{ change: 'remove', recordId: previous, linkId: event.data.expenseId }] : [];
      default:
        return [];
    }
  });
}
