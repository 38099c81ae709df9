import { inboxItems } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

describe('a new publisher: onboarding, the inbox and help', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let owner: ApiClient;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    owner = await session.registerAccount({ publisher: 'Fern Press', first_name: 'Iris' }, { onboarded: false });
    await signInAs(page, session.url, owner);
  });
  afterAll(() => session?.close());

  it('walks the onboarding steps as records appear, and stays closed once closed', async () => {
    await page.goto(`${session.url}/dashboard`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Colophon' });
    await welcome.getByRole('button', { name: 'Start' }).click();
    await welcome.getByRole('link', { name: 'ADD A CREATOR' }).waitFor();

    const { paymentTypes } = await owner.data('{ paymentTypes { id } }');
    await owner.data('mutation($input: CreateCreatorInput!) { createCreator(input: $input) { position } }', {
      input: { displayName: 'Mary Shelley', email: 'mary@example.org', paymentTypeId: paymentTypes[0].id },
    });
    await page.reload();
    await welcome.getByRole('link', { name: 'ADD A PRODUCT' }).waitFor();

    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'hidden' });
    // Completed on the server: another browser of the publisher no longer sees it.
    await page.evaluate(() =>
      localStorage.removeItem(Object.keys(localStorage).find((key) => key.startsWith('onboarding'))!),
    );
    await page.reload();
    await page.getByRole('navigation').getByText('Fern Press').waitFor();
    await expect.poll(() => welcome.count()).toBe(0);
  });

  it('badges unread announcements and marks them all as read', async () => {
    const inbox = page.getByRole('button', { name: `Inbox, ${inboxItems.length} unread` });
    await inbox.click();
    await page.getByRole('list', { name: 'Announcements' }).getByText(inboxItems[0]!.title).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Inbox, 0 unread' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
  });

  it('sends a Contact Us message to support through the mail outbox', async () => {
    // Close the inbox the previous case left open: it covers the lower navigation entries.
    await page.getByRole('button', { name: 'Inbox, 0 unread' }).click();
    await page.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'hidden' });
    await page.getByRole('navigation').getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await page.getByRole('button', { name: 'CONTACT US' }).click();
    const contact = page.getByRole('form', { name: 'Contact us' });
    await contact.getByRole('button', { name: 'SEND' }).click();
    await contact.getByText('Please write a message.').waitFor();
    await contact.getByLabel('Subject').fill('Statements');
    await contact.getByLabel('Message').fill('How do I send a statement?');
    await contact.getByRole('button', { name: 'SEND' }).click();
    await contact.waitFor({ state: 'hidden' });
    await page.goto(`${session.url}/mail`);
    await page.getByText('[Fern Press] Statements').waitFor();
  });

  it("opens each of the dashboard's quick starts on its new-record form, and Settings from the user menu", async () => {
    const forms = [
      { button: 'NEW ORDER', form: page.getByRole('heading', { name: 'New Order' }) },
      { button: 'NEW PRODUCT', form: page.getByRole('dialog', { name: 'New Product' }) },
      { button: 'NEW EXPENSE', form: page.getByRole('dialog', { name: 'New Expense' }) },
    ];
    for (const { button, form } of forms) {
      await page.goto(`${session.url}/dashboard`);
      await page.getByRole('link', { name: button, exact: true }).click();
      await form.waitFor();
    }

    await page.goto(`${session.url}/dashboard`);
    await page.getByRole('banner').getByRole('button', { name: 'Iris' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  });
});
