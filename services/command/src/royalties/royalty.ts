import { creatorMessages, royaltyMessages, royaltyTierProblems, sortedTiers, type TierDraft } from '@colophon/domain';
import type { DomainEvent, RoyaltyTierFields } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import type { LinkChange } from '../shared/links.ts';
import type { StreamDecision } from '../shared/multiStream.ts';

export interface RoyaltyState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  creatorId: string | null;
  productId: string | null;
  regionId: string | null;
  tiers: readonly RoyaltyTierFields[];
  adminNotes: string;
}

/** What the handler read about the royalty's product (from its stream): whether it may be used, and by whom. */
export interface RoyaltyProductFacts {
  /** The product is this publisher's and not deleted. */
  usable: boolean;
  /** Frozen by the plan limit: its royalties are locked. */
  frozen: boolean;
  creatorIds: ReadonlySet<string>;
}

export type RoyaltyCommand =
  | {
      type: 'CreateRoyalty';
      royaltyId: string;
      publisherId: string;
      creatorId: string;
      productId: string;
      regionId: string | null;
      tiers: TierDraft[];
      adminNotes: string;
      facts: { creatorKnown: boolean; regionKnown: boolean; product: RoyaltyProductFacts };
    }
  | {
      type: 'UpdateRoyalty';
      royaltyId: string;
      publisherId: string;
      /** The tiers saved whole, or null to keep them. */
      tiers: TierDraft[] | null;
      /** Null keeps the notes. */
      adminNotes: string | null;
      productFrozen: boolean;
    }
  | { type: 'AddTier'; royaltyId: string; publisherId: string; tier: TierDraft; productFrozen: boolean }
  | {
      type: 'ChangeTier';
      royaltyId: string;
      publisherId: string;
      tierId: string;
      changes: Partial<Omit<TierDraft, 'tierId'>>;
      productFrozen: boolean;
    }
  | { type: 'RemoveTier'; royaltyId: string; publisherId: string; tierId: string; productFrozen: boolean }
  | { type: 'DeleteRoyalty'; royaltyId: string; publisherId: string; productFrozen: boolean };

export const royaltyInitialState: RoyaltyState = {
  exists: false,
  deleted: false,
  publisherId: null,
  creatorId: null,
  productId: null,
  regionId: null,
  tiers: [],
  adminNotes: '',
};

