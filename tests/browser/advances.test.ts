import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';

import type { ApiClient } from '../support/client.ts';
import { nextIsbn } from '../support/isbn.ts';
import { signInAs, startBrowserSession } from './browserSupport.ts';

// docs/royalties.md: a 10 % reserve and a 500.00 advance on 1,000 units that earn 1.00 each. The
// statement (sent through the API) shows, on the creator's statement screen, 100.00 held, the advance
// earned out and 400.00 payable; the creator's page shows the advance as earned out.
describe('advances and reserves on the statement screen', () => {
  let session: Awaited<ReturnType<typeof startBrowserSession>>;
  let page: Page;
  let api: ApiClient;
  let creatorId: string;

  beforeAll(async () => {
    session = await startBrowserSession();
    page = session.page;
    api = await session.registerAccount({ publisher: 'Minerva Press' });
    const { paymentTypes } = await api.data('{ paymentTypes { id } }');
    const { createCreator } = await api.data(
      'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
      { input: { displayName: 'Ann Radcliffe', email: 'ann@advances.example', paymentTypeId: paymentTypes[0].id } },
    );
    creatorId = createCreator.creator.id;
    const { createProductWorkAndFormat } = await api.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
          productWork { products { id } }
        }
      }`,
      {
        work: { title: 'The Italian' },
        product: { formatId: 'BC', retailPrice: '10.00', inventoryQuantity: 5000, isbn: nextIsbn() },
        creators: [{ creatorId, onixContributorCodeId: 'A01' }],
      },
    );
    const productId = createProductWorkAndFormat.productWork.products[0].id;
    const { createRoyalty } = await api.data(
      'mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { id } } }',
      { input: { creatorId, productId, tiers: [{ thresholdStart: 0, amount: '10', royaltyTerm: 2 }] } },
    );
    const royaltyId = createRoyalty.royalty.id;
    await api.data(
      'mutation($royaltyId: ID!, $reserve: RoyaltyReserveInput) { setRoyaltyReserve(royaltyId: $royaltyId, reserve: $reserve) { errors { message } } }',
      { royaltyId, reserve: { percent: '10', release: 'full', periods: 1 } },
    );
    await api.data('mutation($input: CreateAdvanceInput!) { createAdvance(input: $input) { advance { id } } }', {
      input: { creatorId, name: 'The Italian contract', amount: '500.00', royaltyIds: [royaltyId] },
    });
    const { createCustomer } = await api.data(
      'mutation { createCustomer(input: { company: "Hookham’s Library" }) { customer { id } } }',
    );
    await api.data('mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }', {
      input: {
        customerId: createCustomer.customer.id,
        lines: [{ productId, quantity: 1000, discountType: 'netPrice', discount: '10.00' }],
        paid: true,
        paidDate: '2026-02-01',
      },
    });
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
    await signInAs(page, session.url, api);
  }, 240_000);
  afterAll(async () => {
    await session?.close();
  });

  it('shows the reserve held, the advance earned out and what is payable', async () => {
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
});
