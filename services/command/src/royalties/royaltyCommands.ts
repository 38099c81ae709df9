import { isoDateOf, parsePercent, royaltyMessages, type TierDraft } from '@colophon/domain';
import {
  boundedList,
  boundedText,
  clientId,
  count,
  type EventStore,
  longText,
  maxRoyaltyTiers,
  typedDate,
} from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { regionsDecider, regionsStreamId } from '../account/regions.ts';
import { productDecider, productStreamId } from '../catalogue/product.ts';
import { productWorkDecider, productWorkStreamId } from '../catalogue/productWork.ts';
import { creatorDecider, creatorStreamId } from '../contacts/creator.ts';
import type { CommandContext } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';
import { centsOf, dateOf } from '../shared/inputs.ts';
import { unknownLookupFields } from '../shared/lookupValues.ts';
import { allOrErrors, appendDecisions, decideOn, type StreamDecision } from '../shared/multiStream.ts';
import { ensureRevision, runDecider } from '../shared/runDecider.ts';
import {
  type RoyaltyCommand,
  royaltyDecider,
  royaltyLinkChanges,
  type RoyaltyProductFacts,
  type RoyaltyState,
  royaltyStreamId,
} from './royalty.ts';
import {
  royaltyPaymentDecider,
  type RoyaltyPaymentInput,
  royaltyPaymentLinkChanges,
  royaltyPaymentStreamId,
} from './royaltyPayment.ts';
import { royaltyTermsDecider, royaltyTermsStreamId } from './royaltyTerms.ts';

const tierFields = {
  amount: boundedText(30),
  thresholdStart: count(),
  royaltyTerm: z.number().int().min(1).max(4),
  /** 1 'units sold' (a regular tier), 2 'discount'. */
  category: z.number().int().min(1).max(2).nullish(),
  /** The discount of a category 2 tier, as a percent; 'None' or empty for regular tiers. */
  tierDiscount: boundedText(30).nullish(),
};
/** The spec's royalty line item: a percent amount, its start, its term, and its category (2: a discount set). */
const tierInput = z.object({
  /** Kept when saving the tiers whole; new tiers get a new id. */
  id: clientId().nullish(),
  ...tierFields,
});
type TierInput = z.infer<typeof tierInput>;
const tierChangesInput = z.object({
  ...tierFields,
  amount: tierFields.amount.nullish(),
  thresholdStart: tierFields.thresholdStart.nullish(),
  royaltyTerm: tierFields.royaltyTerm.nullish(),
});
const tiersInput = boundedList(tierInput, maxRoyaltyTiers);
const expectedRevision = z.number().int().nullish();

export const createRoyaltyInputSchema = z.object({
  creatorId: clientId().nullish(),
  productId: clientId().nullish(),
  regionId: clientId().nullish(),
  tiers: tiersInput,
  adminNotes: longText().nullish(),
});
export const updateRoyaltyInputSchema = z.object({
  id: clientId(),
  expectedRevision,
  changed: z.object({ adminNotes: longText().nullish(), tiers: tiersInput.nullish() }),
});
export const createRoyaltyLineItemInputSchema = z.object({
  royaltyId: clientId(),
  expectedRevision,
  royaltyItem: tierInput,
});
export const updateRoyaltyLineItemInputSchema = z.object({
  royaltyId: clientId(),
  id: clientId(),
  expectedRevision,
  changed: tierChangesInput,
});
export const deleteRoyaltyLineItemInputSchema = z.object({ royaltyId: clientId(), id: clientId(), expectedRevision });

const paymentInput = {
  amount: boundedText(30).nullish(),
  methodId: clientId().nullish(),
  sentDate: typedDate().nullish(),
};
export const createRoyaltyPaymentInputSchema = z.object({ royaltyId: clientId().nullish(), ...paymentInput });
export const updateRoyaltyPaymentInputSchema = z.object({ id: clientId(), changed: z.object(paymentInput) });

