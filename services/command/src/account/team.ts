import { inviteMessages, maxTeamSize, teamMessages } from '@colophon/domain';
import type { DomainEvent, Role } from '@colophon/events';

import { isValidEmail } from '../contacts/contactItems.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, forbidden, notFound, validationError } from '../shared/errors.ts';
import { normaliseEmail } from './registration.ts';

export interface Invitation {
  email: string;
  role: Role;
  key: string;
  status: 'pending' | 'accepted' | 'cancelled';
}

/** A publisher's team, on the publisher's stream: who belongs with which role, and who is invited. */
export interface TeamState {
  exists: boolean;
  name: string;
  members: ReadonlyMap<string, Role>;
  invitations: ReadonlyMap<string, Invitation>;
}

export type TeamCommand =
  | {
      type: 'SendInvitation';
      invitationId: string;
      publisherId: string;
      email: string;
      role: Role;
      key: string;
      by: string;
    }
  | { type: 'ResendInvitation'; invitationId: string; publisherId: string }
  | { type: 'CancelInvitation'; invitationId: string; publisherId: string }
  | { type: 'AcceptInvitation'; key: string; publisherId: string; userId: string }
  | { type: 'ChangeRole'; publisherId: string; userId: string; role: Role; by: string }
  | { type: 'RemoveMember'; publisherId: string; userId: string; by: string };

export const invitationByKey = (state: TeamState, key: string) =>
  [...state.invitations].find(([, invitation]) => invitation.key === key);

const pendingInvitations = (state: TeamState) =>
  [...state.invitations.values()].filter((invitation) => invitation.status === 'pending');

function pendingInvitation(state: TeamState, invitationId: string): Invitation {
  const invitation = state.invitations.get(invitationId);
  if (!invitation || invitation.status !== 'pending') throw notFound(teamMessages.invitationNotFound);
  return invitation;
}

/** Changing someone's place in the team: never the owner's, never one's own. */
function assertChangeable(state: TeamState, userId: string, by: string): void {
  if (!state.members.has(userId)) throw notFound(teamMessages.userNotFound);
  if (userId === by) throw forbidden(teamMessages.notYourself);
  if (state.members.get(userId) === 'owner') throw forbidden(teamMessages.ownerRoleFixed);
}

export const teamDecider: Decider<TeamState, TeamCommand> = {
  initialState: { exists: false, name: '', members: new Map(), invitations: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'PublisherCreated':
        return { ...state, exists: true, name: event.data.name };
      case 'PublisherMemberAdded':
      case 'PublisherMemberRoleChanged':
        return { ...state, members: new Map(state.members).set(event.data.userId, event.data.role) };
      case 'PublisherMemberRemoved': {
        const members = new Map(state.members);
        members.delete(event.data.userId);
        return { ...state, members };
      }
      case 'InvitationSent': {
        const { invitationId, email, role, key } = event.data;
        return {
          ...state,
          invitations: new Map(state.invitations).set(invitationId, { email, role, key, status: 'pending' }),
        };
      }
      case 'InvitationCancelled':
      case 'InvitationAccepted': {
        const invitation = state.invitations.get(event.data.invitationId);
        if (!invitation) return state;
        const status = event.type === 'InvitationCancelled' ? 'cancelled' : 'accepted';
        return {
          ...state,
          invitations: new Map(state.invitations).set(event.data.invitationId, { ...invitation, status }),
        };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists) throw notFound('Publisher not found');
    const { publisherId } = command;
    switch (command.type) {
      case 'SendInvitation': {
        const email = normaliseEmail(command.email);
        if (!email) throw validationError(inviteMessages.emailRequired, 'email');
        if (!isValidEmail(email)) throw validationError(inviteMessages.invalidEmail, 'email');
        if (command.role === 'owner') throw validationError(teamMessages.oneOwner, 'role');
        const already = pendingInvitations(state).find((invitation) => invitation.email === email);
        if (already) throw new DomainError('CONFLICT', teamMessages.alreadyInvited(email), 'email');
        if (state.members.size + pendingInvitations(state).length >= maxTeamSize)
          throw forbidden(inviteMessages.teamFull);
        return [
          {
            type: 'InvitationSent',
            data: {
              invitationId: command.invitationId,
              publisherId,
              email,
              role: command.role,
              key: command.key,
              invitedBy: command.by,
            },
          } satisfies DomainEvent,
        ];
      }
      case 'ResendInvitation':
        pendingInvitation(state, command.invitationId);
        return [{ type: 'InvitationResent', data: { invitationId: command.invitationId, publisherId } }];
      case 'CancelInvitation':
        pendingInvitation(state, command.invitationId);
        return [{ type: 'InvitationCancelled', data: { invitationId: command.invitationId, publisherId } }];
      case 'AcceptInvitation': {
        const found = invitationByKey(state, command.key);
        if (!found || found[1].status === 'cancelled') throw notFound(inviteMessages.invalidLink);
        const [invitationId, invitation] = found;
        if (invitation.status === 'accepted') throw new DomainError('ILLEGAL_STATE', inviteMessages.alreadyAccepted);
        const accepted: DomainEvent = {
          type: 'InvitationAccepted',
          data: { invitationId, publisherId, userId: command.userId },
        };
        // Someone already in the team keeps the role they have.
        if (state.members.has(command.userId)) return [accepted];
        return [
          accepted,
          { type: 'PublisherMemberAdded', data: { publisherId, userId: command.userId, role: invitation.role } },
        ];
      }
      case 'ChangeRole':
        assertChangeable(state, command.userId, command.by);
        if (command.role === 'owner') throw validationError(teamMessages.oneOwner, 'role');
        if (state.members.get(command.userId) === command.role) return [];
        return [
          { type: 'PublisherMemberRoleChanged', data: { publisherId, userId: command.userId, role: command.role } },
        ];
      case 'RemoveMember':
        assertChangeable(state, command.userId, command.by);
        return [{ type: 'PublisherMemberRemoved', data: { publisherId, userId: command.userId } }];
    }
  },
};
