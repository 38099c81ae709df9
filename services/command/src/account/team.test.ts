import { inviteMessages, teamMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { teamDecider } from './team.ts';

const publisherId = 'p1';
const created: DomainEvent = {
  type: 'PublisherCreated',
  data: {
    publisherId,
    name: 'Lamb House',
    plan: 'Free',
    maxProducts: 10,
    currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
    accountingMethod: 'paid',
  },
};
const member = (userId: string, role: 'owner' | 'admin' | 'member'): DomainEvent => ({
  type: 'PublisherMemberAdded',
  data: { publisherId, userId, role },
});
const invited = (invitationId: string, email: string): DomainEvent => ({
  type: 'InvitationSent',
  data: { invitationId, publisherId, email, role: 'member', key: `key-${invitationId}`, invitedBy: 'owner' },
});
const invite = (email: string) =>
  ({ type: 'SendInvitation', invitationId: 'i9', publisherId, email, role: 'member', key: 'k9', by: 'owner' }) as const;

describe('team', () => {
  const team = given(
    teamDecider,
    created,
    member('owner', 'owner'),
    member('ann', 'member'),
    invited('i1', 'bo@x.org'),
  );

  it('invites an email once, normalised, and never as owner', () => {
    expect(team(invite(' New@X.org '))).toEqual([
      {
        type: 'InvitationSent',
        data: { invitationId: 'i9', publisherId, email: 'new@x.org', role: 'member', key: 'k9', invitedBy: 'owner' },
      },
    ]);
    expect(() => team(invite('bo@x.org'))).toThrow(teamMessages.alreadyInvited('bo@x.org'));
    expect(() => team(invite(''))).toThrow(inviteMessages.emailRequired);
    expect(() => team(invite('bo@'))).toThrow(inviteMessages.invalidEmail);
    expect(() => team({ ...invite('c@x.org'), role: 'owner' })).toThrow(teamMessages.oneOwner);
  });

  it('counts members and pending invitations against the team size', () => {
    const crowded = given(
      teamDecider,
      created,
      member('owner', 'owner'),
      member('ann', 'member'),
      invited('i1', 'a@x.org'),
      invited('i2', 'b@x.org'),
      invited('i3', 'c@x.org'),
    );
    expect(() => crowded(invite('d@x.org'))).toThrow(inviteMessages.teamFull);
    const afterCancel = given(
      teamDecider,
      created,
      member('owner', 'owner'),
      member('ann', 'member'),
      invited('i1', 'a@x.org'),
      invited('i2', 'b@x.org'),
      invited('i3', 'c@x.org'),
      { type: 'InvitationCancelled', data: { invitationId: 'i3', publisherId } },
    );
    expect(afterCancel(invite('d@x.org'))).toHaveLength(1);
  });

  it('accepts a key once; a cancelled or unknown key is an invalid link', () => {
    const accept = { type: 'AcceptInvitation', key: 'key-i1', publisherId, userId: 'bo' } as const;
    expect(team(accept)).toEqual([
      { type: 'InvitationAccepted', data: { invitationId: 'i1', publisherId, userId: 'bo' } },
      { type: 'PublisherMemberAdded', data: { publisherId, userId: 'bo', role: 'member' } },
    ]);
    const accepted = given(teamDecider, created, invited('i1', 'bo@x.org'), ...team(accept));
    expect(() => accepted(accept)).toThrow(inviteMessages.alreadyAccepted);
    const cancelled = given(teamDecider, created, invited('i1', 'bo@x.org'), {
      type: 'InvitationCancelled',
      data: { invitationId: 'i1', publisherId },
    });
    expect(() => cancelled(accept)).toThrow(inviteMessages.invalidLink);
    expect(() => team({ ...accept, key: 'guess' })).toThrow(inviteMessages.invalidLink);
  });

  it("never changes the owner's role or one's own, and never removes them", () => {
    expect(team({ type: 'ChangeRole', publisherId, userId: 'ann', role: 'admin', by: 'owner' })).toEqual([
      { type: 'PublisherMemberRoleChanged', data: { publisherId, userId: 'ann', role: 'admin' } },
    ]);
    expect(team({ type: 'ChangeRole', publisherId, userId: 'ann', role: 'member', by: 'owner' })).toEqual([]);
    expect(() => team({ type: 'ChangeRole', publisherId, userId: 'owner', role: 'admin', by: 'ann' })).toThrow(
      teamMessages.ownerRoleFixed,
    );
    expect(() => team({ type: 'RemoveMember', publisherId, userId: 'ann', by: 'ann' })).toThrow(
      teamMessages.notYourself,
    );
    expect(() => team({ type: 'RemoveMember', publisherId, userId: 'ghost', by: 'owner' })).toThrow(
      teamMessages.userNotFound,
    );
    expect(team({ type: 'RemoveMember', publisherId, userId: 'ann', by: 'owner' })).toEqual([
      { type: 'PublisherMemberRemoved', data: { publisherId, userId: 'ann' } },
    ]);
  });
});
