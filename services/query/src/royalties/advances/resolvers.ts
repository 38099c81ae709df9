import { type AdvanceFigures, advanceMessages, formatBasisPoints, formatCents, type payoutOf } from '@colophon/domain';
import type { RoyaltyReserveFields } from '@colophon/events';

import type { QueryContext } from '../../context.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { deletionPayload, runMutation } from '../../shared/mutations.ts';

interface AdvanceRow {
  id: string;
  creator_id: string;
  name: string;
  amount_cents: string;
  royalty_ids: string[];
  unrecouped_cents: string | null;
  unrecouped_as_of: string | null;
}

const money = (cents: number | string) => formatCents(Number(cents));

/** The creator's advances with their instalments, from the royalties read model. */
async function advancesOf(context: QueryContext, where: { creator_id?: string; id?: string }) {
  const rows: AdvanceRow[] = await context
    .db('royalty_advances')
    .where({ publisher_id: context.caller.publisherId, ...where })
    .orderBy(['created_at', 'id']);
  const instalments: { id: string; advance_id: string; amount_cents: string; paid_date: string }[] = await context
    .db('royalty_advance_instalments')
    .whereIn(
      'advance_id',
      rows.map((row) => row.id),
    )
    .orderBy(['paid_date', 'id']);
  return rows.map((row) => {
    const own = instalments.filter((instalment) => instalment.advance_id === row.id);
    const unrecouped = row.unrecouped_cents === null ? null : Number(row.unrecouped_cents);
    return {
      id: row.id,
      creatorId: row.creator_id,
      name: row.name,
      amount: money(row.amount_cents),
      paid: money(own.reduce((sum, instalment) => sum + Number(instalment.amount_cents), 0)),
      instalments: own.map((instalment) => ({
        id: instalment.id,
        amount: money(instalment.amount_cents),
        paidDate: instalment.paid_date,
      })),
      royaltyIds: row.royalty_ids,
      unrecouped: unrecouped === null ? null : money(unrecouped),
      unrecoupedAsOf: row.unrecouped_as_of,
      status:
        unrecouped === null
          ? advanceMessages.notOnStatement
          : unrecouped === 0
            ? advanceMessages.earnedOut
            : advanceMessages.remaining(money(unrecouped)),
    };
  });
}

const advancePayload = (context: QueryContext, advanceId: string) => async () => ({
  advance: (await advancesOf(context, { id: advanceId }))[0] ?? null,
});

/** A statement's advances and payout as the API shows them (decimal text). */
export const statementAdvancesOf = (advances: readonly AdvanceFigures[] | undefined) =>
  (advances ?? []).map((advance) => ({
    advanceId: advance.advanceId,
    name: advance.name,
    amount: money(advance.amountCents),
    paid: money(advance.paidCents),
    recouped: money(advance.recoupedCents),
    recoupedLife: money(advance.recoupedLifeCents),
    unrecouped: money(advance.unrecoupedCents),
  }));
export const statementPayoutOf = (payout: ReturnType<typeof payoutOf> | null | undefined) =>
  payout
    ? {
        balance: money(payout.balanceCents),
        minimumPayout: money(payout.minimumPayoutCents),
        payable: money(payout.payableCents),
        carriedForward: money(payout.carriedForwardCents),
      }
    : null;

export const advanceResolvers: Resolvers = {
  Query: {
    advances: async (_parent, { creatorId }, context) =>
      (await context.loaders.creatorById.load(creatorId))?.publisher_id === context.caller.publisherId
        ? advancesOf(context, { creator_id: creatorId })
        : null,
    minimumPayout: async (_parent, _args, { db, caller }) =>
      money(
        (await db('royalty_publishers').where({ id: caller.publisherId }).first('minimum_payout_cents'))
          ?.minimum_payout_cents ?? 0,
      ),
  },
  Mutation: {
    createAdvance: (_parent, { input }, context) =>
      runMutation(context, 'createAdvance', input, async ({ advanceId }) => advancePayload(context, advanceId)()),
    payAdvance: (_parent, args, context) =>
      runMutation(context, 'payAdvance', args, async ({ advanceId }) => advancePayload(context, advanceId)()),
    deleteAdvance: async (_parent, { id }, context) =>
      deletionPayload(
        await runMutation(context, 'deleteAdvance', { id }, async () => ({ ok: true, message: 'Advance deleted' })),
      ),
    setRoyaltyReserve: (_parent, { royaltyId, reserve }, context) =>
      runMutation(context, 'setRoyaltyReserve', { royaltyId, reserve: reserve ?? null }, async () => ({
        royalty: await context.loaders.royaltyById.load(royaltyId),
        message: royaltyId,
      })),
    changePublisherMinimumPayout: (_parent, { minimumPayout }, context) =>
      runMutation(context, 'changePublisherMinimumPayout', { minimumPayout }, async () => ({
        minimumPayout: money(
          (
            await context
              .db('royalty_publishers')
              .where({ id: context.caller.publisherId })
              .first('minimum_payout_cents')
          )?.minimum_payout_cents ?? 0,
        ),
      })),
  },
  Royalty: {
    reserve: async (row, _args, { db }) => {
      const found: { reserve: RoyaltyReserveFields } | undefined = await db('royalty_reserves')
        .where({ id: row.id })
        .first('reserve');
      if (!found) return null;
      const { reserve } = found;
      return {
        percent: formatBasisPoints(reserve.percentBasisPoints),
        cap: formatBasisPoints(reserve.capBasisPoints),
        release: reserve.release.kind,
        periods: reserve.release.kind === 'full' ? reserve.release.afterPeriods : reserve.release.periods,
        allowDigital: reserve.allowDigital,
      };
    },
  },
  RoyaltyStatement: {
    advances: (statement) => statementAdvancesOf(statement.advances),
    payout: (statement) => statementPayoutOf(statement.payout),
  },
};
