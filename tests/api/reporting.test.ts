import { isoDateOf } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
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

describe.each(modes)('reports, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let other: ApiClient;
  let bookId: string;
  let paidOrderId: string;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    [client, other] = await Promise.all([
      ApiClient.register(stack),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
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
      const refused = await client.graphql(dashboardQuery, { startDate: '2026-02-30', endDate: today });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Enter a date as YYYY-MM-DD.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    },
  );
});
