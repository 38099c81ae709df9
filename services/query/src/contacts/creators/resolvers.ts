import { creatorMessages } from '@colophon/domain';
import { formatCents } from '@colophon/domain';

import { toUser } from '../../account/resolvers.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { runMutation } from '../../shared/mutations.ts';
import { itemsAskFor } from '../../shared/selections.ts';
import { contactFieldNames, contactFieldResolvers } from '../contactFields.ts';
import { findCreator, listCreators } from './rows.ts';

const deleteBlockedMessage = creatorMessages.deleteBlocked;

export const creatorResolvers: Resolvers = {
  Query: {
    creators: (_parent, { page, params }, { db, caller, loaders }, info) =>
      listCreators(db, caller.publisherId, page ?? 1, params, loaders, itemsAskFor(info, contactFieldNames)),
    creator: async (_parent, { id }, { db, caller }) => (await findCreator(db, caller.publisherId, id)) ?? null,
  },
  Creator: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    displayName: (row) => row.display_name,
    paymentName: (row) => row.payment_name,
    photoUrl: (row) => row.photo_url,
    lastEditor: async (row, _args, { loaders }) => {
      const user = row.last_editor_id ? await loaders.userById.load(row.last_editor_id) : null;
      return user ? toUser(user) : null;
    },
    paymentType: (row, _args, { loaders }) =>
      row.payment_type_id ? loaders.lookupValueById.load(row.payment_type_id) : null,
    ...contactFieldResolvers,
    balance: async (row, _args, { loaders }) => formatCents(await loaders.balanceByCreator.load(row.id)),
    deleteBlockedReason: (row) => (row.linked_records > 0 ? deleteBlockedMessage : null),
  },
  Mutation: {
    createCreator: (_parent, { input }, context) =>
      runMutation(context, 'createCreator', input, async ({ creatorId }) => ({
        creator: (await findCreator(context.db, context.caller.publisherId, creatorId)) ?? null,
      })),
    updateCreator: (_parent, { id, expectedRevision, changed, contacts }, context) =>
      runMutation(context, 'updateCreator', { id, expectedRevision, changed, contacts }, async () => ({
        creator: (await findCreator(context.db, context.caller.publisherId, id)) ?? null,
      })),
    deleteCreator: async (_parent, { id }, context) => {
      const name = (await findCreator(context.db, context.caller.publisherId, id))?.display_name ?? '';
      const result = await runMutation(context, 'deleteCreator', { id }, async () => ({ ok: true, message: name }));
      return 'ok' in result ? result : { ...result, ok: false, message: result.errors[0]?.message ?? '' };
    },
  },
};
