import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const createCustomer = `mutation { createCustomer(input: { company: "Racing Books" }) { customer { id } ${errors} } }`;
const deleteCustomer = `mutation($id: ID!) { deleteCustomer(id: $id) { ok ${errors} } }`;
const createOrder = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } ${errors} } }`;
const createTitle = `mutation($work: ProductWorkInput!, $product: ProductInput!) {
  createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { products { id } } ${errors} }
}`;
const deleteProduct = `mutation($id: ID!) { deleteProduct(id: $id) { ok ${errors} } }`;
const createExpense = `mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id } ${errors} } }`;

/**
 * Deleting a record and referring to it at the same moment: exactly one of the two wins, decided from
 * the record's links stream, so no order or expense is ever left pointing at a deleted record.
 */
describe.each(modes)('references decided from events, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let uid = 0;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
  });
  afterAll(() => stack?.close());

  const newProduct = async () =>
    (
      await client.data(createTitle, {
        work: { title: `Race ${uid}` },
        product: { formatId: 'BC', retailPrice: '9', isbn: `RACE-${uid++}` },
      })
    ).createProductWorkAndFormat.productWork.products[0].id as string;

  it.skipIf(!available)('never deletes a customer that an order made at the same moment refers to', async () => {
    const productId = await newProduct();
    for (let round = 0; round < 6; round++) {
      const customerId = (await client.data(createCustomer)).createCustomer.customer.id as string;
      const [deleted, ordered] = await Promise.all([
        client.data(deleteCustomer, { id: customerId }),
        client.data(createOrder, { input: { customerId, lines: [{ productId, quantity: 1 }] } }),
      ]);
      const customerGone = deleted.deleteCustomer.ok as boolean;
      const orderMade = ordered.createOrder.errors.length === 0;
      expect(customerGone && orderMade, `round ${round}: both the deletion and the order went through`).toBe(false);
      expect(customerGone || orderMade).toBe(true);
    }
  });

  it.skipIf(!available)('never deletes a format that an expense made at the same moment refers to', async () => {
    for (let round = 0; round < 6; round++) {
      const productId = await newProduct();
      const [deleted, spent] = await Promise.all([
        client.data(deleteProduct, { id: productId }),
        client.data(createExpense, { input: { productId, amount: '3.00' } }),
      ]);
      const productGone = deleted.deleteProduct.ok as boolean;
      const expenseMade = spent.createExpense.errors.length === 0;
      expect(productGone && expenseMade, `round ${round}: both the deletion and the expense went through`).toBe(false);
    }
  });
});
