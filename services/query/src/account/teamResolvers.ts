import { allows } from '@colophon/command';
import { authGroups, maxTeamSize, roleLabels, type RoleName, teamMessages } from '@colophon/domain';

import type { QueryContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { deletionPayload, runMutation } from '../shared/mutations.ts';
import { pageOf } from '../shared/paging.ts';
import { toUser } from './resolvers.ts';

interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  role: RoleName;
}

const groupOf = (role: RoleName) => authGroups.find((group) => group.name === role);

async function members(context: QueryContext, userId?: string) {
  const rows: MemberRow[] = await context
    .db('publisher_members')
    .join('users', 'users.id', 'publisher_members.user_id')
    .where('publisher_members.publisher_id', context.caller.publisherId)
    .modify((query) => (userId ? query.where('users.id', userId) : query))
    .orderBy('publisher_members.created_at')
    .select(
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.photo_url',
      'publisher_members.role',
    );
  return rows.map((row) => ({
    id: row.id,
    status: 'active',
    user: toUser(row),
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: row.photo_url,
    isMe: row.id === context.caller.userId,
  }));
}

export const teamResolvers: Resolvers = {
  Query: {
    publisherUsers: async (_parent, _args, context) => {
      const canManage = allows('admin', context.caller);
      const invitations = await context
        .db('publisher_invitations')
        .where({ publisher_id: context.caller.publisherId, status: 'pending' })
        .orderBy('created_at', 'desc');
      return {
        users: await members(context),
        roles: [...authGroups],
        canManage,
        maxTeamSize,
        invitations: invitations.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          authGroupId: groupOf(row.role)?.id ?? 0,
          authGroupName: roleLabels[row.role as RoleName],
          key: canManage ? row.key : null,
          invitedAt: new Date(row.created_at).toISOString(),
          lastSentAt: new Date(row.last_sent_at).toISOString(),
        })),
      };
    },
    sentMail: async (_parent, { page }, { db, caller }) => {
      const { items, totalCount } = await pageOf<{
        id: string;
        kind: string;
        to_address: string;
        subject: string;
        body_text: string;
        requested_at: Date;
        outcome: string | null;
        sent_at: Date | null;
      }>(
        db('mail_outbox')
          .leftJoin('mail_deliveries', 'mail_deliveries.mail_id', 'mail_outbox.id')
          .where('mail_outbox.publisher_id', caller.publisherId)
          .orderBy('mail_outbox.requested_at', 'desc'),
        page,
      );
      return {
        totalCount,
        items: items.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          requestedAt: new Date(row.requested_at).toISOString(),
          status: row.outcome ?? 'queued',
          sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        })),
      };
    },
  },
  Mutation: {
    updateUserRole: (_parent, { id, role }, context) =>
      runMutation(context, 'updateUserRole', { id, role }, async () => ({
        user: (await members(context, id))[0] ?? null,
      })),
    deletePublisherUser: async (_parent, { id }, context) =>
      deletionPayload(
        await runMutation(context, 'deletePublisherUser', { id }, async () => ({
          ok: true,
          message: teamMessages.removed,
        })),
      ),
  },
};
