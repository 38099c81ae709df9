import { isoDateOf, orderMessages } from '@colophon/domain';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OrderDetailDocument, OrderListDocument } from '../../web/src/generated/graphql.ts';
import { ApiClient } from '../support/client.ts';
import { creatorWithRoyalty, orderOf } from '../support/royalties.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const orderFields = `id creditAmount totalAmount dueAmount fullyPaid
  lines { id quantity returnedQuantity } returns { id returnDate memo credit lines { lineId quantity } }`;
const recordReturn = `mutation($orderId: ID!, $orderReturn: OrderReturnInput!) {
  recordOrderReturn(orderId: $orderId, orderReturn: $orderReturn) { order { ${orderFields} } ${errors} }
}`;
const deleteReturn = `mutation($orderId: ID!, $id: ID!) {
  deleteOrderReturn(orderId: $orderId, id: $id) { order { ${orderFields} } ${errors} }
}`;
const stock = `query($id: ID!) { product(id: $id) { inventoryQuantity } }`;
const figures = 'units revenue credit debit lifeUnits balance';
const forStatement = `query($creatorId: ID!, $start: String!, $end: String!) {
  royaltysforstatement(creatorId: $creatorId, startDate: $start, endDate: $end) { royalties { figures { ${figures} } } }
}`;
const createStatement = `mutation($input: CreateRoyaltyStatementInput!) {
  createRoyaltyStatement(input: $input) { statement { id lines { figures { ${figures} } } } ${errors} }
}`;
const audit = `query($id: ID!) { royaltyStatementAudit(id: $id) { asSent { matches } asNow { matches } } }`;

// A return can be dated from its order's day (today: the order is made now) to today.
const today = isoDateOf(new Date());
const thisMonth = { start: `${today.slice(0, 8)}01`, end: today };
const lastMonthEnd = isoDateOf(new Date(Date.parse(`${thisMonth.start}T00:00:00Z`) - 86_400_000));
const lastMonth = { start: `${lastMonthEnd.slice(0, 8)}01`, end: lastMonthEnd };

describe.each(modes)('order returns, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let rival: ApiClient;
  let creatorId: string;
  let productId: string;
  let orderId: string;
  let lineId: string;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    [client, rival] = await Promise.all([
      ApiClient.register(stack, { publisher: 'Returns Press' }),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
    ]);
    const fixture = await creatorWithRoyalty(client, {
      creator: 'Mary Shelley',
      email: 'mary@returns.example',
      title: 'Frankenstein',
      retailPrice: '20.00',
      inventoryQuantity: 500,
      isbn: '9780141439471',
      company: 'Lackington Books',
    });
    ({ creatorId, productId } = fixture);
    // 10 units at 10.00, paid last month (the publisher's method counts them then), shipped today.
    const order = await orderOf(
      client,
      fixture.customerId,
      { productId, quantity: 10, unitPrice: '10.00' },
      { paidDate: lastMonth.start, shipDate: today },
    );
    orderId = order.orderId;
    lineId = order.lineIds[0]!;
  }, 120_000);
  afterAll(async () => stack?.close());

  it.skipIf(!available)(
    'refuses a return beyond what was sold, a bad date, and another publisher’s order',
    async () => {
      const tooMany = await client.data(recordReturn, {
        orderId,
        orderReturn: { returnDate: today, lines: [{ lineId, quantity: 11 }] },
      });
      expect(tooMany.recordOrderReturn.errors).toEqual([
        { field: 'lines', message: orderMessages.returnQuantityTooLarge, code: 'VALIDATION' },
      ]);
      const early = await client.data(recordReturn, {
        orderId,
        orderReturn: { returnDate: lastMonth.start, lines: [{ lineId, quantity: 1 }] },
      });
      expect(early.recordOrderReturn.errors.map((error: { message: string }) => error.message)).toEqual([
        orderMessages.returnDateBeforeOrder,
      ]);
      const negative = await client.data(recordReturn, {
        orderId,
        orderReturn: { returnDate: today, lines: [{ lineId, quantity: -1 }] },
      });
      expect(negative.recordOrderReturn.errors[0].code).toBe('VALIDATION');
      const stranger = await rival.data(recordReturn, {
        orderId,
        orderReturn: { returnDate: today, lines: [{ lineId, quantity: 1 }] },
      });
      expect(stranger.recordOrderReturn.errors.map((error: { message: string }) => error.message)).toEqual([
        orderMessages.notFound,
      ]);
      expect((await client.data(stock, { id: productId })).product.inventoryQuantity).toBe(490);
    },
  );

  it.skipIf(!available)(
    'brings stock back, credits the order, and makes the return’s period a debit line (statement and audit agree)',
    async () => {
      const { recordOrderReturn } = await client.data(recordReturn, {
        orderId,
        orderReturn: { returnDate: today, memo: 'Damaged in transit', lines: [{ lineId, quantity: 4 }] },
      });
      expect(recordOrderReturn.errors).toEqual([]);
      expect(recordOrderReturn.order).toMatchObject({
        creditAmount: '40.00',
        totalAmount: '100.00',
        fullyPaid: true,
        lines: [{ id: lineId, quantity: 10, returnedQuantity: 4 }],
        returns: [{ returnDate: today, memo: 'Damaged in transit', credit: '40.00', lines: [{ lineId, quantity: 4 }] }],
      });
      expect((await client.data(stock, { id: productId })).product.inventoryQuantity).toBe(494);
      // The web app's order list reads every order's lines, formats, payments, returns and contacts
      // beside its page: each card shows what the order's own screen does.
      const { orders } = await client.data(print(OrderListDocument), { page: 1, params: {} });
      const { order } = await client.data(print(OrderDetailDocument), { id: orderId });
      expect(order.returns).toHaveLength(1);
      expect(orders.items).toEqual([order]);

      // Last month: the sale, 10 % of 100.00. This month: 4 units back, a debit of 4.00.
      const sold = await client.data(forStatement, { creatorId, ...lastMonth });
      expect(sold.royaltysforstatement.royalties[0].figures).toMatchObject({
        units: 10,
        credit: '10.00',
        debit: '0.00',
      });
      const returned = await client.data(forStatement, { creatorId, ...thisMonth });
      expect(returned.royaltysforstatement.royalties[0].figures).toEqual({
        units: -4,
        revenue: '-40.00',
        credit: '0.00',
        debit: '4.00',
        lifeUnits: 6,
        balance: '6.00',
      });
      const { createRoyaltyStatement } = await client.data(createStatement, {
        input: {
          creatorId,
          startDate: thisMonth.start,
          endDate: thisMonth.end,
          royaltyIds: [(await client.data('{ royaltys { items { id } } }')).royaltys.items[0].id],
          email: 'mary@returns.example',
        },
      });
      expect(createRoyaltyStatement.errors).toEqual([]);
      expect(createRoyaltyStatement.statement.lines[0].figures).toMatchObject({ units: -4, debit: '4.00' });
      // The audit replays the events (the return among them) and computes the same statement.
      const { royaltyStatementAudit } = await client.data(audit, { id: createRoyaltyStatement.statement.id });
      expect(royaltyStatementAudit).toEqual({ asSent: { matches: true }, asNow: { matches: true } });

      const { deleteOrderReturn } = await client.data(deleteReturn, {
        orderId,
        id: recordOrderReturn.order.returns[0].id,
      });
      expect(deleteOrderReturn.errors).toEqual([]);
      expect(deleteOrderReturn.order).toMatchObject({ creditAmount: '0.00', returns: [] });
      expect((await client.data(stock, { id: productId })).product.inventoryQuantity).toBe(490);
    },
  );
});
