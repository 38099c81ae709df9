import { accessMessages } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { strongPassword, uniqueEmail } from '../support/client.ts';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtpSink.ts';
import { signInAs, signOutLocally, startBrowserSession } from './browserSupport.ts';

describe('inviting a colleague: invite → mail → accept → first sign-in as the member', () => {
  let smtp: SmtpSink;
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    session = await startBrowserSession({ smtpUrl: smtp.url });
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
    await smtp?.close();
  });

  it('lets the owner invite, and the invitee join through the mailed link', async () => {
    const owner = await session.registerAccount({ publisher: 'Quarry Press', first_name: 'Olive' });
    await signInAs(page, session.url, owner);
    await page.goto(`${session.url}/settings`);
    const members = page.getByRole('table', { name: 'Team members' });
    await members.getByRole('cell', { name: owner.email }).waitFor();

    const invitee = uniqueEmail('colleague');
    const inviteForm = page.getByRole('form', { name: 'Invite a team member' });
    await inviteForm.getByText('Only 2 additional users are allowed by default.').waitFor();
    await inviteForm.getByRole('button', { name: 'SEND INVITE' }).click();
    await inviteForm.getByText('Email is required').waitFor();
    await inviteForm.getByLabel('Email').fill(invitee);
    await inviteForm.getByRole('button', { name: 'SEND INVITE' }).click();
    await page.getByRole('table', { name: 'Pending invitations' }).getByRole('cell', { name: invitee }).waitFor();

    const link = linkIn(await smtp.mailTo(invitee), '/accept_invite');
    await page.getByRole('button', { name: 'Olive' }).click();
    await page.getByRole('menuitem', { name: 'Sent mail' }).click();
    await page.getByText('Olive Byron invited you to Quarry Press on Colophon').waitFor();

    await signOutLocally(page);
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Join Quarry Press' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Your Account' }).isDisabled()).toBe(true);
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByLabel('First name').fill('Mina');
    await signup.getByLabel('Last name').fill('Harker');
    await signup.getByLabel('Password', { exact: true }).fill(strongPassword);
    await signup.getByLabel('Retype password').fill(strongPassword);
    await signup.getByLabel('I agree to the Terms of Service').check();
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(`${session.url}/settings`);
    await page.getByRole('table', { name: 'Team members' }).getByRole('cell', { name: 'Mina Harker (you)' }).waitFor();
    await page.getByText(accessMessages.adminOnly).waitFor();

    // The link worked once.
    await signOutLocally(page);
    await page.goto(link.toString());
    await page.getByText('Invitation has already been accepted.').waitFor();
  });
});
