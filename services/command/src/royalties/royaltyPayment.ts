import { royaltyMessages, royaltyPaymentMessages } from '@colophon/domain';
import type { DomainEvent, RoyaltyPaymentFields } from '@colophon/events';

import { changedFields } from '../shared/changedFields.ts';
import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import type { LinkChange } from '../shared/links.ts';
import { lookupNotFound } from '../shared/lookupValues.ts';

export interface RoyaltyPaymentState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  royaltyId: string | null;
  fields: RoyaltyPaymentFields | null;
}

/** An amount that was not a valid number is null (refused); no method chosen is null. */
export type RoyaltyPaymentInput = {
  amountCents: number | null;
  methodId: string | null;
  sentDate: string;
};

/** What the handler read: whether the royalty is this publisher's, and the method one of its payment methods. */
export interface RoyaltyPaymentFacts {
  royaltyKnown: boolean;
  methodKnown: boolean;
}

export type RoyaltyPaymentCommand =
  | {
      type: 'RecordRoyaltyPayment';
      paymentId: string;
      publisherId: string;
      royaltyId: string;
      fields: RoyaltyPaymentInput;
      facts: RoyaltyPaymentFacts;
    }
  | {
      type: 'ChangeRoyaltyPayment';
      paymentId: string;
      publisherId: string;
      changes: Partial<RoyaltyPaymentInput>;
      facts: RoyaltyPaymentFacts;
    }
  | { type: 'DeleteRoyaltyPayment'; paymentId: string; publisherId: string };

function evolve(state: RoyaltyPaymentState, event: DomainEvent): RoyaltyPaymentState {
  switch (event.type) {
    case 'RoyaltyPaymentRecorded': {
      const { publisherId, royaltyId, amountCents, methodId, sentDate } = event.data;
      return { ...state, exists: true, publisherId, royaltyId, fields: { amountCents, methodId, sentDate } };
    }
    case 'RoyaltyPaymentChanged':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'RoyaltyPaymentDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** Only the fields being set are checked; stored ones were checked then. */
function validate(fields: Partial<RoyaltyPaymentInput>, facts: RoyaltyPaymentFacts): DomainError[] {
  const errors: DomainError[] = [];
  if (fields.amountCents !== undefined && (fields.amountCents === null || fields.amountCents <= 0))
    errors.push(validationError(royaltyPaymentMessages.amountRequired, 'amount'));
  if (fields.methodId !== undefined) {
    if (!fields.methodId) errors.push(validationError(royaltyPaymentMessages.methodRequired, 'methodId'));
    else if (!facts.methodKnown) errors.push(validationError(lookupNotFound, 'methodId'));
  }
  return errors;
}

function decide(command: RoyaltyPaymentCommand, state: RoyaltyPaymentState): DomainEvent[] {
  const { paymentId } = command;
  if (command.type === 'RecordRoyaltyPayment') {
    if (state.exists) throw illegalState('Royalty payment already exists');
    const errors = validate(command.fields, command.facts);
    if (!command.royaltyId) errors.unshift(validationError(royaltyPaymentMessages.royaltyRequired, 'royaltyId'));
    else if (!command.facts.royaltyKnown) errors.unshift(notFound(royaltyMessages.notFound));
    throwIfAny(errors);
    const { amountCents, methodId, sentDate } = command.fields;
    return [
      {
        type: 'RoyaltyPaymentRecorded',
        data: {
          paymentId,
          royaltyId: command.royaltyId,
          publisherId: command.publisherId,
          amountCents: amountCents!,
          methodId: methodId!,
          sentDate,
        },
      },
    ];
  }
  // A payment of another publisher is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
    throw notFound(royaltyPaymentMessages.notFound);
  const royaltyId = state.royaltyId!;
  if (command.type === 'DeleteRoyaltyPayment')
    return [{ type: 'RoyaltyPaymentDeleted', data: { paymentId, royaltyId } }];
  throwIfAny(validate(command.changes, command.facts));
  // Validated above: a given amount is a positive number of cents and a given method is chosen.
  const changes = changedFields(state.fields!, command.changes as Partial<RoyaltyPaymentFields>);
  return Object.keys(changes).length > 0
    ? [{ type: 'RoyaltyPaymentChanged', data: { paymentId, royaltyId, changes } }]
    : [];
}

export const royaltyPaymentDecider: Decider<RoyaltyPaymentState, RoyaltyPaymentCommand> = {
  initialState: { exists: false, deleted: false, publisherId: null, royaltyId: null, fields: null },
  evolve,
  decide,
};

export const royaltyPaymentStreamId = (paymentId: string) => `royaltypayment-${paymentId}`;

/** A payment refers to its royalty: the royalty cannot be deleted while it has any. */
export function royaltyPaymentLinkChanges(state: RoyaltyPaymentState, events: DomainEvent[]): LinkChange[] {
  return events.flatMap((event): LinkChange[] => {
    switch (event.type) {
      case 'RoyaltyPaymentRecorded':
        return [
          {
            change: 'add',
            recordId: event.data.royaltyId,
            linkId: event.data.paymentId,
            notFoundMessage: royaltyMessages.notFound,
          },
        ];
      case 'RoyaltyPaymentDeleted':
        return [{ change: 'remove', recordId: state.royaltyId!, linkId: event.data.paymentId }];
      default:
        return [];
    }
  });
}
