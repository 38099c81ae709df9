import { defaultReserveCapBasisPoints, isoDateOf, parsePercent, reserveAllowedOn } from '@colophon/domain';
import { advanceStreamId, boundedList, boundedText, clientId, type EventStore, typedDate } from '@colophon/events';
import { z } from 'zod';

import { productDecider, productStreamId } from '../catalogue/product.ts';
import { creatorDecider, creatorStreamId } from '../contacts/creator.ts';
import type { CommandContext } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { centsOf, dateOf } from '../shared/inputs.ts';
import { runDecider } from '../shared/runDecider.ts';
import { advanceDecider } from './advance.ts';
import { royaltyDecider, royaltyStreamId } from './royalty.ts';
import { royaltyReserveDecider } from './royaltyReserve.ts';

export const createAdvanceInputSchema = z.object({
  creatorId: clientId(),
  name: boundedText(),
  amount: boundedText(30),
  royaltyIds: boundedList(clientId(), 100),
});
export const payAdvanceInputSchema = z.object({
  advanceId: clientId(),
  amount: boundedText(30),
  /** Today when empty. */
  paidDate: typedDate().nullish(),
});
export const deleteAdvanceInputSchema = z.object({ id: clientId() });
export const setRoyaltyReserveInputSchema = z.object({
  royaltyId: clientId(),
  /** Null removes the reserve. */
  reserve: z
    .object({
      percent: boundedText(30),
      /** 20 % when not given. */
      cap: boundedText(30).nullish(),
      release: z.enum(['full', 'parts']).nullish(),
      /** Periods until the release (full) or over which it is released (parts); 2 when not given. */
      periods: z.number().int().min(1).max(40).nullish(),
      allowDigital: z.boolean().nullish(),
    })
    .nullable(),
});

/** Percent text → basis points; null when not a percent (the decider refuses it with its message). */
const basisPointsOf = (text: string | null | undefined, fallback: number) =>
  text == null || text.trim() === '' ? fallback : parsePercent(text.trim());

export function advanceCommands(store: EventStore) {
  async function royaltyOf(royaltyId: string) {
    return (await loadStream(store, royaltyStreamId(royaltyId), royaltyDecider)).state;
  }

  return {
    /** An advance agreed with a creator, shared by royalties of theirs (all checked on their streams). */
    async createAdvance(context: CommandContext, input: z.infer<typeof createAdvanceInputSchema>) {
      const advanceId = context.newId();
      const { publisherId } = context;
      const creator = (await loadStream(store, creatorStreamId(input.creatorId), creatorDecider)).state;
      const royalties = await Promise.all(input.royaltyIds.map(async (id) => ({ id, state: await royaltyOf(id) })));
      const amount = input.amount.trim();
      const { position } = await runDecider(store, context, advanceStreamId(advanceId), advanceDecider, {
        type: 'CreateAdvance',
        advanceId,
        publisherId,
        creatorId: input.creatorId,
        name: input.name,
        amountCents: amount === '' ? null : centsOf(amount, 'amount'),
        royaltyIds: input.royaltyIds,
        facts: {
          creatorKnown: Boolean(creator.exists && !creator.deleted && creator.publisherId === publisherId),
          royaltiesOfCreator: new Set(
            royalties
              .filter(
                ({ state }) =>
                  state.exists &&
                  !state.deleted &&
                  state.publisherId === publisherId &&
                  state.creatorId === input.creatorId,
              )
              .map(({ id }) => id),
          ),
        },
      });
      return { advanceId, position };
    },

    async payAdvance(context: CommandContext, input: z.infer<typeof payAdvanceInputSchema>) {
      const instalmentId = context.newId();
      const amount = input.amount.trim();
      const { position } = await runDecider(store, context, advanceStreamId(input.advanceId), advanceDecider, {
        type: 'PayAdvance',
        advanceId: input.advanceId,
        publisherId: context.publisherId,
        instalmentId,
        amountCents: amount === '' ? null : centsOf(amount, 'amount'),
        paidDate: dateOf(input.paidDate, 'paidDate') || isoDateOf(context.now()),
      });
      return { advanceId: input.advanceId, instalmentId, position };
    },

    async deleteAdvance(context: CommandContext, input: z.infer<typeof deleteAdvanceInputSchema>) {
      const { position } = await runDecider(store, context, advanceStreamId(input.id), advanceDecider, {
        type: 'DeleteAdvance',
        advanceId: input.id,
        publisherId: context.publisherId,
      });
      return { advanceId: input.id, position };
    },

    /** The royalty's reserve: its format (ebook, audiobook) and frozen state come from its product's stream. */
    async setRoyaltyReserve(context: CommandContext, input: z.infer<typeof setRoyaltyReserveInputSchema>) {
      const royalty = await royaltyOf(input.royaltyId);
      const product =
        royalty.productId && royalty.publisherId === context.publisherId
          ? (await loadStream(store, productStreamId(royalty.productId), productDecider)).state
          : null;
      const fields = product?.fields;
      const { reserve } = input;
      const { position } = await runDecider(store, context, royaltyStreamId(input.royaltyId), royaltyReserveDecider, {
        type: 'SetRoyaltyReserve',
        royaltyId: input.royaltyId,
        publisherId: context.publisherId,
        reserve: reserve && {
          percentBasisPoints: basisPointsOf(reserve.percent, 0),
          capBasisPoints: basisPointsOf(reserve.cap, defaultReserveCapBasisPoints),
          release: { kind: reserve.release ?? 'full', periods: reserve.periods ?? 2 },
          allowDigital: reserve.allowDigital ?? false,
        },
        facts: {
          digitalFormat: fields
            ? !reserveAllowedOn({ formatCode: fields.formatCode, digitalProduct: fields.digital }, false)
            : false,
          productFrozen: Boolean(product?.frozen),
        },
      });
      return { royaltyId: input.royaltyId, position };
    },
  };
}
