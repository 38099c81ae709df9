import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { nextIsbn } from '../support/isbn.ts';
import { creatorWithRoyalty, orderOf } from '../support/royalties.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

// docs/royalties.md: a 10 % reserve and a 500.00 advance on 1,000 units that earn 1.00 each. The reserve
// is set on the royalty's page, the advance made and paid on the creator's page; the statement (sent
// through the API) shows, on the creator's statement screen, 100.00 held, the advance earned out and
// 400.00 payable; the creator's page shows the advance as earned out.
describe('advances and reserves on the statement screen', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let creatorId: string;
  let royaltyId: string;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Minerva Press' });
    const fixture = await creatorWithRoyalty(api, {
      creator: 'Ann Radcliffe',
      email: 'ann@advances.example',
      title: 'The Italian',
      retailPrice: '10.00',
      inventoryQuantity: 5000,
      isbn: nextIsbn(),
      company: 'Hookham’s Library',
    });
    ({ creatorId, royaltyId } = fixture);
    await orderOf(
      api,
      fixture.customerId,
      { productId: fixture.productId, quantity: 1000, unitPrice: '10.00' },
      { paidDate: '2026-02-01' },
    );
    await signInAs(page, session.url, api);
  }, 240_000);
  afterAll(async () => {
    await session?.close();
  });

  it('sets the reserve on the royalty page', async () => {
    await page.goto(`${session.url}/royalties/${royaltyId}`);
    await page.getByRole('button', { name: /^edit$/i }).click();
    const reserve = page.getByRole('group', { name: 'Reserve against returns' });
    // Above its cap: the decider's message under the field.
    await reserve.getByLabel('Reserve %').fill('25');
    await reserve.getByRole('textbox', { name: 'Periods' }).fill('1');
    await page.getByRole('button', { name: /^save$/i }).click();
    await reserve.getByText('A reserve cannot be more than its cap of 20.0% of earnings.').waitFor();
    await reserve.getByLabel('Reserve %').fill('10');
    await page.getByRole('button', { name: /^save$/i }).click();
    await page
      .getByTestId('royalty-reserve')
      .getByText('10.00% of earnings (cap 20.00%), released in full after 1 period')
      .waitFor();
  });

  it('makes the advance and pays it on the creator page', async () => {
    await page.goto(`${session.url}/creators/${creatorId}`);
    await page.getByRole('tab', { name: 'PAST STATEMENTS' }).click();
    await page.getByRole('button', { name: 'NEW ADVANCE' }).click();
    const creation = page.getByRole('form', { name: 'New Advance' });
    await creation.getByLabel('Contract').fill('The Italian contract');
    await creation.getByLabel('Amount').fill('500.00');
    await creation.getByLabel('Royalties it covers').click();
    await page.getByRole('option', { name: 'The Italian — Ann Radcliffe' }).click();
    // The picker stays open for more royalties: back to the form's first field closes it.
    await creation.getByLabel('Contract').click();
    await creation.getByRole('button', { name: 'SAVE' }).click();
    const advances = page.getByRole('table', { name: 'Advances' });
    const advance = advances.getByRole('row', {
      name: /The Italian contract.*\$500\.00.*\$0\.00.*Not on a statement yet/,
    });
    await advance.waitFor();

    // An advance nothing of which is paid can go.
    await page.getByRole('button', { name: 'NEW ADVANCE' }).click();
    await creation.getByLabel('Contract').fill('Option contract');
    await creation.getByLabel('Amount').fill('100.00');
    await creation.getByLabel('Royalties it covers').click();
    await page.getByRole('option', { name: 'The Italian — Ann Radcliffe' }).click();
    await creation.getByLabel('Contract').click();
    await creation.getByRole('button', { name: 'SAVE' }).click();
    const option = advances.getByRole('row', { name: /Option contract/ });
    await option.getByRole('button', { name: 'DELETE' }).click();
    await page.getByRole('dialog', { name: 'Delete advance' }).getByRole('button', { name: 'DELETE' }).click();
    await option.waitFor({ state: 'detached' });

    await advance.getByRole('button', { name: 'PAY INSTALMENT' }).click();
    const payment = page.getByRole('form', { name: 'Pay Instalment' });
    // More than the advance: the decider's message under the amount.
    await payment.getByLabel('Amount').fill('600.00');
    await payment.getByRole('button', { name: 'SAVE' }).click();
    await payment.getByText('The instalments would come to more than the advance.').waitFor();
    await payment.getByLabel('Amount').fill('500.00');
    await payment.getByLabel('Date paid').fill('2026-01-15');
    // The calendar opened by the date stays until another field is chosen.
    await payment.getByLabel('Amount').click();
    await payment.getByRole('button', { name: 'SAVE' }).click();
    await advances
      .getByRole('row', { name: /The Italian contract.*\$500\.00.*\$500\.00.*Not on a statement yet/ })
      .waitFor();
    // Paid: the advance can no longer be deleted.
    await advances.getByRole('button', { name: 'DELETE' }).and(page.locator(':disabled')).waitFor();
  });

  it('lists the balance the ledger leaves, and previews the email with the reserve, the advance and what is payable', async () => {
    await page.goto(`${session.url}/royalties`);
    // 1,000.00 earned, 100.00 held, the 500.00 advance recouped: 400.00, not 1,000.00.
    await page.getByRole('row', { name: /The Italian.*\$400\.00/ }).waitFor();
    await page.getByRole('button', { name: 'NEW STATEMENT' }).click();
    await page.getByRole('combobox', { name: 'Creator', exact: true }).fill('Radcliffe');
    await page.getByRole('option', { name: 'Ann Radcliffe' }).click();
    for (const [name, date] of [
      ['Period start', '2026-01-01'],
      ['Period end', '2026-03-31'],
    ] as const) {
      await page.getByRole('textbox', { name }).fill(date);
      await page.getByRole('textbox', { name }).press('Tab');
    }
    await page.getByRole('checkbox', { name: 'Include The Italian' }).check();
    const preview = page.getByLabel('Email preview');
    await preview.getByText(/Reserve held: \$100\.00 .* Advance recouped: \$500\.00/).waitFor();
    await preview.getByText(/The Italian contract \| Amount: \$500\.00 .* Unrecouped balance: Earned out/).waitFor();
    await preview.getByText('Payable now: $400.00').waitFor();
  });

  it('shows the reserve held, the advance earned out and what is payable', async () => {
    await api.data(
      'mutation($input: CreateRoyaltyStatementInput!) { createRoyaltyStatement(input: $input) { statement { id } } }',
      {
        input: {
          creatorId,
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          royaltyIds: [royaltyId],
          pubNote: 'First quarter',
        },
      },
    );
    await page.goto(`${session.url}/creators/${creatorId}`);
    await page.getByRole('tab', { name: 'PAST STATEMENTS' }).click();
    const advances = page.getByRole('table', { name: 'Advances' });
    await advances.getByRole('row', { name: /The Italian contract .*Earned out/ }).waitFor();

    const row = page.getByRole('row', { name: /First quarter/ });
    await row.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Statement Details' });
    const reserve = details.getByRole('table', { name: 'Reserve and advance recouped' });
    // Held 100.00, released 0.00, returns met 0.00, balance 100.00, recouped 500.00.
    await reserve
      .getByRole('row', { name: /The Italian.*\$100\.00.*\$0\.00.*\$0\.00.*\$100\.00.*\$500\.00/ })
      .waitFor();
    await details
      .getByRole('table', { name: 'Advances' })
      .getByRole('row', { name: /The Italian contract.*\$500\.00.*\$500\.00.*Earned out/ })
      .waitFor();
    await details.getByText('Payable now: $400.00').waitFor();
    await details.getByText('Balance carried: $400.00').waitFor();
  });

  it('picks any of a creator’s royalties for an advance, past the first page, by searching the server', async () => {
    const { paymentTypes } = await api.data('{ paymentTypes { id } }');
    const { createCreator } = await api.data(
      'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
      { input: { displayName: 'Matthew Lewis', email: 'lewis@advances.example', paymentTypeId: paymentTypes[0].id } },
    );
    const lewisId: string = createCreator.creator.id;
    // 7 titles in 4 regions each (the free plan holds 10 formats): 28 royalties, more than a page of 25.
    await api.data('mutation { updatePublisherSalesRegionSetting(enable: true) { errors { message } } }');
    const regionIds: (string | null)[] = [null];
    for (const [name, country] of [
      ['France', 'FR'],
      ['Germany', 'DE'],
      ['Italy', 'IT'],
    ])
      regionIds.push(
        (
          await api.data(
            'mutation($name: String!, $countries: [String!]!) { createRegion(name: $name, countries: $countries) { region { id } } }',
            { name, countries: [country] },
          )
        ).createRegion.region.id,
      );
    for (let index = 1; index <= 7; index++) {
      const { createProductWorkAndFormat } = await api.data(
        `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
          createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
            productWork { products { id } }
          }
        }`,
        {
          work: { title: `Tale ${index}` },
          product: { formatId: 'BC', retailPrice: '10.00', inventoryQuantity: 10, isbn: nextIsbn() },
          creators: [{ creatorId: lewisId, onixContributorCodeId: 'A01' }],
        },
      );
      await Promise.all(
        regionIds.map((regionId) =>
          api.data('mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { id } } }', {
            input: {
              creatorId: lewisId,
              productId: createProductWorkAndFormat.productWork.products[0].id,
              regionId,
              tiers: [{ thresholdStart: 0, amount: '10', royaltyTerm: 2 }],
            },
          }),
        ),
      );
    }
    const { royaltys } = await api.data(
      'query($creatorId: ID!) { royaltys(page: 2, params: { creatorId: $creatorId }) { items { regionName product { productWork { title } } } } }',
      { creatorId: lewisId },
    );
    const title: string = royaltys.items[0].product.productWork.title;
    const pastFirstPage = `${title} — Matthew Lewis (${royaltys.items[0].regionName})`;

    await page.goto(`${session.url}/creators/${lewisId}`);
    await page.getByRole('tab', { name: 'PAST STATEMENTS' }).click();
    await page.getByRole('button', { name: 'NEW ADVANCE' }).click();
    const creation = page.getByRole('form', { name: 'New Advance' });
    await creation.getByLabel('Contract').fill('Tales contract');
    await creation.getByLabel('Amount').fill('100.00');
    await creation.getByLabel('Royalties it covers').fill(title);
    await page.getByRole('option', { name: pastFirstPage }).click();
    await creation.getByLabel('Contract').click();
    await creation.getByRole('button', { name: 'SAVE' }).click();
    await page
      .getByRole('table', { name: 'Advances' })
      .getByRole('row', { name: /Tales contract.*\$100\.00/ })
      .waitFor();
    const { advances } = await api.data('query($creatorId: ID!) { advances(creatorId: $creatorId) { royaltyIds } }', {
      creatorId: lewisId,
    });
    expect(advances).toHaveLength(1);
    expect(advances[0].royaltyIds).toHaveLength(1);
  }, 180_000);
});
