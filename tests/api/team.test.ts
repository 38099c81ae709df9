import { accessMessages, inviteMessages, passwordResetMessages, teamMessages } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anonymousPost, ApiClient, strongPassword, uniqueEmail } from '../support/client.ts';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtpSink.ts';
import { modes, type Stack } from '../support/stack.ts';

const team = `{ publisherUsers { canManage maxTeamSize users { id role isMe user { email } } invitations { id email role key } } }`;
const changeRole = `mutation($id: ID!, $role: Role!) { updateUserRole(id: $id, role: $role) { user { id role } errors { message code } position } }`;
const removeUser = `mutation($id: ID!) { deletePublisherUser(id: $id) { ok message errors { code } position } }`;

async function request(method: string, url: string, client?: ApiClient) {
  const response = await fetch(url, { method, headers: client?.headers() ?? {} });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe.each(modes)('team and invitations, $name', ({ available, start }) => {
  let stack: Stack;
  let smtp: SmtpSink;
  beforeAll(async () => {
    if (!available) return;
    smtp = await startSmtpSink();
    stack = await start({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  /** Invites by REST, reads the mail from the SMTP server, signs the invitee up through its link. */
  async function inviteAndJoin(owner: ApiClient, role: 'member' | 'admin' | '2') {
    const email = uniqueEmail('invitee');
    const sent = await owner.rest('/send_invitation/', { email, role });
    expect(sent).toMatchObject({ status: 200 });
    owner.position = sent.body.position;
    const mail = await smtp.mailTo(email);
    const link = linkIn(mail, '/accept_invite');
    const key = link.searchParams.get('invite')!;
    const member = await ApiClient.register(stack, { email, publisher: '', invite: key, first_name: 'Mary' });
    return { member, email, key, mail, link };
  }

  it.skipIf(!available)('invites by email, and the invitee joins the publisher with the invited role', async () => {
    const owner = await ApiClient.register(stack, { publisher: 'Lamb House' });
    const { member, email, key, mail, link } = await inviteAndJoin(owner, '2');
    expect(mail.subject).toBe('Ada Byron invited you to Lamb House on Colophon');
    expect(link.searchParams.get('group')).toBe('member');
    const { me } = await member.data('{ me { role publisher { name } } }');
    expect(me).toEqual({ role: 'member', publisher: { name: 'Lamb House' } });

    const { publisherUsers } = await owner.data(team);
    expect(publisherUsers.users.map((user: any) => [user.user.email, user.role, user.isMe])).toEqual([
      [owner.email, 'owner', true],
      [email, 'member', false],
    ]);
    expect(publisherUsers.invitations).toEqual([]);

    // The key worked once.
    const again = await anonymousPost(`${stack.commandUrl}/accept_invitation/`, { key }, owner.headers());
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ message: inviteMessages.alreadyAccepted }) });
    expect((await request('GET', `${stack.commandUrl}/api/v1/invitations/${key}`)).status).toBe(409);
  });

  it.skipIf(!available)('lets only owners and admins manage the team, and never the owner or oneself', async () => {
    const owner = await ApiClient.register(stack);
    const { member } = await inviteAndJoin(owner, 'member');
    const memberId = (await member.data('{ me { user { id } } }')).me.user.id;
    const ownerId = (await owner.data('{ me { user { id } } }')).me.user.id;

    const refused = await member.rest('/send_invitation/', { email: uniqueEmail(), role: 'member' });
    expect(refused).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: accessMessages.adminOnly } });
    expect((await member.data(changeRole, { id: ownerId, role: 'member' })).updateUserRole.errors).toEqual([
      { code: 'FORBIDDEN', message: accessMessages.adminOnly },
    ]);
    expect((await member.data(team)).publisherUsers).toMatchObject({ canManage: false });

    const promoted = await owner.data(changeRole, { id: memberId, role: 'admin' });
    expect(promoted.updateUserRole).toMatchObject({ user: { id: memberId, role: 'admin' }, errors: [] });
    const admin = member;
    admin.position = owner.position;
    expect((await admin.data(changeRole, { id: ownerId, role: 'admin' })).updateUserRole.errors).toEqual([
      { code: 'FORBIDDEN', message: teamMessages.ownerRoleFixed },
    ]);
    expect((await admin.data(changeRole, { id: memberId, role: 'member' })).updateUserRole.errors).toEqual([
      { code: 'FORBIDDEN', message: teamMessages.notYourself },
    ]);
    expect((await admin.data(removeUser, { id: memberId })).deletePublisherUser).toMatchObject({ ok: false });

    const removed = await owner.data(removeUser, { id: memberId });
    expect(removed.deletePublisherUser).toMatchObject({ ok: true, message: teamMessages.removed });
    admin.position = owner.position;
    const locked = await admin.graphql('{ me { role } }');
    expect(locked.status).toBe(403);
  });

  it.skipIf(!available)(
    "answers a member's next request with the new role, then refuses it once removed, as soon as the owner reads the change back",
    async () => {
      const owner = await ApiClient.register(stack);
      const { member } = await inviteAndJoin(owner, 'member');
      const memberId = (await member.data('{ me { user { id } } }')).me.user.id;
      // The member's requests name no position (a tab that wrote nothing): the query service may
      // answer them from the callers it keeps, which must follow the owner's changes at once.
      const memberReads = () => ((member.position = null), member.graphql('{ me { role } }'));
      expect((await memberReads()).body.data.me.role).toBe('member');
      expect((await memberReads()).body.data.me.role).toBe('member');
      await owner.data(changeRole, { id: memberId, role: 'admin' });
      await owner.data('{ me { role } }');
      expect((await memberReads()).body.data.me.role).toBe('admin');
      await owner.data(removeUser, { id: memberId });
      await owner.data('{ me { role } }');
      expect((await memberReads()).status).toBe(403);
    },
  );

  it.skipIf(!available)('cancels, resends and limits invitations', async () => {
    const owner = await ApiClient.register(stack);
    const email = uniqueEmail('cancelled');
    const sent = await owner.rest('/send_invitation/', { email, role: 'admin' });
    owner.position = sent.body.position;
    await smtp.mailTo(email);
    const resent = await owner.rest('/send_invitation/', { email, role: 'admin', resend: true });
    expect(resent.body).toMatchObject({ status: 'success', key: sent.body.key });
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)).length, {
        timeout: 20_000,
      })
      .toBe(2);

    const cancelled = await request('DELETE', `${stack.commandUrl}/api/v1/delete_invitation/${sent.body.id}/`, owner);
    expect(cancelled.status).toBe(200);
    owner.position = cancelled.body.position;
    // Sent with the cancel's position, so the read model includes it.
    expect(await request('GET', `${stack.commandUrl}/api/v1/invitations/${sent.body.key}`, owner)).toEqual({
      status: 404,
      body: { message: inviteMessages.invalidLink },
    });
    const late = await anonymousPost(`${stack.commandUrl}/api/v1/auth/register/`, {
      email,
      first_name: 'Late',
      last_name: 'Comer',
      password1: strongPassword,
      password2: strongPassword,
      invite: sent.body.key,
    });
    expect(late).toEqual({ status: 400, body: { non_field_errors: [inviteMessages.invalidLink] } });

    expect((await owner.rest('/send_invitation/', { email: 'not-an-email', role: 'member' })).body).toMatchObject({
      message: inviteMessages.invalidEmail,
    });
    for (let invited = 1; invited < 5; invited++) {
      expect((await owner.rest('/send_invitation/', { email: uniqueEmail('crowd'), role: 'member' })).status).toBe(200);
    }
    const full = await owner.rest('/send_invitation/', { email: uniqueEmail('crowd'), role: 'member' });
    expect(full).toEqual({ status: 403, body: expect.objectContaining({ message: inviteMessages.teamFull }) });
  });

  it.skipIf(!available)('resets a password through a mailed single-use link and signs out other sessions', async () => {
    const owner = await ApiClient.register(stack);
    const unknown = await anonymousPost(`${stack.commandUrl}/api/v1/auth/password/reset_password/`, {
      email: uniqueEmail('nobody'),
    });
    const known = await anonymousPost(`${stack.commandUrl}/api/v1/auth/password/reset_password/`, {
      email: owner.email,
    });
    // The reply never tells whether the email has an account.
    expect(known).toEqual(unknown);
    const link = linkIn(await smtp.mailTo(owner.email), '/reset_password/');
    const token = link.searchParams.get('token')!;
    const confirm = (password: string, password2 = password) =>
      anonymousPost(`${stack.commandUrl}/api/v1/auth/password/confirm/`, {
        user: { email: owner.email, password, password2, token },
      });

    expect(await confirm('New-quill-43', 'Other-quill-43')).toEqual({
      status: 400,
      body: { password2: [passwordResetMessages.mismatch] },
    });
    // Read once without a position, so the query service may keep the session: the reset must end it there too.
    owner.position = null;
    expect((await owner.graphql('{ me { role } }')).status).toBe(200);
    expect((await confirm('New-quill-43')).status).toBe(200);
    expect((await owner.graphql('{ me { role } }')).status).toBe(401);
    expect((await confirm('Third-quill-44')).body).toEqual({ token: [passwordResetMessages.invalidToken] });

    const login = (password: string) =>
      anonymousPost(`${stack.commandUrl}/api/v1/auth/login/`, { email: owner.email, password });
    expect((await login(strongPassword)).status).toBe(400);
    expect((await login('New-quill-43')).status).toBe(200);
  });
});
