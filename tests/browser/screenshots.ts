/**
 * Screenshots of every landed screen at 1440 px and 390 px, for a reviewer to look at all at once:
 *   npx tsx tests/browser/screenshots.ts [output folder, default tests/browser/screenshots]
 * Starts the app (embedded, in memory), makes one publisher with a record of each kind through the
 * API, and writes `<screen>-<width>.png` (full page) plus `index.html` showing them side by side.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { signInAs, startBrowserSession } from './browserSupport.ts';

const widths = [1440, 390];
const outputFolder = resolve(process.argv[2] ?? 'tests/browser/screenshots');
const isbn = '978-0-14-143951-8';

const session = await startBrowserSession();
try {
  const api = await session.registerAccount({ publisher: 'Tinsley Brothers', first_name: 'Grace' });
  const { paymentTypes } = await api.data('{ paymentTypes { id } }');
  const { createCreator } = await api.data(
    'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
    { input: { displayName: 'Wilkie Collins', email: 'wilkie@example.org', paymentTypeId: paymentTypes[0].id } },
  );
  const { createProductWorkAndFormat } = await api.data(
    `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
      createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
        productWork { id products { id } }
      }
    }`,
    {
      work: { title: 'The Moonstone' },
      product: { formatId: 'BC', retailPrice: '19.99', inventoryQuantity: 12, isbn },
      creators: [{ creatorId: createCreator.creator.id, onixContributorCodeId: 'A01' }],
    },
  );
  const productId = createProductWorkAndFormat.productWork.products[0].id as string;
  const { createCustomer } = await api.data(
    'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } } }',
    {
      input: {
        firstName: 'Franklin',
        lastName: 'Blake',
        company: 'Bentley Books',
        contacts: [
          { kind: 'email', value: 'franklin@bentley.example', primary: true },
          { kind: 'phone', value: '+44 20 7946 0018', primary: true },
          {
            kind: 'address',
            primary: true,
            address: {
              line1: '2 Wimpole St',
              line2: '',
              city: 'London',
              stateOrRegion: '',
              zipcode: 'W1G 9AA',
              country: 'GB',
            },
          },
        ],
      },
    },
  );
  const customerId = createCustomer.customer.id as string;
  const { createOrder } = await api.data(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }',
    { input: { customerId, poNumber: 'PO-1868', paid: true, lines: [{ productId, quantity: 3 }] } },
  );
  const { createRoyalty } = await api.data(
    'mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { id } } }',
    {
      input: {
        creatorId: createCreator.creator.id,
        productId,
        tiers: [
          { amount: '10', thresholdStart: 0, royaltyTerm: 1 },
          { amount: '12.5', thresholdStart: 100, royaltyTerm: 1 },
        ],
      },
    },
  );
  await api.data(
    'mutation($royaltyId: ID!, $payment: RoyaltyPaymentInput!) { createRoyaltyPayment(royaltyId: $royaltyId, payment: $payment) { royaltyPayment { id } } }',
    { royaltyId: createRoyalty.royalty.id, payment: { amount: '2.00', methodId: paymentTypes[0].id } },
  );
  const { createExpense } = await api.data(
    'mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id } } }',
    { input: { productId, amount: '45.00' } },
  );

  const screens: [name: string, path: string][] = [
    ['login', '/login'],
    ['dashboard', '/dashboard'],
    ['products', '/products'],
    ['product-new', '/products?new=1'],
    ['product', `/products/${productId}`],
    ['creators', '/creators'],
    ['creator-new', '/creators?new=1'],
    ['creator', `/creators/${createCreator.creator.id}`],
    ['customers', '/customers'],
    ['customer-new', '/customers?new=1'],
    ['customer', `/customers/${customerId}`],
    ['orders', '/orders'],
    ['order-new', '/orders?new=1'],
    ['order', `/orders/${createOrder.order.id}`],
    ['orders-of-customer', `/orders?customerId=${customerId}`],
    ['expenses', '/expenses'],
    ['expense-new', '/expenses?new=1'],
    ['expense', `/expenses/${createExpense.expense.id}`],
    ['royalties', '/royalties'],
    ['royalty-new', '/royalties?new=1'],
    ['royalty', `/royalties/${createRoyalty.royalty.id}`],
    ['royalty-not-found', '/royalties/no-such-royalty'],
    ['royalty-payments', '/royaltypayments'],
    ['reporting', '/reporting?period=allTime'],
    ['profit-loss', '/reporting/profit-loss?period=allTime'],
    ['royalty-payment-new', '/royaltypayments?new=1'],
    ['product-not-found', '/products/no-such-product'],
    ['not-found', '/no-such-screen'],
  ];

  mkdirSync(outputFolder, { recursive: true });
  const { page } = session;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of screens) {
      if (name === 'login') {
        await page.goto(`${session.url}/login`);
        await page.evaluate(() => localStorage.clear());
      } else if (name === 'dashboard') await signInAs(page, session.url, api);
      await page.goto(`${session.url}${path}`);
      // What a user waits for: the screen's heading, then the network going quiet.
      await page
        .getByRole('heading')
        .first()
        .waitFor()
        .catch(() => console.log(`${name} at ${width} px: no heading after 10 s`));
      await page.waitForLoadState('networkidle');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) console.log(`${name} at ${width} px: the page scrolls sideways (${pageWidth} px wide)`);
      await page.screenshot({ path: `${outputFolder}/${name}-${width}.png`, fullPage: true });
    }
  }
  const rows = screens
    .map(
      ([name]) =>
        `<tr><th>${name}</th>${widths.map((width) => `<td><img src="${name}-${width}.png" width="${width / 2}"></td>`).join('')}</tr>`,
    )
    .join('\n');
  writeFileSync(`${outputFolder}/index.html`, `<!doctype html><table>${rows}</table>\n`);
  console.log(`${screens.length * widths.length} screenshots in ${outputFolder}`);
} finally {
  await session.close();
}
