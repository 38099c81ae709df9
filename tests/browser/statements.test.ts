import { readFile } from 'node:fs/promises';

import { statementMessages, statementPaymentMessages } from '@colophon/domain';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { nextIsbn } from '../support/isbn.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtpSink.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

const pdfText = async (pdf: Uint8Array) => (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;

// A royalty with two tiers and a paid order (through the API), then in the browser: the statement
// with its live preview, sent after confirmation, its PDF downloaded and its mail read from a real
// SMTP server, the payments made on the statement payment screen, the balance at 0, and the
// creator's past statement replayed by the audit.
describe('royalty statements in the browser', () => {
  let smtp: SmtpSink;
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let creatorId: string;
  let royaltyId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    session = await startBrowserSession({ smtpUrl: smtp.url });
    page = session.page;
    api = await session.registerAccount({ publisher: 'Tinsley Brothers' });
    const { paymentTypes } = await api.data('{ paymentTypes { id value } }');
    const { createCreator } = await api.data(
      'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
      {
        input: { displayName: 'Wilkie Collins', email: 'wilkie@statements.example', paymentTypeId: paymentTypes[0].id },
      },
    );
    creatorId = createCreator.creator.id;
    const { createProductWorkAndFormat } = await api.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
          productWork { products { id } }
        }
      }`,
      {
        work: { title: 'The Moonstone' },
        product: { formatId: 'BC', retailPrice: '20.00', inventoryQuantity: 500, isbn: nextIsbn() },
        creators: [{ creatorId, onixContributorCodeId: 'A01' }],
      },
    );
    const productId = createProductWorkAndFormat.productWork.products[0].id;
    const { createRoyalty } = await api.data(
      'mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { id } errors { message } } }',
      {
        input: {
          creatorId,
          productId,
          tiers: [
            { thresholdStart: 0, amount: '10', royaltyTerm: 2 },
            { thresholdStart: 100, amount: '15', royaltyTerm: 2 },
          ],
        },
      },
    );
    royaltyId = createRoyalty.royalty.id;
    const { createCustomer } = await api.data(
      'mutation { createCustomer(input: { company: "Bentley Books" }) { customer { id } } }',
    );
    // 120 units at 10.00, paid today: 100 at 10 % and 20 at 15 % of net receipts = 130.00.
    await api.data('mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }', {
      input: {
        customerId: createCustomer.customer.id,
        lines: [{ productId, quantity: 120, discountType: 'netPrice', discount: '10.00' }],
        paid: true,
      },
    });
    await signInAs(page, session.url, api);
  }, 240_000);
  afterAll(async () => {
    await session?.close();
    await smtp?.close();
  });

  it('sends a statement with its preview, PDF and mail, then pays it to a balance of 0', async () => {
    await page.goto(`${session.url}/royalties`);
    await page.getByRole('button', { name: 'NEW STATEMENT' }).click();
    await page.getByRole('heading', { name: 'New Royalty Statement' }).waitFor();
    const create = page.getByRole('button', { name: 'CREATE STATEMENT' });
    expect(await create.isDisabled()).toBe(true);

    await page.getByRole('combobox', { name: 'Creator', exact: true }).fill('Wilkie');
    await page.getByRole('option', { name: 'Wilkie Collins' }).click();
    const include = page.getByRole('checkbox', { name: 'Include The Moonstone' });
    await include.check();
    const preview = page.getByLabel('Email preview');
    await preview.getByText('Balance carried: $130.00').waitFor();
    await page.getByLabel('Note to Creator').fill('With thanks for a fine month.');
    await preview.getByText('With thanks for a fine month.').waitFor();

    // Changing the period clears the selection, and with nothing chosen nothing can be sent.
    const start = page.getByRole('textbox', { name: 'Period start' });
    const defaultStart = await start.inputValue();
    await start.fill('2001-01-01');
    await start.press('Tab');
    await expect.poll(() => include.isChecked()).toBe(false);
    expect(await create.isDisabled()).toBe(true);
    await start.fill(defaultStart);
    await start.press('Tab');
    await include.check();
    await preview.getByText('Balance carried: $130.00').waitFor();

    await page.getByRole('checkbox', { name: 'Generate Payment Record?' }).check();
    await create.click();
    const confirm = page.getByRole('dialog', { name: 'Send royalty statement' });
    await confirm.getByText(statementMessages.confirmSend('wilkie@statements.example')).waitFor();
    await confirm.getByRole('button', { name: 'Send' }).click();

    const payments = page.getByRole('dialog', { name: 'Royalty Payments' });
    const amount = payments.getByRole('textbox', { name: 'Amount for The Moonstone' });
    await expect.poll(() => amount.inputValue()).toBe('130.00');
    await payments.getByRole('button', { name: 'MAKE PAYMENTS' }).click();
    await page.getByText(statementPaymentMessages.made(1, '$130.00', 'Wilkie Collins')).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'DOWNLOAD PDF' }).click(),
    ]);
    const downloaded = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(downloaded).toContain('Tinsley Brothers');
    expect(downloaded).toContain('Wilkie Collins');
    expect(downloaded).toContain('Balance carried: $130.00');

    const mail = await smtp.mailTo('wilkie@statements.example');
    expect(mail.text).toContain('With thanks for a fine month.');
    expect(await pdfText(new Uint8Array(mail.attachments[0]!.content))).toContain('Balance carried: $130.00');

    const { royalty } = await api.data('query($id: ID!) { royalty(id: $id) { balance paid } }', { id: royaltyId });
    expect(royalty).toEqual({ balance: '0.00', paid: '130.00' });
  });

  it('lists the statement on the creator, with its details and an audit replay that matches as sent', async () => {
    await page.goto(`${session.url}/creators/${creatorId}`);
    await page.getByRole('tab', { name: 'PAST STATEMENTS' }).click();
    const row = page.getByRole('row', { name: /With thanks for a fine month\./ });
    await row.getByRole('button', { name: 'Summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Statement Summary' });
    await summary.getByText('Balance carried: $130.00').waitFor();
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Statement Details' });
    await details.getByRole('cell', { name: /The Moonstone/ }).waitFor();
    await details.getByRole('button', { name: 'AUDIT REPLAY' }).click();
    await details.getByText(/Every figure matches what was sent, to the cent/).waitFor();
    // The payment made after the statement, dated within its period, changed its past.
    await details.getByText(/RoyaltyPaymentRecorded by Ada Byron .* changed paid, balance/).waitFor();
  });
});
