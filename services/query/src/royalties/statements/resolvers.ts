import { auditStatement, draftStatement, royaltyStatementEmail, statementPreviewInputSchema } from '@colophon/command';
import { formatCents, isIsoDate, localToday, type StatementLineFigures, statementTotals } from '@colophon/domain';
import { createGraphQLError } from 'graphql-yoga';

import { toUser } from '../../account/resolvers.ts';
import type { QueryContext } from '../../context.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { runMutation } from '../../shared/mutations.ts';
import { statementAdvancesOf, statementPayoutOf } from '../advances/resolvers.ts';
import { findRoyaltyStatement, listRoyaltyStatements } from './statementRows.ts';

const userOf = async ({ loaders }: QueryContext, userId: string | null) => {
  const user = userId ? await loaders.userById.load(userId) : null;
  return user ? toUser(user) : null;
};

const creatorKnown = async ({ loaders, caller }: QueryContext, creatorId: string) =>
  (await loaders.creatorById.load(creatorId))?.publisher_id === caller.publisherId;

const money = (name: keyof StatementLineFigures) => (figures: StatementLineFigures) => formatCents(figures[name]);

/** Where a sent statement's PDF is downloaded (statementRouter.ts). */
export const statementPdfPath = (statementId: string) => `/api/v1/royalty_statements/${statementId}/pdf`;

const periodOf = (startDate: string, endDate: string) => {
  if (!isIsoDate(startDate) || !isIsoDate(endDate))
    throw createGraphQLError('Please enter a date as YYYY-MM-DD', { extensions: { code: 'BAD_USER_INPUT' } });
  return { start: startDate, end: endDate };
};

export const royaltyStatementResolvers: Resolvers = {
  Query: {
    royaltysforstatement: async (_parent, { creatorId, startDate, endDate }, context) => {
      const { db, caller } = context;
      if (!(await creatorKnown(context, creatorId))) return null;
      const royaltyIds: string[] = await db('royalties')
        .where({ publisher_id: caller.publisherId, creator_id: creatorId })
        .orderBy('created_at')
        .pluck('id');
      const { draft } = await draftStatement(db, caller.publisherId, {
        creatorId,
        royaltyIds,
        period: periodOf(startDate, endDate),
        sentDate: localToday(),
        pubNote: '',
      });
      const [user, member] = await Promise.all([
        db('users').where({ id: caller.userId }).first('id', 'email', 'first_name'),
        db('publisher_members').where({ publisher_id: caller.publisherId, user_id: caller.userId }).first(),
      ]);
      return {
        royalties: draft.lines,
        user: { id: caller.userId, email: user?.email ?? '', firstName: member ? (user?.first_name ?? '') : '' },
        publisherName: draft.publisherName,
        currencySymbol: draft.currencySymbol,
        creatorName: draft.creatorName,
        creatorAddress: draft.creatorAddress,
        computedAt: draft.computedAt,
        advances: statementAdvancesOf(draft.advances),
        payout: statementPayoutOf(draft.payout),
      };
    },
    royaltyStatements: async (_parent, { creatorId, page }, context) =>
      (await creatorKnown(context, creatorId))
        ? listRoyaltyStatements(context.db, context.caller.publisherId, creatorId, page ?? 1)
        : null,
    royaltyStatement: (_parent, { id }, { db, caller }) => findRoyaltyStatement(db, caller.publisherId, id),
    royaltyStatementPreview: async (_parent, args, context) => {
      const parsed = statementPreviewInputSchema.safeParse(args);
      if (!parsed.success)
        throw createGraphQLError(parsed.error.issues[0]!.message, { extensions: { code: 'BAD_USER_INPUT' } });
      const input = parsed.data;
      if (!(await creatorKnown(context, input.creatorId))) return null;
      const { draft } = await draftStatement(context.db, context.caller.publisherId, {
        creatorId: input.creatorId,
        royaltyIds: [...new Set(input.royaltyIds)],
        period: periodOf(input.startDate, input.endDate),
        sentDate: input.sentDate?.trim() || localToday(),
        pubNote: input.pubNote?.trim() ?? '',
      });
      return royaltyStatementEmail(draft);
    },
    royaltyStatementAudit: (_parent, { id }, { db, store, caller }) =>
      auditStatement(store, db, id, caller.publisherId),
  },
  Mutation: {
    createRoyaltyStatement: async (_parent, { input }, context) => {
      const result = await runMutation(context, 'createRoyaltyStatement', input, async ({ statementId, emailed }) => ({
        statement: await findRoyaltyStatement(context.db, context.caller.publisherId, statementId),
        emailed,
      }));
      return 'emailed' in result ? result : { ...result, statement: null, emailed: false };
    },
  },
  RoyaltyStatement: {
    id: (statement) => statement.statementId,
    created: (statement) => statement.sentAt,
    sentBy: (statement, _args, context) => userOf(context, statement.sentBy),
    totals: (statement) => statementTotals(statement.lines.map((line) => line.figures)),
    productIds: (statement) => [...new Set(statement.lines.map((line) => line.productId))],
    pdfPath: (statement) => statementPdfPath(statement.statementId),
  },
  StatementFigures: {
    revenue: money('revenueCents'),
    expenses: money('expensesCents'),
    credit: money('creditCents'),
    debit: money('debitCents'),
    lifeRevenue: money('lifeRevenueCents'),
    lifeExpenses: money('lifeExpensesCents'),
    lifeCredit: money('lifeCreditCents'),
    lifeDebit: money('lifeDebitCents'),
    paid: money('paidCents'),
    reserveHeld: money('reserveHeldCents'),
    reserveReleased: money('reserveReleasedCents'),
    reserveReturns: money('reserveReturnsCents'),
    reserveBalance: money('reserveBalanceCents'),
    recouped: money('recoupedCents'),
    recoupedLife: money('recoupedLifeCents'),
    balance: money('balanceCents'),
  },
  StatementPastChange: {
    user: (change, _args, context) => userOf(context, change.userId),
  },
};
