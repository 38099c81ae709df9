import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const customerFields = `id revision firstName lastName company country ordersCount deleteBlockedReason paymentTerms { value }
  emails { id value primary } phones { id value } addresses { id city country addressType primary }`;
const orderFields = `id revision poNumber shippingCost itemsTotal totalAmount paymentsTotal dueAmount fullyPaid paid paidDate shipped shipDate
  backordered deleteBlockedReason orderStatus { value } customer { id } orderAddress { id city } orderEmail { value }
  lines { id quantity retailPrice discountType discountPercent calcPrice lineTotal inventoryShort product { id title inventoryQuantity } }
  payments { id amount memo sentDate }`;
const expenseFields = `id amount expenseDate adminNotes category { value }
  product { id productWorkId title isbn formatCode formatName retailPrice inventoryQuantity }`;

const createCustomer = `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { ${customerFields} } ${errors} position } }`;
const updateCustomer = `mutation($id: ID!, $revision: Int, $changed: CustomerChangesInput) {
  updateCustomer(id: $id, expectedRevision: $revision, changed: $changed) { customer { ${customerFields} } ${errors} }
}`;
const deleteCustomer = `mutation($id: ID!) { deleteCustomer(id: $id) { ok message ${errors} } }`;
const createOrder = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { ${orderFields} } message ${errors} position } }`;
const updateOrder = `mutation($id: ID!, $revision: Int, $changed: OrderDetailsInput, $paid: Boolean, $shipped: Boolean, $added: [OrderLineInput!], $updated: [OrderLineUpdateInput!], $removed: [ID!]) {
  updateOrder(id: $id, expectedRevision: $revision, changed: $changed, paid: $paid, shipped: $shipped, addedLines: $added, updatedLines: $updated, removedLines: $removed) {
    order { ${orderFields} } ${errors} position
  }
}`;
const addPayment = `mutation($orderId: ID!, $payment: OrderPaymentInput!) { createOrderPayment(orderId: $orderId, payment: $payment) { order { ${orderFields} } ${errors} } }`;
const changePayment = `mutation($orderId: ID!, $id: ID!, $changed: OrderPaymentInput!) { updateOrderPayment(orderId: $orderId, id: $id, changed: $changed) { order { ${orderFields} } ${errors} } }`;
const deletePayment = `mutation($orderId: ID!, $id: ID!) { deleteOrderPayment(orderId: $orderId, id: $id) { order { ${orderFields} } ${errors} } }`;
const deleteOrder = `mutation($id: ID!) { deleteOrder(id: $id) { ok message ${errors} } }`;
const listOrders = `query($page: Int, $params: OrderListParams) { orders(page: $page, params: $params) { totalCount items { id poNumber } } }`;
const createExpense = `mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { ${expenseFields} } ${errors} position } }`;
const listExpenses = `query($params: ExpenseListParams) { expenses(params: $params) { totalCount items { ${expenseFields} } } }`;

let isbnCounter = 500;
/** A valid ISBN-13 each time (978 prefix, computed check digit). */
function nextIsbn(): string {
  const body = `978${String(Date.now() % 1_000_000).padStart(6, '0')}${String(isbnCounter++ % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function newProduct(client: ApiClient, title: string, retailPrice: string, inventoryQuantity: number) {
  const { createProductWorkAndFormat } = await client.data(
    `mutation($work: ProductWorkInput!, $product: ProductInput!) {
      createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { id products { id } } ${errors} }
    }`,
    { work: { title }, product: { formatId: 'BC', retailPrice, inventoryQuantity, isbn: nextIsbn() } },
  );
  expect(createProductWorkAndFormat.errors).toEqual([]);
  return {
    workId: createProductWorkAndFormat.productWork.id as string,
    productId: createProductWorkAndFormat.productWork.products[0].id as string,
  };
}

const messages = (payload: { errors: { message: string }[] }) => payload.errors.map((error) => error.message);

describe.each(modes)('customers, orders and expenses, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let other: ApiClient;
  let customer: { id: string; addresses: { id: string }[]; emails: { id: string }[] };
  let book: { workId: string; productId: string };
  let ebook: { workId: string; productId: string };
  let netThirtyId: string;

  const orderCount = async () => (await client.data(listOrders)).orders.totalCount as number;
  const order = async (id: string, as = client) =>
    (await as.data(`query($id: ID!) { order(id: $id) { ${orderFields} } }`, { id })).order;
  const threeLines = () => [
    { productId: book.productId, quantity: 3 },
    { productId: book.productId, quantity: 2, discountType: 'percent', discount: '12.5' },
    { productId: ebook.productId, quantity: 1, discountType: 'netPrice', discount: '7.99' },
  ];

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    [client, other] = await Promise.all([
      ApiClient.register(stack),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
    ]);
    book = await newProduct(client, 'The Moonstone', '19.99', 4);
    ebook = await newProduct(client, 'The Woman in White', '12.99', 50);
    const { createPaymentTerm } = await client.data(
      `mutation { createPaymentTerm(value: "Net 30") { item { id value } ${errors} } }`,
    );
    netThirtyId = createPaymentTerm.item.id;
    const { createCustomer: created } = await client.data(createCustomer, {
      input: {
        firstName: 'Wilkie',
        lastName: 'Collins',
        company: 'Bentley Books',
        paymentTermId: netThirtyId,
        contacts: [
          { kind: 'email', value: 'wilkie@bentley.example', primary: true },
          {
            kind: 'address',
            primary: true,
            address: {
              line1: '2 Wimpole St',
              line2: '',
              city: 'London',
              stateOrRegion: '',
              zipcode: 'W1',
              country: 'GB',
            },
          },
        ],
      },
    });
    expect(created.errors).toEqual([]);
    customer = created.customer;
  });
  afterAll(async () => stack?.close());

  it.skipIf(!available)(
    'keeps sales lookups per publisher: default order statuses, duplicates and empty values refused',
    async () => {
      const { orderStatuses } = await client.data('{ orderStatuses { value } }');
      expect(orderStatuses.map((status: { value: string }) => status.value)).toEqual([
        'Backordered',
        'Canceled',
        'Ready',
      ]);
      for (const mutation of [
        'createShippingType',
        'createSalesperson',
        'createExpenseCategory',
        'createCustomerClass',
        'createOrderStatus',
      ]) {
        const first = (await client.data(`mutation { ${mutation}(value: "Special") { item { value } ${errors} } }`))[
          mutation
        ];
        expect(first).toMatchObject({ item: { value: 'Special' }, errors: [] });
        const again = (await client.data(`mutation { ${mutation}(value: " special ") { item { value } ${errors} } }`))[
          mutation
        ];
        expect(again).toEqual({
          item: null,
          errors: [{ field: 'value', message: 'Value already exists!', code: 'VALIDATION' }],
        });
        const empty = (await client.data(`mutation { ${mutation}(value: "  ") { item { value } ${errors} } }`))[
          mutation
        ];
        expect(empty).toEqual({
          item: null,
          errors: [{ field: 'value', code: 'VALIDATION', message: 'Please enter a value.' }],
        });
      }
      expect((await other.data('{ shippingTypes { value } }')).shippingTypes).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'creates customers with a Shipping address by default, lists, searches, filters and edits them',
    async () => {
      expect(customer).toMatchObject({
        firstName: 'Wilkie',
        country: 'GB',
        paymentTerms: { value: 'Net 30' },
        addresses: [{ city: 'London', addressType: 'Shipping', primary: true }],
        deleteBlockedReason: null,
      });
      const nameless = (await client.data(createCustomer, { input: { firstName: ' ', contacts: [] } })).createCustomer;
      expect(nameless).toMatchObject({
        customer: null,
        errors: [{ message: 'A first name, last name or company is required' }],
        position: null,
      });
      await client.data(createCustomer, { input: { company: 'Smith, Elder & Co.' } });
      const search = async (params: Record<string, unknown>) =>
        (
          await client.data(
            'query($params: CustomerListParams) { customers(params: $params) { totalCount items { company } } }',
            { params },
          )
        ).customers;
      // A name is found in the first name, the last name, or across both ("first last").
      for (const name of ['wilkie', 'COLLINS', 'kie col']) {
        expect((await search({ search: name, searchField: 'CUSTOMER_NAME' })).items, name).toEqual([
          { company: 'Bentley Books' },
        ]);
        expect((await search({ search: name })).items, name).toEqual([{ company: 'Bentley Books' }]);
      }
      expect((await search({ search: 'Smith', searchField: 'CUSTOMER_NAME' })).totalCount).toBe(0);
      // From two characters, a comma among them.
      expect((await search({ search: 'nS', searchField: 'CUSTOMER_NAME' })).items).toEqual([
        { company: 'Bentley Books' },
      ]);
      expect((await search({ search: 'H,' })).items).toEqual([{ company: 'Smith, Elder & Co.' }]);
      expect((await search({ search: 'elder', searchField: 'COMPANY_NAME' })).items).toEqual([
        { company: 'Smith, Elder & Co.' },
      ]);
      expect((await search({ paymentTermId: netThirtyId })).items).toEqual([{ company: 'Bentley Books' }]);
      expect((await search({})).totalCount).toBe(2);
      // Each sort keeps its order and every row its listed columns (found before or after the page).
      const sorted = async (params: Record<string, unknown>) =>
        (
          await client.data(
            'query($params: CustomerListParams) { customers(params: $params) { items { company country ordersCount paymentTerms { value } } } }',
            { params },
          )
        ).customers.items;
      const bentley = { company: 'Bentley Books', country: 'GB', ordersCount: 0, paymentTerms: { value: 'Net 30' } };
      const smith = { company: 'Smith, Elder & Co.', country: '', ordersCount: 0, paymentTerms: null };
      expect(await sorted({ sortField: 'COMPANY', sortDirection: 'DESC' })).toEqual([smith, bentley]);
      expect(await sorted({ sortField: 'COMPANY', search: 'e' })).toEqual([bentley, smith]);
      expect(await sorted({ sortField: 'PAYMENT_TERMS', sortDirection: 'DESC' })).toEqual([bentley, smith]);
      // The page selects each customer's contact items and lookups beside its rows, however it is sorted.
      for (const sortField of ['COMPANY', 'PAYMENT_TERMS']) {
        const { customers } = await client.data(
          `query($params: CustomerListParams) { customers(params: $params) { items { ${customerFields} } } }`,
          { params: { search: 'wilkie', sortField } },
        );
        expect(customers.items, sortField).toEqual([customer]);
      }
      const stale = customer as unknown as { revision: number };
      const saved = (
        await client.data(updateCustomer, {
          id: customer.id,
          revision: stale.revision,
          changed: { company: 'Richard Bentley & Son' },
        })
      ).updateCustomer;
      expect(saved).toMatchObject({ customer: { company: 'Richard Bentley & Son' }, errors: [] });
      const conflict = (
        await client.data(updateCustomer, {
          id: customer.id,
          revision: stale.revision,
          changed: { company: 'Lost edit' },
        })
      ).updateCustomer;
      expect(conflict.errors[0]).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Ada Byron') });
      const foreign = (await other.data(updateCustomer, { id: customer.id, changed: { company: 'Takeover' } }))
        .updateCustomer;
      expect(messages(foreign)).toEqual(['Customer not found']);
      expect(
        (await other.data('query($id: ID!) { customer(id: $id) { id } }', { id: customer.id })).customer,
      ).toBeNull();
    },
  );

  it.skipIf(!available)(
    'creates an order with all its lines at once, priced by each discount type, to the cent',
    async () => {
      const reply = (
        await client.data(createOrder, {
          input: {
            customerId: customer.id,
            orderAddressId: customer.addresses[0]!.id,
            orderEmailId: customer.emails[0]!.id,
            poNumber: 'PO-1868',
            shippingCost: '4.50',
            lines: threeLines(),
          },
        })
      ).createOrder;
      expect(reply.errors).toEqual([]);
      expect(reply.message).toBe('Order created successfully with 3 product(s)');
      // 3 × 19.99 + 2 × 17.49 (12.5 % off, rounded half up) + 7.99 = 102.94; plus 4.50 shipping
      expect(reply.order).toMatchObject({
        poNumber: 'PO-1868',
        itemsTotal: '102.94',
        shippingCost: '4.50',
        totalAmount: '107.44',
        dueAmount: '107.44',
        paid: false,
        orderAddress: { city: 'London' },
        orderEmail: { value: 'wilkie@bentley.example' },
        deleteBlockedReason:
          'Cannot delete order if there are any products in order. Edit order to remove products before deletion',
        lines: [
          {
            quantity: 3,
            discountType: 'none',
            discountPercent: '0.00',
            calcPrice: '19.99',
            lineTotal: '59.97',
            inventoryShort: false,
            product: { title: 'The Moonstone' },
          },
          {
            quantity: 2,
            discountType: 'percent',
            discountPercent: '12.50',
            calcPrice: '17.49',
            lineTotal: '34.98',
            inventoryShort: false,
          },
          {
            quantity: 1,
            discountType: 'netPrice',
            discountPercent: '38.49',
            calcPrice: '7.99',
            lineTotal: '7.99',
            product: { title: 'The Woman in White' },
          },
        ],
      });
      expect(
        (
          await client.data(`query($id: ID!) { customer(id: $id) { ordersCount deleteBlockedReason } }`, {
            id: customer.id,
          })
        ).customer,
      ).toEqual({
        ordersCount: 1,
        deleteBlockedReason: 'Cannot delete customer if there are any linked orders.',
      });
      // The same customer as an order names it (read by another loader, see customerById).
      expect(
        (
          await client.data(
            `query($id: ID!) { order(id: $id) { customer { country ordersCount deleteBlockedReason } } }`,
            {
              id: reply.order.id,
            },
          )
        ).order.customer,
      ).toEqual({
        country: 'GB',
        ordersCount: 1,
        deleteBlockedReason: 'Cannot delete customer if there are any linked orders.',
      });
      expect(messages((await client.data(deleteCustomer, { id: customer.id })).deleteCustomer)).toEqual([
        'Cannot delete customer if there are any linked orders.',
      ]);
    },
  );

  it.skipIf(!available)('refuses bad orders with a clear message and records nothing', async () => {
    const before = await orderCount();
    const attempt = async (input: Record<string, unknown>) =>
      (await client.data(createOrder, { input: { customerId: customer.id, lines: threeLines(), ...input } }))
        .createOrder;
    expect(messages(await attempt({ customerId: '', lines: [] }))).toEqual([
      'Customer is required',
      'At least one product is required',
    ]);
    expect(messages(await attempt({ lines: [{ productId: book.productId, quantity: 0 }] }))).toEqual([
      'All products must have a valid quantity',
    ]);
    expect(messages(await attempt({ lines: [{ productId: book.productId, quantity: -1 }] }))).toEqual([
      'All products must have a valid quantity',
    ]);
    expect(messages(await attempt({ lines: [{ productId: 'no-such-product', quantity: 1 }] }))).toEqual([
      'Product Not Found',
    ]);
    expect(messages(await attempt({ customerId: 'no-such-customer' }))).toEqual(['Customer not found']);
    for (const shippingCost of ['-5', '1.2.3', '4,50', '1.999']) {
      expect(await attempt({ shippingCost })).toMatchObject({
        order: null,
        position: null,
        errors: [{ field: 'shippingCost', message: expect.stringContaining('digits and at most one decimal point') }],
      });
    }
    expect(
      messages(
        await attempt({
          lines: [{ productId: book.productId, quantity: 1, discountType: 'percent', discount: '150' }],
        }),
      ),
    ).toEqual(['Please enter a valid discount']);
    expect(await orderCount()).toBe(before);
  });

  it.skipIf(!available)("never lets an order name another publisher's customer or product", async () => {
    const theirs = await newProduct(other, 'Rival Title', '9.99', 10);
    const before = await orderCount();
    const withTheirProduct = (
      await client.data(createOrder, {
        input: { customerId: customer.id, lines: [{ productId: theirs.productId, quantity: 1 }] },
      })
    ).createOrder;
    expect(messages(withTheirProduct)).toEqual(['Product Not Found']);
    const withOurCustomer = (
      await other.data(createOrder, {
        input: { customerId: customer.id, lines: [{ productId: theirs.productId, quantity: 1 }] },
      })
    ).createOrder;
    expect(messages(withOurCustomer)).toEqual(['Customer not found']);
    const mine = (await client.data(listOrders)).orders.items[0];
    expect(await order(mine.id, other)).toBeNull();
    expect(
      messages((await other.data(updateOrder, { id: mine.id, changed: { poNumber: 'hijack' } })).updateOrder),
    ).toEqual(['Order not found']);
    expect(
      messages((await other.data(addPayment, { orderId: mine.id, payment: { amount: '1.00' } })).createOrderPayment),
    ).toEqual(['Order not found']);
    expect((await other.data(listOrders)).orders.totalCount).toBe(0);
    expect(await orderCount()).toBe(before);
  });

  it.skipIf(!available)('records payments, ticks PAID for the rest, and ships and unships stock', async () => {
    const created = (
      await client.data(createOrder, {
        input: { customerId: customer.id, poNumber: 'PO-PAY', shippingCost: '5', lines: threeLines() },
      })
    ).createOrder.order;
    const partial = (
      await client.data(addPayment, {
        orderId: created.id,
        payment: { amount: '50.10', sentDate: '2026-11-01', memo: 'deposit' },
      })
    ).createOrderPayment;
    expect(partial.order).toMatchObject({ paymentsTotal: '50.10', dueAmount: '57.84', fullyPaid: false });
    for (const amount of ['-1', 'ten', '1.234']) {
      expect(
        messages((await client.data(addPayment, { orderId: created.id, payment: { amount } })).createOrderPayment),
      ).toEqual(['Please enter an amount with digits and at most one decimal point (e.g. 12.50).']);
    }
    const changed = (
      await client.data(changePayment, {
        orderId: created.id,
        id: partial.order.payments[0].id,
        changed: { amount: '50.00' },
      })
    ).updateOrderPayment;
    expect(changed.order).toMatchObject({
      paymentsTotal: '50.00',
      dueAmount: '57.94',
      payments: [{ amount: '50.00', memo: 'deposit', sentDate: '2026-11-01' }],
    });

    const paid = (await client.data(updateOrder, { id: created.id, paid: true })).updateOrder.order;
    expect(paid).toMatchObject({
      paid: true,
      paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      paymentsTotal: '107.94',
      dueAmount: '0.00',
      fullyPaid: true,
    });
    expect(paid.payments[1]).toMatchObject({ amount: '57.94', memo: 'Payment recorded via paid checkbox' });
    const unpaid = (await client.data(updateOrder, { id: created.id, paid: false })).updateOrder.order;
    expect(unpaid).toMatchObject({ paid: false, paidDate: null, dueAmount: '0.00', paymentsTotal: '107.94' });
    const removed = (await client.data(deletePayment, { orderId: created.id, id: paid.payments[1].id }))
      .deleteOrderPayment.order;
    expect(removed).toMatchObject({ dueAmount: '57.94', payments: [{ amount: '50.00' }] });

    // The Moonstone: 4 in stock; this order wants 5, so its line shows short until shipped.
    expect(removed.lines[0]).toMatchObject({ inventoryShort: false, product: { inventoryQuantity: 4 } });
    expect(removed.lines[1]).toMatchObject({ inventoryShort: false });
    const grown = (
      await client.data(updateOrder, { id: created.id, updated: [{ id: removed.lines[0].id, quantity: 5 }] })
    ).updateOrder.order;
    expect(grown.lines[0]).toMatchObject({ quantity: 5, inventoryShort: true });
    const shipped = (await client.data(updateOrder, { id: created.id, shipped: true })).updateOrder.order;
    expect(shipped).toMatchObject({ shipped: true, shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(
      shipped.lines.map((line: { inventoryShort: boolean; product: { inventoryQuantity: number } }) => [
        line.inventoryShort,
        line.product.inventoryQuantity,
      ]),
    ).toEqual([
      [false, -3],
      [false, -3],
      [false, 49],
    ]);
    const productPage = `query($id: ID!) { product(id: $id) { inventoryQuantity } }`;
    const onProductPage = async () =>
      (await client.data(productPage, { id: removed.lines[0].product.id })).product.inventoryQuantity;
    expect(await onProductPage()).toBe(-3);
    const unshipped = (await client.data(updateOrder, { id: created.id, shipped: false })).updateOrder.order;
    expect(unshipped.lines[0].product.inventoryQuantity).toBe(4);
    expect(await onProductPage()).toBe(4);
  });

  it.skipIf(!available)('edits lines together, deletes an order only once it has no lines', async () => {
    const created = (
      await client.data(createOrder, { input: { customerId: customer.id, poNumber: 'PO-EDIT', lines: threeLines() } })
    ).createOrder.order;
    const edited = (
      await client.data(updateOrder, {
        id: created.id,
        revision: created.revision,
        changed: { poNumber: 'PO-EDITED' },
        added: [{ productId: ebook.productId, quantity: 2 }],
        updated: [{ id: created.lines[0].id, quantity: 1, discountType: 'netPrice', discount: '15.00' }],
        removed: [created.lines[1].id],
      })
    ).updateOrder;
    expect(edited.errors).toEqual([]);
    expect(edited.order).toMatchObject({
      poNumber: 'PO-EDITED',
      itemsTotal: '48.97',
      lines: [{ calcPrice: '15.00' }, { calcPrice: '7.99' }, { quantity: 2, calcPrice: '12.99' }],
    });
    const stale = (
      await client.data(updateOrder, { id: created.id, revision: created.revision, changed: { poNumber: 'late' } })
    ).updateOrder;
    expect(stale.errors[0].code).toBe('CONFLICT');
    const zero = (
      await client.data(updateOrder, { id: created.id, updated: [{ id: created.lines[0].id, quantity: 0 }] })
    ).updateOrder;
    expect(messages(zero)).toEqual(['All products must have a valid quantity']);
    expect(messages((await client.data(deleteOrder, { id: created.id })).deleteOrder)).toEqual([
      'Cannot delete order if there are any products in order. Edit order to remove products before deletion',
    ]);
    await client.data(updateOrder, {
      id: created.id,
      removed: edited.order.lines.map((line: { id: string }) => line.id),
    });
    expect((await client.data(deleteOrder, { id: created.id })).deleteOrder).toMatchObject({ ok: true, errors: [] });
    expect(await order(created.id)).toBeNull();
    expect(messages((await client.data(deleteOrder, { id: created.id })).deleteOrder)).toEqual(['Order not found']);
  });

  it.skipIf(!available)(
    'lists orders: search from 3 characters, date bounds, backordered, title filter, sort',
    async () => {
      const { orderStatuses } = await client.data('{ orderStatuses { id value } }');
      const backordered = orderStatuses.find((status: { value: string }) => status.value === 'Backordered').id;
      await client.data(createOrder, {
        input: {
          customerId: customer.id,
          poNumber: 'PO-BACK',
          orderStatusId: backordered,
          lines: [{ productId: ebook.productId, quantity: 1 }],
        },
      });
      const list = async (params: Record<string, unknown>) => (await client.data(listOrders, { params })).orders;
      const all = await list({});
      expect((await list({ search: 'PO' })).totalCount).toBe(all.totalCount);
      expect((await list({ search: 'PO-BACK' })).items.map((item: { poNumber: string }) => item.poNumber)).toEqual([
        'PO-BACK',
      ]);
      expect((await list({ search: 'po-back' })).totalCount).toBe(1); // in any case, as everywhere
      // The page selects each order's customer beside its rows: it reads as the customer's own screen does.
      const shownCustomer = 'id firstName lastName company created modified revision country ordersCount';
      const { orders: withCustomer } = await client.data(
        `query($params: OrderListParams) { orders(params: $params) { items { poNumber customer { ${shownCustomer} } } } }`,
        { params: { search: 'PO-BACK' } },
      );
      const { customer: ownScreen } = await client.data(`query($id: ID!) { customer(id: $id) { ${shownCustomer} } }`, {
        id: customer.id,
      });
      expect(withCustomer.items).toEqual([{ poNumber: 'PO-BACK', customer: ownScreen }]);
      expect((await list({ search: 'Collins' })).totalCount).toBe(all.totalCount);
      expect((await list({ backordered: true })).items.map((item: { poNumber: string }) => item.poNumber)).toEqual([
        'PO-BACK',
      ]);
      expect(
        (await list({ productWorkId: book.workId })).items.map((item: { poNumber: string }) => item.poNumber),
      ).not.toContain('PO-BACK');
      expect(all.items[0].poNumber).toBe('PO-BACK'); // newest first by default
      expect((await list({ sortField: 'BACKORDERED', sortDirection: 'DESC' })).items[0].poNumber).toBe('PO-BACK');
      expect((await list({ createdAfter: '2999-01-01' })).totalCount).toBe(0);
      expect((await list({ createdBefore: '2000-01-01' })).totalCount).toBe(0);
      expect((await list({ createdAfter: '2000-01-01', createdBefore: '2999-01-01' })).totalCount).toBe(all.totalCount);
    },
  );

  it.skipIf(!available)(
    'records product and company expenses, refusing ones without product or category and bad amounts',
    async () => {
      const { createExpenseCategory } = await client.data(
        `mutation { createExpenseCategory(value: "Printing") { item { id } ${errors} } }`,
      );
      const categoryId = createExpenseCategory.item.id;
      const product = (
        await client.data(createExpense, {
          input: { productId: book.productId, amount: '250.05', expenseDate: '2026-10-31', adminNotes: 'cover art' },
        })
      ).createExpense;
      expect(product.expense).toMatchObject({
        amount: '250.05',
        expenseDate: '2026-10-31',
        product: { title: 'The Moonstone' },
        category: null,
      });
      const company = (await client.data(createExpense, { input: { categoryId, amount: '99.5' } })).createExpense;
      expect(company.expense).toMatchObject({
        amount: '99.50',
        product: null,
        category: { value: 'Printing' },
        expenseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });

      const before = (await client.data(listExpenses)).expenses.totalCount;
      expect(messages((await client.data(createExpense, { input: { amount: '10' } })).createExpense)).toEqual([
        'Expenses that are not attached to a product must include a category.',
      ]);
      for (const amount of ['0', '-3', 'abc', '', '1.2.3']) {
        expect(messages((await client.data(createExpense, { input: { categoryId, amount } })).createExpense)).toEqual([
          'Amount must be a number greater than 0',
        ]);
      }
      const theirs = await newProduct(other, 'Rival Costs', '1.00', 0);
      expect(
        messages(
          (await client.data(createExpense, { input: { productId: theirs.productId, amount: '5' } })).createExpense,
        ),
      ).toEqual(['Product Not Found']);
      expect((await client.data(listExpenses)).expenses.totalCount).toBe(before);

      const byTitle = (await client.data(listExpenses, { params: { productWorkId: book.workId } })).expenses;
      expect(byTitle.items.map((item: { adminNotes: string }) => item.adminNotes)).toEqual(['cover art']);
      expect(
        (await client.data(listExpenses, { params: { search: 'COVER A', searchField: 'NOTES' } })).expenses.items.map(
          (item: { adminNotes: string }) => item.adminNotes,
        ),
      ).toEqual(['cover art']);
      expect((await client.data(listExpenses, { params: { categoryId } })).expenses.totalCount).toBe(1);
      expect(
        (await client.data(listExpenses, { params: { search: 'moonstone', searchField: 'PRODUCT_TITLE' } })).expenses
          .totalCount,
      ).toBe(1);
      // Searched in every field, an expense is found by its notes or by its format's title, from two letters.
      for (const search of ['moonstone', 'cover art', 'oO', 'Rt'])
        expect((await client.data(listExpenses, { params: { search } })).expenses.items).toEqual([product.expense]);

      const attached = (
        await client.data(
          `mutation($id: ID!, $changed: ExpenseInput!) { updateExpense(id: $id, changed: $changed) { expense { ${expenseFields} } ${errors} } }`,
          {
            id: company.expense.id,
            changed: { productId: ebook.productId },
          },
        )
      ).updateExpense;
      expect(attached.expense).toMatchObject({
        product: { title: 'The Woman in White' },
        category: { value: 'Printing' },
      });
      // The list selects each expense's format and category beside its rows: they read as the expense's own.
      expect((await client.data(listExpenses, { params: { categoryId } })).expenses.items).toEqual([attached.expense]);
      // Attached to a format, it is found by that format's title.
      expect(
        (await client.data(listExpenses, { params: { search: 'WOMAN in', searchField: 'PRODUCT_TITLE' } })).expenses
          .items,
      ).toEqual([attached.expense]);
      expect(
        (await other.data(`query($id: ID!) { expense(id: $id) { id } }`, { id: company.expense.id })).expense,
      ).toBeNull();
      const removed = (
        await client.data(`mutation($id: ID!) { deleteExpense(id: $id) { ok ${errors} } }`, { id: company.expense.id })
      ).deleteExpense;
      expect(removed).toEqual({ ok: true, errors: [] });
      expect(
        (await client.data(`query($id: ID!) { expense(id: $id) { id } }`, { id: company.expense.id })).expense,
      ).toBeNull();
    },
  );
});
