import { randomBytes } from 'node:crypto';

import { clientId, type EventStore, roleSchema } from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { invitationMail, mailStream } from '../mail/mails.ts';
import type { CommandContext } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { runDecider } from '../shared/runDecider.ts';
import { publisherStreamId } from './registration.ts';
import { type TeamCommand, teamDecider } from './team.ts';

export const updateUserRoleInputSchema = z.object({ id: clientId(), role: roleSchema });
export const deletePublisherUserInputSchema = z.object({ id: clientId() });

export const sendInvitationInputSchema = z.object({
  email: z.string().max(320),
  role: roleSchema.default('member'),
  /** Resend the pending invitation to this email instead of making a new one. */
  resend: z.boolean().default(false),
});

export const acceptLink = (appUrl: string, invitation: { key: string; role: string; publisherId: string }) =>
  `${appUrl}/accept_invite?invite=${encodeURIComponent(invitation.key)}&group=${invitation.role}&pubid=${invitation.publisherId}`;

/** Team management: invitations (mailed through the outbox), role changes and removals. */
export function teamCommands(store: EventStore, db: Knex) {
  const streamOf = (context: Pick<CommandContext, 'publisherId'>) => publisherStreamId(context.publisherId);

  async function inviterOf(context: CommandContext) {
    const user = await db('users')
      .where({ id: context.userId })
      .first<{ email: string; first_name: string; last_name: string }>();
    return { name: user ? `${user.first_name} ${user.last_name}`.trim() : 'A colleague', email: user?.email ?? '' };
  }

  /** Decides a team command on the publisher's stream; with an invitation id, mails that invitation too. */
  async function decideOnTeam(
    context: CommandContext,
    command: TeamCommand,
    mailed?: { invitationId: string; appUrl: string },
  ) {
    const inviter = mailed ? await inviterOf(context) : null;
    const { position } = await runDecider(
      store,
      context,
      streamOf(context),
      teamDecider,
      command,
      undefined,
      undefined,
      (state, events) => {
        if (!mailed || !inviter) return [];
        const team = events.reduce(teamDecider.evolve, state);
        const invitation = team.invitations.get(mailed.invitationId)!;
        const publisherId = context.publisherId;
        return [
          mailStream(
            invitationMail({
              mailId: context.newId(),
              publisherId,
              publisherName: team.name,
              inviterName: inviter.name,
              inviterEmail: inviter.email,
              email: invitation.email,
              role: invitation.role,
              link: acceptLink(mailed.appUrl, { ...invitation, publisherId }),
            }),
          ),
        ];
      },
    );
    return { position };
  }

  return {
    async sendInvitation(
      context: CommandContext,
      input: z.output<typeof sendInvitationInputSchema> & { appUrl: string },
    ) {
      const publisherId = context.publisherId;
      const email = input.email.trim().toLowerCase();
      if (input.resend) {
        const { state } = await loadStream(store, streamOf(context), teamDecider);
        const [invitationId, invitation] = [...state.invitations].find(
          ([, pending]) => pending.email === email && pending.status === 'pending',
        ) ?? ['none', null];
        const { position } = await decideOnTeam(
          context,
          { type: 'ResendInvitation', invitationId, publisherId },
          { invitationId, appUrl: input.appUrl },
        );
        return { invitationId, key: invitation!.key, position };
      }
      const invitationId = context.newId();
      const key = randomBytes(24).toString('base64url');
      const command = {
        type: 'SendInvitation',
        invitationId,
        publisherId,
        email,
        role: input.role,
        key,
        by: context.userId,
      } as const;
      const { position } = await decideOnTeam(context, command, { invitationId, appUrl: input.appUrl });
      return { invitationId, key, position };
    },

    cancelInvitation: (context: CommandContext, input: { invitationId: string }) =>
      decideOnTeam(context, {
        type: 'CancelInvitation',
        invitationId: input.invitationId,
        publisherId: context.publisherId,
      }),

    updateUserRole: (context: CommandContext, input: z.output<typeof updateUserRoleInputSchema>) =>
      decideOnTeam(context, {
        type: 'ChangeRole',
        publisherId: context.publisherId,
        userId: input.id,
        role: input.role,
        by: context.userId,
      }),

    deletePublisherUser: (context: CommandContext, input: z.output<typeof deletePublisherUserInputSchema>) =>
      decideOnTeam(context, {
        type: 'RemoveMember',
        publisherId: context.publisherId,
        userId: input.id,
        by: context.userId,
      }),

    /** A signed-in user (new or existing) accepts: the key alone names the invitation. */
    async acceptInvitation(
      context: Omit<CommandContext, 'role' | 'isSuperuser'>,
      input: { key: string; publisherId: string },
    ) {
      const { position } = await runDecider(store, context, publisherStreamId(input.publisherId), teamDecider, {
        type: 'AcceptInvitation',
        key: input.key,
        publisherId: input.publisherId,
        userId: context.userId,
      });
      return { position };
    },
  };
}