/** A tier's discount set from its category: none for category 1; for category 2 the discount typed. */
function discountOf(category: number | null | undefined, tierDiscount: string | null | undefined): number | null {
  if ((category ?? 1) === 1) return null;
  const discount = parsePercent(tierDiscount ?? '');
  if (discount === null) throw validationError(royaltyMessages.tierDiscountInvalid, 'tierDiscount');
  return discount;
}

const draftOf = (tierId: string, tier: Omit<TierInput, 'id'>): TierDraft => ({
  tierId,
  discountBasisPoints: discountOf(tier.category, tier.tierDiscount),
  start: tier.thresholdStart,
  rateBasisPoints: parsePercent(tier.amount),
  term: tier.royaltyTerm,
});

/** Only the fields of a tier the caller sent. */
function tierChangesOf(changed: z.infer<typeof tierChangesInput>, current: TierDraft | undefined): Partial<TierDraft> {
  const changes: Partial<TierDraft> = {};
  if (changed.amount != null) changes.rateBasisPoints = parsePercent(changed.amount);
  if (changed.thresholdStart != null) changes.start = changed.thresholdStart;
  if (changed.royaltyTerm != null) changes.term = changed.royaltyTerm;
  if (changed.category != null || changed.tierDiscount != null) {
    const category = changed.category ?? (current?.discountBasisPoints == null ? 1 : 2);
    changes.discountBasisPoints = discountOf(category, changed.tierDiscount);
  }
  return changes;
}

function paymentChanges(input: { amount?: string | null; methodId?: string | null; sentDate?: string | null }) {
  const changes: Partial<RoyaltyPaymentInput> = {};
  if (input.amount != null) changes.amountCents = input.amount.trim() === '' ? null : centsOf(input.amount, 'amount');
  if (input.methodId != null) changes.methodId = input.methodId || null;
  if (input.sentDate != null) changes.sentDate = dateOf(input.sentDate, 'sentDate');
  return changes;
}

