import { advanceMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';

/** An advance (per creator and contract): what was agreed, and what of it has been paid. */
export interface AdvanceState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  creatorId: string | null;
  amountCents: number;
  paidCents: number;
}

/** What the handler read: the creator is the publisher's, and which of the named royalties are the creator's. */
export interface AdvanceFactsRead {
  creatorKnown: boolean;
  royaltiesOfCreator: ReadonlySet<string>;
}

export type AdvanceCommand =
  | {
      type: 'CreateAdvance';
      advanceId: string;
      publisherId: string;
      creatorId: string;
      name: string;
      /** Null: not a valid amount (refused). */
      amountCents: number | null;
      royaltyIds: readonly string[];
      facts: AdvanceFactsRead;
    }
  | {
      type: 'PayAdvance';
      advanceId: string;
      publisherId: string;
      instalmentId: string;
      amountCents: number | null;
      paidDate: string;
    }
  | { type: 'DeleteAdvance'; advanceId: string; publisherId: string };

function evolve(state: AdvanceState, event: DomainEvent): AdvanceState {
  switch (event.type) {
    case 'AdvanceCreated': {
      const { publisherId, creatorId, amountCents } = event.data;
      return { ...state, exists: true, publisherId, creatorId, amountCents };
    }
    case 'AdvancePaid':
      return { ...state, paidCents: state.paidCents + event.data.amountCents };
    case 'AdvanceDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

function decide(command: AdvanceCommand, state: AdvanceState): DomainEvent[] {
  const { advanceId } = command;
  if (command.type === 'CreateAdvance') {
    if (state.exists) throw illegalState('Advance already exists');
    if (!command.facts.creatorKnown) throw notFound(advanceMessages.creatorNotFound);
    const name = command.name.trim();
    const royaltyIds = [...new Set(command.royaltyIds)];
    const errors = [];
    if (!name) errors.push(validationError(advanceMessages.nameRequired, 'name'));
    if (command.amountCents === null || command.amountCents <= 0)
      errors.push(validationError(advanceMessages.amountRequired, 'amount'));
    if (royaltyIds.length === 0) errors.push(validationError(advanceMessages.royaltyRequired, 'royaltyIds'));
    else if (royaltyIds.some((id) => !command.facts.royaltiesOfCreator.has(id)))
      errors.push(validationError(advanceMessages.royaltyNotOfCreator, 'royaltyIds'));
    throwIfAny(errors);
    return [
      {
        type: 'AdvanceCreated',
        data: {
          advanceId,
          publisherId: command.publisherId,
          creatorId: command.creatorId,
          name,
          amountCents: command.amountCents!,
          royaltyIds,
        },
      },
    ];
  }
  // Another publisher's advance is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
    throw notFound(advanceMessages.notFound);
  if (command.type === 'DeleteAdvance') {
    if (state.paidCents > 0) throw illegalState(advanceMessages.deleteBlocked);
    return [{ type: 'AdvanceDeleted', data: { advanceId, creatorId: state.creatorId! } }];
  }
  if (command.amountCents === null || command.amountCents <= 0)
    throw validationError(advanceMessages.amountRequired, 'amount');
  if (state.paidCents + command.amountCents > state.amountCents)
    throw validationError(advanceMessages.instalmentTooLarge, 'amount');
  return [
    {
      type: 'AdvancePaid',
      data: {
        advanceId,
        instalmentId: command.instalmentId,
        amountCents: command.amountCents,
        paidDate: command.paidDate,
      },
    },
  ];
}

export const advanceDecider: Decider<AdvanceState, AdvanceCommand> = {
  initialState: { exists: false, deleted: false, publisherId: null, creatorId: null, amountCents: 0, paidCents: 0 },
  evolve,
  decide,
};