function evolve(state: RoyaltyState, event: DomainEvent): RoyaltyState {
  switch (event.type) {
    case 'RoyaltyCreated': {
      const { publisherId, creatorId, productId, regionId, tiers, adminNotes } = event.data;
      return { ...state, exists: true, publisherId, creatorId, productId, regionId, tiers, adminNotes };
    }
    case 'RoyaltyTiersChanged':
      return { ...state, tiers: event.data.tiers };
    case 'RoyaltyNotesChanged':
      return { ...state, adminNotes: event.data.adminNotes };
    case 'RoyaltyDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** The spec's tier rules; the tiers are kept by group, each group by start. */
function checkedTiers(tiers: readonly TierDraft[]): RoyaltyTierFields[] {
  throwIfAny(royaltyTierProblems(tiers).map((problem) => validationError(problem.message, 'tiers')));
  return sortedTiers(tiers) as RoyaltyTierFields[];
}

const sameTiers = (a: readonly RoyaltyTierFields[], b: readonly RoyaltyTierFields[]) =>
  JSON.stringify(a) === JSON.stringify(b);

function decideCreate(command: Extract<RoyaltyCommand, { type: 'CreateRoyalty' }>, state: RoyaltyState): DomainEvent[] {
  if (state.exists) throw illegalState('Royalty already exists');
  const { facts } = command;
  const errors = [];
  if (!command.creatorId) errors.push(validationError(royaltyMessages.creatorRequired, 'creatorId'));
  else if (!facts.creatorKnown) errors.push(notFound(creatorMessages.notFound));
  if (!command.productId) errors.push(validationError(royaltyMessages.productRequired, 'productId'));
  else if (!facts.product.usable) errors.push(validationError(royaltyMessages.productNotFound, 'productId'));
  else if (facts.product.frozen) errors.push(validationError(royaltyMessages.productFrozen, 'productId'));
  else if (facts.creatorKnown && !facts.product.creatorIds.has(command.creatorId))
    errors.push(validationError(royaltyMessages.productNotOfCreator, 'productId'));
  if (command.regionId !== null && !facts.regionKnown)
    errors.push(validationError(royaltyMessages.regionNotFound, 'regionId'));
  const problems = royaltyTierProblems(command.tiers).map((problem) => validationError(problem.message, 'tiers'));
  throwIfAny([...errors, ...problems]);
  const { royaltyId, publisherId, creatorId, productId, regionId, adminNotes } = command;
  return [
    {
      type: 'RoyaltyCreated',
      data: { royaltyId, publisherId, creatorId, productId, regionId, tiers: checkedTiers(command.tiers), adminNotes },
    },
  ];
}

/** The tiers a line-item command leaves, before their rules are checked. */
function tiersAfter(command: RoyaltyCommand, current: readonly RoyaltyTierFields[]): TierDraft[] | null {
  const find = (tierId: string) => {
    if (!current.some((tier) => tier.tierId === tierId)) throw notFound(royaltyMessages.tierNotFound);
  };
  switch (command.type) {
    case 'UpdateRoyalty':
      return command.tiers ?? [...current];
    case 'AddTier':
      // A new tier takes its place by its start; only a start already taken is too low.
      return sortedTiers([...current, command.tier]);
    case 'ChangeTier':
      find(command.tierId);
      return current.map((tier) => (tier.tierId === command.tierId ? { ...tier, ...command.changes } : tier));
    case 'RemoveTier':
      find(command.tierId);
      return current.filter((tier) => tier.tierId !== command.tierId);
    default:
      return null;
  }
}

function decide(command: RoyaltyCommand, state: RoyaltyState): DomainEvent[] {
  if (command.type === 'CreateRoyalty') return decideCreate(command, state);
  // A royalty of another publisher is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
    throw notFound(royaltyMessages.notFound);
  if (command.productFrozen) throw illegalState(royaltyMessages.locked);
  const { royaltyId } = command;
  if (command.type === 'DeleteRoyalty') {
    return [{ type: 'RoyaltyDeleted', data: { royaltyId, creatorId: state.creatorId!, productId: state.productId! } }];
  }
  const tiers = checkedTiers(tiersAfter(command, state.tiers)!);
  const events: DomainEvent[] = sameTiers(tiers, state.tiers)
    ? []
    : [{ type: 'RoyaltyTiersChanged', data: { royaltyId, tiers } }];
  if (command.type === 'UpdateRoyalty' && command.adminNotes !== null && command.adminNotes !== state.adminNotes)
    events.push({ type: 'RoyaltyNotesChanged', data: { royaltyId, adminNotes: command.adminNotes } });
  return events;
}

export const royaltyDecider: Decider<RoyaltyState, RoyaltyCommand> = {
  initialState: royaltyInitialState,
  evolve,
  decide,
};

export const royaltyStreamId = (royaltyId: string) => `royalty-${royaltyId}`;

/**
 * A royalty refers to its creator and its product (neither can be deleted while it exists), and its
 * payments refer to it: deleting it ends its references and closes its own links, refused while
 * any payment is linked.
 */
export function royaltyLinkChanges(decision: StreamDecision): LinkChange[] {
  if (!decision.streamId.startsWith('royalty-')) return [];
  return decision.events.flatMap((event): LinkChange[] => {
    switch (event.type) {
      case 'RoyaltyCreated': {
        const { royaltyId, creatorId, productId } = event.data;
        return [
          { change: 'add', recordId: creatorId, linkId: royaltyId, notFoundMessage: creatorMessages.notFound },
          { change: 'add', recordId: productId, linkId: royaltyId, notFoundMessage: royaltyMessages.productNotFound },
        ];
      }
      case 'RoyaltyDeleted': {
        const { royaltyId, creatorId, productId } = event.data;
        return [
          { change: 'close', recordId: royaltyId, blockedMessage: royaltyMessages.deleteBlocked },
          { change: 'remove', recordId: creatorId, linkId: royaltyId },
          { change: 'remove', recordId: productId, linkId: royaltyId },
        ];
      }
      default:
        return [];
    }
  });
}
