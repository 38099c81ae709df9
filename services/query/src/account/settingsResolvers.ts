import { allows, type CommandName, commandPolicy, refusalOf } from '@colophon/command';
import { profileMessages, regionMessages, settingsMessages } from '@colophon/domain';

import type { QueryContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { deletionPayload, type MutationErrors, runMutation } from '../shared/mutations.ts';
import { type PublisherRow, toPublisher, toUser } from './resolvers.ts';

interface RegionRow {
  id: string;
  name: string;
  countries: string[];
}

const regionsOf = (context: QueryContext, publisherId: string): Promise<RegionRow[]> =>
  context.db('regions').where({ publisher_id: publisherId }).orderBy('name').select('id', 'name', 'countries');

async function currentPublisher(context: QueryContext) {
  const row = await context.db('publishers').where({ id: context.caller.publisherId }).first<PublisherRow>();
  return row ? toPublisher(row) : null;
}

async function regionPayload(context: QueryContext, regionId: string) {
  const row = await context
    .db('regions')
    .where({ id: regionId, publisher_id: context.caller.publisherId })
    .first<RegionRow | undefined>('id', 'name', 'countries');
  return { region: row ?? null };
}

/**
 * An id that is not the caller's own publisher or user: the role policy answers first (as it does
 * for every command), then the id is not found.
 */
function refusal(context: QueryContext, command: CommandName, message: string): MutationErrors {
  const level = commandPolicy[command];
  if (!allows(level, context.caller)) {
    return { errors: [{ field: null, message: refusalOf(level).message, code: 'FORBIDDEN' }], position: null };
  }
  return { errors: [{ field: 'id', message, code: 'NOT_FOUND' }], position: null };
}

/** One's own profile: the id must be the signed-in user's; the reply's message is the spec's for the call. */
async function updateOwnProfile(
  context: QueryContext,
  id: string,
  changed: { firstName?: string | null; lastName?: string | null; photoUrl?: string | null },
  message: string,
) {
  if (id !== context.caller.userId) return refusal(context, 'updateProfile', profileMessages.userNotFound);
  return runMutation(context, 'updateProfile', changed, async () => {
    const row = await context.db('users').where({ id: context.caller.userId }).first();
    return { user: row ? toUser(row) : null, message };
  });
}

export const settingsResolvers: Resolvers = {
  Query: {
    regions: (_parent, _args, context) => regionsOf(context, context.caller.publisherId),
  },
  Publisher: {
    // A Publisher is only ever one of the caller's own (me), so its id scopes the read.
    regions: (publisher, _args, context) => regionsOf(context, publisher.id),
  },
  Mutation: {
    updateLookupValue: (_parent, { kind, id, value }, context) =>
      runMutation(context, 'renameLookupValue', { kind, id, value }, async ({ item }) => ({ item })),
    deleteLookupValue: async (_parent, { kind, id }, context) =>
      deletionPayload(
        await runMutation(context, 'deleteLookupValue', { kind, id }, async () => ({ ok: true, message: '' })),
      ),
    updatePublisher: async (_parent, { id, changed }, context) => {
      if (id !== context.caller.publisherId) return refusal(context, 'changePublisherCurrency', 'Publisher not found');
      let message: string | null = null;
      let position: string | null = null;
      // Each key is its own command and event, as the screen saves one at a time.
      const changes = [
        changed.currency && {
          run: () => runMutation(context, 'changePublisherCurrency', { code: changed.currency! }, async () => ({})),
          message: settingsMessages.currencyUpdated,
        },
        changed.accountingMethod && {
          run: () =>
            runMutation(
              context,
              'changePublisherAccountingMethod',
              { accountingMethod: changed.accountingMethod! },
              async () => ({}),
            ),
          message: settingsMessages.accountingUpdated,
        },
      ];
      for (const change of changes) {
        if (!change) continue;
        const result = await change.run();
        if (result.errors.length > 0) return result;
        message = change.message;
        position = result.position ?? position;
      }
      return { publisher: await currentPublisher(context), message, errors: [], position };
    },
    updatePublisherSalesRegionSetting: (_parent, { enable }, context) =>
      runMutation(context, 'updatePublisherSalesRegionSetting', { enable }, async () => ({
        publisher: await currentPublisher(context),
        message: settingsMessages.salesByRegionUpdated,
      })),
    createRegion: (_parent, { name, countries }, context) =>
      runMutation(context, 'createRegion', { name, countries }, ({ regionId }) => regionPayload(context, regionId)),
    updateRegion: (_parent, { id, name, countries }, context) =>
      runMutation(context, 'updateRegion', { id, name, countries }, ({ regionId }) => regionPayload(context, regionId)),
    deleteRegion: async (_parent, { id }, context) =>
      deletionPayload(
        await runMutation(context, 'deleteRegion', { id }, async () => ({ ok: true, message: regionMessages.deleted })),
      ),
    deletePublisher: async (_parent, { id, confirmation }, context) => {
      if (id !== context.caller.publisherId) {
        const refused = refusal(context, 'deletePublisher', 'Publisher not found');
        return { ...refused, ok: false, message: refused.errors[0]!.message };
      }
      return deletionPayload(
        await runMutation(context, 'deletePublisher', { confirmation }, async () => ({
          ok: true,
          message: settingsMessages.publisherDeleted,
        })),
      );
    },
    updatePublisherUser: (_parent, { id, changed }, context) =>
      updateOwnProfile(context, id, changed, profileMessages.publisherUserUpdated),
    updateUser: (_parent, { id, changed }, context) =>
      updateOwnProfile(context, id, changed, profileMessages.userUpdated),
  },
};
