import { isoDateOf } from '@colophon/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { nextIsbn } from '../support/isbn.ts';
import { newPaperback } from '../support/products.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const today = isoDateOf(new Date());
const range = { startDate: '2000-01-01', endDate: today };

const dashboardQuery = `query($startDate: String!, $endDate: String!) {
  grossSalesByDate(startDate: $startDate, endDate: $endDate) { points { date amount } total }
  netSalesByDate(startDate: $startDate, endDate: $endDate) { total }
  expensesByDate(startDate: $startDate, endDate: $endDate) { points { date amount } total }
  topTenByDate(startDate: $startDate, endDate: $endDate) {
    salespeople { name amount percent }
    productsByProfit { productId title revenue expenses profit }
  }
}`;
const profitLossQuery = `query($productIds: [ID!]) {
  profitLoss(timePeriod: ALL_TIME, productIds: $productIds) {
    revenue expenses netProfit units revenueByProduct { productId title units revenue expenses profit }
  }
  reportingDashboard(timePeriod: ALL_TIME) {
    accountingMethod salesByRegion revenueByRegion { region }
    summary { grossRevenue totalExpenses netProfit operatingMargin expenseRatio }
    revenueByFormat { format unitsSold totalAmount }
    chartData { months revenue expenses }
  }
}`;

const regionQuery = `query($timePeriod: ReportPeriod, $startDate: String, $endDate: String) {
  reportingDashboard(timePeriod: $timePeriod, startDate: $startDate, endDate: $endDate) {
    accountingMethod salesByRegion revenueByRegion { region totalRevenue } summary { grossRevenue }
  }
}`;
const createRegion = `mutation($name: String!, $countries: [String!]!) { createRegion(name: $name, countries: $countries) { region { id } ${errors} } }`;