export function royaltyCommands(store: EventStore, db: Knex) {
  async function productFacts(publisherId: string, productId: string) {
    const { state } = await loadStream(store, productStreamId(productId), productDecider);
    const usable = state.exists && !state.deleted && state.publisherId === publisherId;
    const facts: RoyaltyProductFacts = {
      usable,
      frozen: usable && state.frozen,
      creatorIds: new Set([...state.creators.values()].map((creator) => creator.creatorId)),
    };
    const work = usable
      ? (await loadStream(store, productWorkStreamId(state.productWorkId!), productWorkDecider)).state
      : null;
    return { facts, title: work?.fields?.title ?? '' };
  }

  /** The royalty's product is frozen: the royalty is locked. */
  async function productFrozen(publisherId: string, royalty: RoyaltyState) {
    return royalty.productId ? (await productFacts(publisherId, royalty.productId)).facts.frozen : false;
  }

  /** Decides on the royalty's stream, refusing a save started from an older revision. */
  async function decideRoyalty(
    context: CommandContext,
    royaltyId: string,
    revision: number | null | undefined,
    command: (state: RoyaltyState, frozen: boolean) => RoyaltyCommand,
  ) {
    const current = (await loadStream(store, royaltyStreamId(royaltyId), royaltyDecider)).state;
    const frozen = current.publisherId === context.publisherId && (await productFrozen(context.publisherId, current));
    const { position } = await runDecider(
      store,
      context,
      royaltyStreamId(royaltyId),
      royaltyDecider,
      command(current, frozen),
      async (loaded) => {
        if (loaded.state.publisherId !== context.publisherId) return; // the decider reports "not found"
        await ensureRevision(db, loaded, revision);
      },
    );
    return { royaltyId, position };
  }

  async function paymentFacts(context: CommandContext, royaltyId: string | null, methodId: string | null | undefined) {
    const royalty = royaltyId ? (await loadStream(store, royaltyStreamId(royaltyId), royaltyDecider)).state : null;
    const unknown = await unknownLookupFields(store, context.publisherId, [
      { field: 'methodId', kind: 'paymentType', id: methodId },
    ]);
    return {
      royaltyKnown: Boolean(royalty?.exists && !royalty.deleted && royalty.publisherId === context.publisherId),
      methodKnown: unknown.length === 0,
    };
  }

  return {
    /** The royalty and its creator, product and region reserved in one write: one royalty per triple. */
    async createRoyalty(context: CommandContext, input: z.infer<typeof createRoyaltyInputSchema>) {
      const royaltyId = context.newId();
      const { publisherId } = context;
      const creatorId = input.creatorId ?? '';
      const productId = input.productId ?? '';
      const regionId = input.regionId || null;
      const tiers = input.tiers.map((tier) => draftOf(context.newId(), tier));
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const creator = creatorId
            ? (await loadStream(store, creatorStreamId(creatorId), creatorDecider)).state
            : null;
          const creatorKnown = Boolean(creator?.exists && !creator.deleted && creator.publisherId === publisherId);
          const product = productId ? await productFacts(publisherId, productId) : null;
          const regions = (await loadStream(store, regionsStreamId(publisherId), regionsDecider)).state.regions;
          const region = regionId ? regions.get(regionId) : undefined;
          const decisions: (() => Promise<StreamDecision>)[] = [
            () =>
              decideOn(store, royaltyStreamId(royaltyId), royaltyDecider, () => ({
                type: 'CreateRoyalty' as const,
                royaltyId,
                publisherId,
                creatorId,
                productId,
                regionId,
                tiers,
                adminNotes: (input.adminNotes ?? '').trim(),
                facts: {
                  creatorKnown,
                  regionKnown: region !== undefined,
                  product: product?.facts ?? { usable: false, frozen: false, creatorIds: new Set() },
                },
              })),
          ];
          if (creatorKnown && product?.facts.usable) {
            decisions.push(() =>
              decideOn(store, royaltyTermsStreamId(productId), royaltyTermsDecider, () => ({
                type: 'ReserveRoyaltyTerms' as const,
                publisherId,
                productId,
                creatorId,
                regionId,
                royaltyId,
                duplicateMessage: royaltyMessages.duplicate(
                  creator!.fields!.displayName,
                  product.title,
                  region?.name ?? null,
                ),
              })),
            );
          }
          return allOrErrors<StreamDecision[]>(decisions);
        },
        royaltyLinkChanges,
      );
      return { royaltyId, position };
    },

    async updateRoyalty(context: CommandContext, input: z.infer<typeof updateRoyaltyInputSchema>) {
      const { tiers, adminNotes } = input.changed;
      return decideRoyalty(context, input.id, input.expectedRevision, (state, productFrozen) => {
        const kept = new Set(state.tiers.map((tier) => tier.tierId));
        return {
          type: 'UpdateRoyalty',
          royaltyId: input.id,
          publisherId: context.publisherId,
          tiers: tiers?.map((tier) => draftOf(tier.id && kept.has(tier.id) ? tier.id : context.newId(), tier)) ?? null,
          adminNotes: adminNotes?.trim() ?? null,
          productFrozen,
        };
      });
    },

    async createRoyaltyLineItem(context: CommandContext, input: z.infer<typeof createRoyaltyLineItemInputSchema>) {
      const tierId = context.newId();
      const result = await decideRoyalty(context, input.royaltyId, input.expectedRevision, (_state, productFrozen) => ({
        type: 'AddTier',
        royaltyId: input.royaltyId,
        publisherId: context.publisherId,
        tier: draftOf(tierId, input.royaltyItem),
        productFrozen,
      }));
      return { ...result, tierId };
    },

    async updateRoyaltyLineItem(context: CommandContext, input: z.infer<typeof updateRoyaltyLineItemInputSchema>) {
      return decideRoyalty(context, input.royaltyId, input.expectedRevision, (state, productFrozen) => ({
        type: 'ChangeTier',
        royaltyId: input.royaltyId,
        publisherId: context.publisherId,
        tierId: input.id,
        changes: tierChangesOf(
          input.changed,
          state.tiers.find((tier) => tier.tierId === input.id),
        ),
        productFrozen,
      }));
    },

    async deleteRoyaltyLineItem(context: CommandContext, input: z.infer<typeof deleteRoyaltyLineItemInputSchema>) {
      return decideRoyalty(context, input.royaltyId, input.expectedRevision, (_state, productFrozen) => ({
        type: 'RemoveTier',
        royaltyId: input.royaltyId,
        publisherId: context.publisherId,
        tierId: input.id,
        productFrozen,
      }));
    },

    /** Deleting closes the royalty's links (refused while payments are linked) and frees its creator, product and region. */
    async deleteRoyalty(context: CommandContext, input: { id: string }) {
      const { publisherId } = context;
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const current = (await loadStream(store, royaltyStreamId(input.id), royaltyDecider)).state;
          const frozen = current.publisherId === publisherId && (await productFrozen(publisherId, current));
          const royalty = await decideOn(store, royaltyStreamId(input.id), royaltyDecider, () => ({
            type: 'DeleteRoyalty' as const,
            royaltyId: input.id,
            publisherId,
            productFrozen: frozen,
          }));
          const { state } = royalty;
          const terms = await decideOn(store, royaltyTermsStreamId(state.productId!), royaltyTermsDecider, () => ({
            type: 'ReleaseRoyaltyTerms' as const,
            publisherId,
            productId: state.productId!,
            creatorId: state.creatorId!,
            regionId: state.regionId,
            royaltyId: input.id,
          }));
          return [royalty, terms];
        },
        royaltyLinkChanges,
      );
      return { royaltyId: input.id, position };
    },

    async createRoyaltyPayment(context: CommandContext, input: z.infer<typeof createRoyaltyPaymentInputSchema>) {
      const paymentId = context.newId();
      const royaltyId = input.royaltyId ?? '';
      const changes = paymentChanges(input);
      const fields: RoyaltyPaymentInput = {
        amountCents: changes.amountCents ?? null,
        methodId: changes.methodId ?? null,
        // The payment was sent today unless a date is given.
        sentDate: changes.sentDate || isoDateOf(context.now()),
      };
      const { position } = await runDecider(
        store,
        context,
        royaltyPaymentStreamId(paymentId),
        royaltyPaymentDecider,
        {
          type: 'RecordRoyaltyPayment',
          paymentId,
          publisherId: context.publisherId,
          royaltyId,
          fields,
          facts: await paymentFacts(context, royaltyId || null, fields.methodId),
        },
        undefined,
        royaltyPaymentLinkChanges,
      );
      return { paymentId, royaltyId, position };
    },

    async updateRoyaltyPayment(context: CommandContext, input: z.infer<typeof updateRoyaltyPaymentInputSchema>) {
      const changes = paymentChanges(input.changed);
      // An empty date leaves the date as it is.
      if (changes.sentDate === '') delete changes.sentDate;
      const { position } = await runDecider(
        store,
        context,
        royaltyPaymentStreamId(input.id),
        royaltyPaymentDecider,
        {
          type: 'ChangeRoyaltyPayment',
          paymentId: input.id,
          publisherId: context.publisherId,
          changes,
          facts: await paymentFacts(context, null, changes.methodId),
        },
        undefined,
        royaltyPaymentLinkChanges,
      );
      return { paymentId: input.id, position };
    },

    async deleteRoyaltyPayment(context: CommandContext, input: { id: string }) {
      const { position } = await runDecider(
        store,
        context,
        royaltyPaymentStreamId(input.id),
        royaltyPaymentDecider,
        { type: 'DeleteRoyaltyPayment', paymentId: input.id, publisherId: context.publisherId },
        undefined,
        royaltyPaymentLinkChanges,
      );
      return { paymentId: input.id, position };
    },
  };
}
