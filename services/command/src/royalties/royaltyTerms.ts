import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';

/**
 * The royalties of one product format, by creator and region, on the format's royalty-terms
 * stream: two creations of the same creator, product and region append at the same revision, so
 * one of them is decided again and refused. The stream also tells the catalogue which creators
 * hold a royalty on the format.
 */
export interface RoyaltyTermsState {
  /** The royalty holding each creator and region (`termsKey`). */
  holders: ReadonlyMap<string, { royaltyId: string; creatorId: string }>;
}

export type RoyaltyTermsCommand = {
  publisherId: string;
  productId: string;
  creatorId: string;
  regionId: string | null;
  royaltyId: string;
} & ({ type: 'ReserveRoyaltyTerms'; duplicateMessage: string } | { type: 'ReleaseRoyaltyTerms' });

const termsKey = (creatorId: string, regionId: string | null) => JSON.stringify([creatorId, regionId]);

export const royaltyTermsDecider: Decider<RoyaltyTermsState, RoyaltyTermsCommand> = {
  initialState: { holders: new Map() },
  evolve(state, event) {
    if (event.type === 'RoyaltyTermsReserved') {
      const { creatorId, regionId, royaltyId } = event.data;
      return { holders: new Map(state.holders).set(termsKey(creatorId, regionId), { royaltyId, creatorId }) };
    }
    if (event.type === 'RoyaltyTermsReleased') {
      const holders = new Map(state.holders);
      holders.delete(termsKey(event.data.creatorId, event.data.regionId));
      return { holders };
    }
    return state;
  },
  decide(command, state) {
    const { publisherId, productId, creatorId, regionId, royaltyId } = command;
    const data = { publisherId, productId, creatorId, regionId, royaltyId };
    const holder = state.holders.get(termsKey(creatorId, regionId));
    if (command.type === 'ReleaseRoyaltyTerms') {
      return holder?.royaltyId === royaltyId ? [{ type: 'RoyaltyTermsReleased', data } satisfies DomainEvent] : [];
    }
    if (holder?.royaltyId === royaltyId) return [];
    if (holder) throw validationError(command.duplicateMessage, 'productId');
    return [{ type: 'RoyaltyTermsReserved', data } satisfies DomainEvent];
  },
};

export const royaltyTermsStreamId = (productId: string) => `royaltyterms-${productId}`;

/** Creators holding a royalty on the format. */
export const royaltyCreatorIds = (state: RoyaltyTermsState): Set<string> =>
  new Set([...state.holders.values()].map((holder) => holder.creatorId));
