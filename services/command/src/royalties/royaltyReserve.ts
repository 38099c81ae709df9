import { formatRate, reserveMessages, royaltyMessages } from '@colophon/domain';
import type { DomainEvent, RoyaltyReserveFields } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';

/** The royalty's reserve against returns, decided on the royalty's own stream. */
export interface RoyaltyReserveState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  reserve: RoyaltyReserveFields | null;
}

/** Percents that were not valid numbers are null (refused). */
export interface RoyaltyReserveInput {
  percentBasisPoints: number | null;
  capBasisPoints: number | null;
  release: { kind: 'full' | 'parts'; periods: number };
  allowDigital: boolean;
}

export type RoyaltyReserveCommand = {
  type: 'SetRoyaltyReserve';
  royaltyId: string;
  publisherId: string;
  /** Null removes the reserve. */
  reserve: RoyaltyReserveInput | null;
  /** The royalty's format is an ebook or audiobook; `productFrozen` locks the royalty as for its tiers. */
  facts: { digitalFormat: boolean; productFrozen: boolean };
};

export const royaltyReserveDecider: Decider<RoyaltyReserveState, RoyaltyReserveCommand> = {
  initialState: { exists: false, deleted: false, publisherId: null, reserve: null },
  evolve(state, event) {
    switch (event.type) {
      case 'RoyaltyCreated':
        return { ...state, exists: true, publisherId: event.data.publisherId };
      case 'RoyaltyReserveSet':
        return { ...state, reserve: event.data.reserve };
      case 'RoyaltyDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
      throw notFound(royaltyMessages.notFound);
    if (command.facts.productFrozen) throw illegalState(royaltyMessages.locked);
    const { reserve } = command;
    let fields: RoyaltyReserveFields | null = null;
    if (reserve) {
      const { percentBasisPoints: percent, capBasisPoints: cap, release } = reserve;
      const errors = [];
      if (percent === null || percent < 0 || percent > 10_000)
        errors.push(validationError(reserveMessages.percentInvalid, 'percent'));
      if (cap === null || cap < 0 || cap > 10_000) errors.push(validationError(reserveMessages.capInvalid, 'cap'));
      else if (percent !== null && percent > cap)
        errors.push(validationError(reserveMessages.aboveCap(formatRate(cap)), 'percent'));
      if (!Number.isInteger(release.periods) || release.periods < 1 || release.periods > 40)
        errors.push(validationError(reserveMessages.periodsInvalid, 'periods'));
      if (command.facts.digitalFormat && !reserve.allowDigital && (percent ?? 0) > 0)
        errors.push(validationError(reserveMessages.digital, 'allowDigital'));
      throwIfAny(errors);
      fields = {
        percentBasisPoints: percent!,
        capBasisPoints: cap!,
        release:
          release.kind === 'full'
            ? { kind: 'full', afterPeriods: release.periods }
            : { kind: 'parts', periods: release.periods },
        allowDigital: reserve.allowDigital,
      };
    }
    if (JSON.stringify(fields) === JSON.stringify(state.reserve)) return [];
    return [
      { type: 'RoyaltyReserveSet', data: { royaltyId: command.royaltyId, reserve: fields } } satisfies DomainEvent,
    ];
  },
};