describe.each(modes)('reports, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let other: ApiClient;
  let regional: ApiClient;
  let bookId: string;
  let paidOrderId: string;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    [client, other, regional] = await Promise.all([
      ApiClient.register(stack),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
      ApiClient.register(stack, { publisher: 'Bell Press' }),
    ]);
    bookId = await newPaperback(client, 'The Moonstone', '20.00');
    const { createCustomer } = await client.data(
      `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`,
      { input: { firstName: 'Wilkie', lastName: 'Collins', company: 'Bentley Books' } },
    );
    const customerId = createCustomer.customer.id as string;
    const createOrder = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } ${errors} } }`;
    // Paid: 3 × 20.00 less 10 % = 54.00 charged, 60.00 listed. Unpaid: 1 × 20.00, not revenue.
    const paid = await client.data(createOrder, {
      input: {
        customerId,
        paid: true,
        lines: [{ productId: bookId, quantity: 3, discountType: 'percent', discount: '10' }],
      },
    });
    expect(paid.createOrder.errors).toEqual([]);
    paidOrderId = paid.createOrder.order.id;
    await client.data(createOrder, { input: { customerId, lines: [{ productId: bookId, quantity: 1 }] } });
    const { createExpense } = await client.data(
      `mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id } ${errors} position } }`,
      { input: { productId: bookId, amount: '14.00', expenseDate: today } },
    );
    expect(createExpense.errors).toEqual([]);
  });
  afterAll(async () => stack?.close());

  it.skipIf(!available)('answers the dashboard widgets from paid orders and expenses of the day', async () => {
    const data = await client.data(dashboardQuery, range);
    expect(data.grossSalesByDate).toEqual({ points: [{ date: today, amount: '60.00' }], total: '60.00' });
    expect(data.netSalesByDate.total).toBe('54.00');
    expect(data.expensesByDate).toEqual({ points: [{ date: today, amount: '14.00' }], total: '14.00' });
    expect(data.topTenByDate).toEqual({
      salespeople: [{ name: 'No Salesperson', amount: '54.00', percent: 100 }],
      productsByProfit: [
        { productId: bookId, title: 'The Moonstone', revenue: '54.00', expenses: '14.00', profit: '40.00' },
      ],
    });
  });

  it.skipIf(!available)('gives the P&L and the reporting dashboard, and follows an order marked unpaid', async () => {
    const data = await client.data(profitLossQuery);
    expect(data.profitLoss).toMatchObject({ revenue: '54.00', expenses: '14.00', netProfit: '40.00', units: 3 });
    expect(data.reportingDashboard).toMatchObject({
      accountingMethod: 'paid',
      salesByRegion: false,
      revenueByRegion: [],
      summary: { grossRevenue: '54.00', totalExpenses: '14.00', netProfit: '40.00' },
      revenueByFormat: [{ format: 'Paperback', unitsSold: 3, totalAmount: '54.00' }],
      chartData: { months: [today.slice(0, 7)], revenue: ['54.00'], expenses: ['14.00'] },
    });

    const { updateOrder } = await client.data(
      `mutation($id: ID!) { updateOrder(id: $id, paid: false) { ${errors} position } }`,
      { id: paidOrderId },
    );
    expect(updateOrder.errors).toEqual([]);
    const after = await client.data(profitLossQuery, { productIds: [bookId] });
    expect(after.profitLoss).toMatchObject({ revenue: '0.00', expenses: '14.00', netProfit: '-14.00', units: 0 });
    expect(after.reportingDashboard.summary).toMatchObject({ operatingMargin: 0, expenseRatio: 0 });
  });

  it.skipIf(!available)(
    "shows nothing of another publisher's sales, and refuses dates that are not dates",
    async () => {
      const data = await other.data(dashboardQuery, range);
      expect(data.grossSalesByDate).toEqual({ points: [], total: '0.00' });
      expect(data.expensesByDate.total).toBe('0.00');
      expect(data.topTenByDate).toEqual({ salespeople: [], productsByProfit: [] });
      const refusals: [Record<string, string>, string][] = [
        [{ startDate: '2026-02-30', endDate: today }, 'Enter a date as YYYY-MM-DD.'],
        [{ startDate: 'x'.repeat(100_000), endDate: today }, 'Enter a date as YYYY-MM-DD.'],
        [{ startDate: '0000-01-01', endDate: today }, 'Please enter a date between 1900-01-01 and 2200-12-31.'],
        [{ startDate: today, endDate: '9999-12-31' }, 'Please enter a date between 1900-01-01 and 2200-12-31.'],
        [{ startDate: today, endDate: '2000-01-01' }, 'The start date must not be after the end date.'],
      ];
      for (const [dates, message] of refusals) {
        const refused = await client.graphql(dashboardQuery, dates);
        expect(refused.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
    },
  );

  it.skipIf(!available)(
    "groups revenue by the region holding each sale's country now, only with sales by region on",
    async () => {
      const janeEyre = await newPaperback(regional, 'Jane Eyre', '10.00');
      const customerWith = async (company: string, country: string | null) => {
        const contacts = country
          ? [
              {
                kind: 'address',
                primary: true,
                address: { line1: '1 High St', line2: '', city: 'Haworth', stateOrRegion: '', zipcode: '', country },
              },
            ]
          : [];
        const { createCustomer } = await regional.data(
          `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id addresses { id } } ${errors} } }`,
          { input: { company, contacts } },
        );
        expect(createCustomer.errors).toEqual([]);
        return createCustomer.customer as { id: string; addresses: { id: string }[] };
      };
      const order = async (
        customer: { id: string; addresses: { id: string }[] },
        quantity: number,
        state: { paid?: boolean; shipped?: boolean },
      ) => {
        const { createOrder } = await regional.data(
          `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } ${errors} } }`,
          {
            input: {
              customerId: customer.id,
              orderAddressId: customer.addresses[0]?.id ?? null,
              lines: [{ productId: janeEyre, quantity }],
              ...state,
            },
          },
        );
        expect(createOrder.errors).toEqual([]);
      };
      const [london, boston, nowhere] = await Promise.all([
        customerWith('Smith, Elder', 'GB'),
        customerWith('Harper', 'US'),
        customerWith('Walk-in', null),
      ]);
      await order(london, 2, { paid: true }); // 20.00, GB
      await order(boston, 1, { paid: true }); // 10.00, US
      await order(nowhere, 3, { paid: true }); // 30.00, no address
      await order(boston, 5, { shipped: true }); // 50.00, US, shipped and not paid
      const regions = async (variables: Record<string, unknown> = { timePeriod: 'ALL_TIME' }) =>
        (await regional.data(regionQuery, variables)).reportingDashboard;

      expect(await regions()).toMatchObject({ salesByRegion: false, revenueByRegion: [] });
      await regional.data(`mutation { updatePublisherSalesRegionSetting(enable: true) { ${errors} } }`);
      expect(await regions()).toMatchObject({
        salesByRegion: true,
        revenueByRegion: [{ region: 'Rest of World', totalRevenue: '60.00' }],
      });

      await regional.data(createRegion, { name: 'Europe', countries: ['GB', 'FR'] });
      const northAmerica = (await regional.data(createRegion, { name: 'North America', countries: ['US', 'CA'] }))
        .createRegion.region.id;
      expect((await regions()).revenueByRegion).toEqual([
        { region: 'Rest of World', totalRevenue: '30.00' },
        { region: 'Europe', totalRevenue: '20.00' },
        { region: 'North America', totalRevenue: '10.00' },
      ]);

      // Regions are read as they stand now: a country moved or a region deleted regroups past sales.
      const europe = (await regional.data('{ regions { id name } }')).regions.find(
        (region: { name: string }) => region.name === 'Europe',
      ).id;
      await regional.data(
        `mutation($id: ID!) { updateRegion(id: $id, name: "Europe", countries: ["FR"]) { ${errors} } }`,
        { id: europe },
      );
      await regional.data(createRegion, { name: 'British Isles', countries: ['GB', 'IE'] });
      await regional.data(`mutation($id: ID!) { deleteRegion(id: $id) { ${errors} } }`, { id: northAmerica });
      expect((await regions()).revenueByRegion).toEqual([
        { region: 'Rest of World', totalRevenue: '40.00' },
        { region: 'British Isles', totalRevenue: '20.00' },
      ]);

      // A period without sales: the screen shows 'No regional sales data available.'.
      expect(await regions({ startDate: '2001-01-01', endDate: '2001-12-31' })).toMatchObject({
        salesByRegion: true,
        revenueByRegion: [],
      });

      // Shipped accounting: the shipped order counts, the paid ones not yet shipped do not.
      const { me } = await regional.data('{ me { publisher { id } } }');
      await regional.data(
        `mutation($id: ID!) { updatePublisher(id: $id, changed: { accountingMethod: shipped }) { ${errors} } }`,
        { id: me.publisher.id },
      );
      expect(await regions()).toMatchObject({
        accountingMethod: 'shipped',
        summary: { grossRevenue: '50.00' },
        revenueByRegion: [{ region: 'Rest of World', totalRevenue: '50.00' }],
      });
    },
  );

  it.skipIf(!available)(
    "counts royalty payments as expenses of the royalty's product, on their sent date",
    async () => {
      const press = await ApiClient.register(stack, { publisher: 'Lackington Press' });
      const checkId = (await press.data('{ paymentTypes { id } }')).paymentTypes[0].id as string;
      const { createCreator } = await press.data(
        `mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } ${errors} } }`,
        { input: { displayName: 'Mary Shelley', email: 'mary@example.org', paymentTypeId: checkId } },
      );
      const creatorId = createCreator.creator.id as string;
      const { createProductWorkAndFormat } = await press.data(
        `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
          productWork { products { id } } ${errors}
        }
      }`,
        {
          work: { title: 'Frankenstein' },
          product: { formatId: 'BC', retailPrice: '20.00', inventoryQuantity: 10, isbn: nextIsbn() },
          creators: [{ creatorId, onixContributorCodeId: 'A01' }],
        },
      );
      const productId = createProductWorkAndFormat.productWork.products[0].id as string;
      const { createRoyalty } = await press.data(
        `mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { id } ${errors} } }`,
        { input: { creatorId, productId, tiers: [{ thresholdStart: 0, amount: '10', royaltyTerm: 2 }] } },
      );
      expect(createRoyalty.errors).toEqual([]);
      const pay = async (amount: string, sentDate: string) => {
        const { createRoyaltyPayment } = await press.data(
          `mutation($royaltyId: ID!, $payment: RoyaltyPaymentInput!) {
          createRoyaltyPayment(royaltyId: $royaltyId, payment: $payment) { royaltyPayment { id } ${errors} }
        }`,
          { royaltyId: createRoyalty.royalty.id, payment: { amount, methodId: checkId, sentDate } },
        );
        expect(createRoyaltyPayment.errors).toEqual([]);
        return createRoyaltyPayment.royaltyPayment.id as string;
      };
      // Sent on the quarter's last day and on the next quarter's first.
      const march = await pay('12.50', '2026-03-31');
      const april = await pay('7.50', '2026-04-01');
      const quarter = async (startDate: string, endDate: string) =>
        (
          await press.data(
            `query($startDate: String, $endDate: String) {
            profitLoss(startDate: $startDate, endDate: $endDate) {
              expenses netProfit expensesByCategory { categoryId category totalAmount }
              revenueByProduct { productId title authors expenses profit }
            }
          }`,
            { startDate, endDate },
          )
        ).profitLoss;
      expect(await quarter('2026-01-01', '2026-03-31')).toEqual({
        expenses: '12.50',
        netProfit: '-12.50',
        expensesByCategory: [{ categoryId: 'royalties', category: 'Royalties', totalAmount: '12.50' }],
        revenueByProduct: [
          { productId, title: 'Frankenstein', authors: ['Mary Shelley'], expenses: '12.50', profit: '-12.50' },
        ],
      });
      expect((await quarter('2026-04-01', '2026-06-30')).expenses).toBe('7.50');
      const { expensesByDate } = await press.data(
        `{ expensesByDate(startDate: "2026-03-01", endDate: "2026-04-30") { points { date amount } total } }`,
      );
      expect(expensesByDate).toEqual({
        points: [
          { date: '2026-03-31', amount: '12.50' },
          { date: '2026-04-01', amount: '7.50' },
        ],
        total: '20.00',
      });

      // A payment moved into the next quarter, another deleted: the quarters follow.
      await press.data(
        `mutation($id: ID!) { updateRoyaltyPayment(id: $id, changed: { sentDate: "2026-04-15" }) { ${errors} } }`,
        { id: march },
      );
      await press.data(`mutation($id: ID!) { deleteRoyaltyPayment(id: $id) { ${errors} } }`, { id: april });
      expect((await quarter('2026-01-01', '2026-03-31')).expenses).toBe('0.00');
      expect((await quarter('2026-04-01', '2026-06-30')).expensesByCategory).toEqual([
        { categoryId: 'royalties', category: 'Royalties', totalAmount: '12.50' },
      ]);
    },
  );

  it.skipIf(!available)(
    'pages the P&L by product in the asked order with the totals of every product, and exports it whole as CSV',
    async () => {
      const press = await ApiClient.register(stack, { publisher: 'Tinsley Press' });
      const [moonstone, armadale] = [
        await newPaperback(press, 'The Moonstone', '20.00'),
        await newPaperback(press, 'Armadale', '12.00'),
      ];
      const { createCustomer } = await press.data(
        `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`,
        { input: { company: 'Smith, Elder' } },
      );
      const { createOrder } = await press.data(
        `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } ${errors} } }`,
        {
          input: { customerId: createCustomer.customer.id, paid: true, lines: [{ productId: moonstone, quantity: 2 }] },
        },
      );
      expect(createOrder.errors).toEqual([]);
      const { createExpense } = await press.data(
        `mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id } ${errors} } }`,
        { input: { productId: armadale, amount: '5.00', expenseDate: today } },
      );
      expect(createExpense.errors).toEqual([]);
      const report = async (variables: Record<string, unknown>) =>
        (
          await press.data(
            `query($page: Int, $sortField: ProductReportSortField, $sortDirection: SortDirection, $productIds: [ID!]) {
              profitLoss(timePeriod: ALL_TIME, page: $page, sortField: $sortField, sortDirection: $sortDirection, productIds: $productIds) {
                revenueByProduct { productId title profit }
                productTotals { productCount units revenue expenses profit }
                page pageSize chosenProducts { productId title formatType }
              }
            }`,
            variables,
          )
        ).profitLoss;
      const totals = { productCount: 2, units: 2, revenue: '40.00', expenses: '5.00', profit: '35.00' };
      expect(await report({ sortField: 'PROFIT', sortDirection: 'ASC' })).toEqual({
        revenueByProduct: [
          { productId: armadale, title: 'Armadale', profit: '-5.00' },
          { productId: moonstone, title: 'The Moonstone', profit: '40.00' },
        ],
        productTotals: totals,
        page: 1,
        pageSize: 25,
        chosenProducts: [],
      });
      // Past the last page: no rows, the same totals.
      expect(await report({ page: 2 })).toMatchObject({ revenueByProduct: [], productTotals: totals, page: 2 });
      expect(await report({ productIds: [armadale] })).toMatchObject({
        productTotals: { productCount: 1, revenue: '0.00', expenses: '5.00' },
        chosenProducts: [{ productId: armadale, title: 'Armadale', formatType: 'Paperback' }],
      });

      const exported = async (client: ApiClient, body: unknown) => {
        const response = await fetch(`${stack.queryUrl}/api/v1/reports/profit-loss/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...client.headers() },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        return { response, text, rows: Papa.parse<string[]>(text, { skipEmptyLines: true }).data };
      };
      const { response, rows } = await exported(press, {
        timePeriod: 'ALL_TIME',
        sortField: 'TITLE',
        sortDirection: 'ASC',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="profit_loss_2000-01-01_to_${today}.csv"`,
      );
      expect(rows).toEqual([
        ['Title', 'ISBN', 'Type', 'Retail Price', 'Quantity Sold', 'Revenue', 'Expenses', 'Profit in period'],
        ['Armadale', expect.stringMatching(/^97[89]\d{10}$/), 'Paperback', '12.00', '0', '0.00', '5.00', '-5.00'],
        ['The Moonstone', expect.stringMatching(/^97[89]\d{10}$/), 'Paperback', '20.00', '2', '40.00', '0.00', '40.00'],
        ['Totals', '', '', '', '2', '40.00', '5.00', '35.00'],
      ]);
      // Another publisher's export holds none of these products.
      expect((await exported(other, { timePeriod: 'ALL_TIME' })).rows).toEqual([
        ['Title', 'ISBN', 'Type', 'Retail Price', 'Quantity Sold', 'Revenue', 'Expenses', 'Profit in period'],
        ['Totals', '', '', '', '0', '0.00', '0.00', '0.00'],
      ]);
      const refused = await exported(press, { startDate: '2026-02-30', endDate: today });
      expect(refused.response.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({ message: 'Enter a date as YYYY-MM-DD.' });
      const farFuture = await exported(press, { startDate: today, endDate: '9999-12-31' });
      expect(farFuture.response.status).toBe(400);
      expect(JSON.parse(farFuture.text)).toMatchObject({
        message: 'Please enter a date between 1900-01-01 and 2200-12-31.',
      });
    },
  );
});
