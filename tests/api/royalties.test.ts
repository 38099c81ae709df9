import { royaltyMessages } from '@colophon/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const royaltyFields = `id revision regionName termsSummary owed paid balance paymentsCount locked deleteBlockedReason
  royaltyLineItems { id amount thresholdStart thresholdEnd royaltyTerm { id value } category { id } tierDiscount }
  creator { id displayName balance } product { id isbn productWork { title } } lastEditor { firstName }
  payments { id amount sentDate method { value } }`;
const createRoyalty = `mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { ${royaltyFields} } message ${errors} position } }`;
const updateRoyalty = `mutation($id: ID!, $revision: Int, $changed: RoyaltyChangesInput!) {
  updateRoyalty(id: $id, expectedRevision: $revision, changed: $changed) { royalty { ${royaltyFields} } ${errors} position }
}`;
const deleteRoyalty = `mutation($id: ID!) { deleteRoyalty(id: $id) { ok message ${errors} position } }`;
const addTier = `mutation($royaltyId: ID!, $item: RoyaltyLineItemInput!) {
  createRoyaltyLineItem(royaltyId: $royaltyId, royaltyItem: $item) { royalty { ${royaltyFields} } ${errors} }
}`;
const changeTier = `mutation($royaltyId: ID!, $id: ID!, $changed: RoyaltyLineItemChangesInput!) {
  updateRoyaltyLineItem(royaltyId: $royaltyId, id: $id, changed: $changed) { royalty { ${royaltyFields} } ${errors} }
}`;
const removeTier = `mutation($royaltyId: ID!, $id: ID!) {
  deleteRoyaltyLineItem(royaltyId: $royaltyId, id: $id) { royalty { ${royaltyFields} } ${errors} }
}`;
const createPayment = `mutation($royaltyId: ID!, $payment: RoyaltyPaymentInput!) {
  createRoyaltyPayment(royaltyId: $royaltyId, payment: $payment) { royaltyPayment { id amount sentDate method { value } royalty { balance } } ${errors} position }
}`;
const updatePayment = `mutation($id: ID!, $changed: RoyaltyPaymentInput!) {
  updateRoyaltyPayment(id: $id, changed: $changed) { royaltyPayment { id amount royalty { balance } } ${errors} }
}`;
const deletePayment = `mutation($id: ID!) { deleteRoyaltyPayment(id: $id) { ok message ${errors} position } }`;
const royaltyQuery = `query($id: ID!) { royalty(id: $id) { ${royaltyFields} } }`;
const listRoyalties = `query($page: Int, $params: RoyaltyListParams) { royaltys(page: $page, params: $params) { totalCount pageSize items { id termsSummary balance } } }`;
const listRoyaltiesInFull = `query($params: RoyaltyListParams) { royaltys(params: $params) { items { ${royaltyFields} } } }`;
const listPayments = `query($params: RoyaltyPaymentListParams) { royaltypayments(params: $params) { totalCount items { id amount royalty { id } } } }`;
const createOrder = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id revision } ${errors} position } }`;
const updateOrder = `mutation($id: ID!, $paid: Boolean, $shipped: Boolean) {
  updateOrder(id: $id, paid: $paid, shipped: $shipped) { order { id } ${errors} position }
}`;

const tier = (thresholdStart: number, amount: string, royaltyTerm = 2) => ({ thresholdStart, amount, royaltyTerm });
const twoTiers = [tier(0, '10'), tier(100, '15')];

let isbnCounter = 700;
/** A valid ISBN-13 each time (978 prefix, computed check digit). */
function nextIsbn(): string {
  const body = `978${String(Date.now() % 1_000_000).padStart(6, '0')}${String(isbnCounter++ % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

describe.each(modes)('royalties and royalty payments, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let other: ApiClient;
  let checkId: string;
  let creatorId: string;
  let customerId: string;
  let frankenstein: { workId: string; productId: string; isbn: string };

  async function newCreator(displayName: string) {
    const { createCreator } = await client.data(
      `mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } ${errors} } }`,
      { input: { displayName, email: 'writer@example.org', paymentTypeId: checkId } },
    );
    expect(createCreator.errors).toEqual([]);
    return createCreator.creator.id as string;
  }

  async function newProduct(title: string, creatorIds: string[]) {
    const isbn = nextIsbn();
    const { createProductWorkAndFormat } = await client.data(
      `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
        createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
          productWork { id products { id } } ${errors}
        }
      }`,
      {
        work: { title },
        product: { formatId: 'BC', retailPrice: '20.00', inventoryQuantity: 500, isbn },
        creators: creatorIds.map((id) => ({ creatorId: id, onixContributorCodeId: 'A01' })),
      },
    );
    expect(createProductWorkAndFormat.errors).toEqual([]);
    return {
      workId: createProductWorkAndFormat.productWork.id as string,
      productId: createProductWorkAndFormat.productWork.products[0].id as string,
      isbn,
    };
  }

  /** An order of `quantity` units at 10.00 each (50 % off the 20.00 retail price). */
  async function newOrder(productId: string, quantity: number, flags: { paid?: boolean; shipped?: boolean } = {}) {
    const { createOrder: created } = await client.data(createOrder, {
      input: { customerId, lines: [{ productId, quantity, discountType: 'netPrice', discount: '10.00' }], ...flags },
    });
    expect(created.errors).toEqual([]);
    return created.order.id as string;
  }

  const royalty = async (id: string, as = client) => (await as.data(royaltyQuery, { id })).royalty;

  /** A list's CSV export, parsed. */
  async function exportList(type: string, body: unknown) {
    const response = await fetch(`${stack.queryUrl}/api/v1/exports/${type}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client.headers() },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true });
  }

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    [client, other] = await Promise.all([
      ApiClient.register(stack),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
    ]);
    checkId = (await client.data('{ paymentTypes { id } }')).paymentTypes[0].id;
    creatorId = await newCreator('Mary Shelley');
    frankenstein = await newProduct('Frankenstein', [creatorId]);
    const { createCustomer } = await client.data(
      `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`,
      { input: { company: 'Lackington Books' } },
    );
    customerId = createCustomer.customer.id;
  }, 120_000);
  afterAll(async () => stack?.close());

  it.skipIf(!available)(
    'creates a royalty with two tiers, and refuses the same creator, product and region twice',
    async () => {
      const { createRoyalty: created } = await client.data(createRoyalty, {
        input: { creatorId, productId: frankenstein.productId, tiers: twoTiers },
      });
      expect(created.errors).toEqual([]);
      expect(created.message).toBe(created.royalty.id);
      expect(created.royalty).toMatchObject({
        regionName: 'Rest of World',
        termsSummary: '10.0% of net receipts, 15.0% of net receipts from 100 units',
        owed: '0.00',
        balance: '0.00',
        locked: false,
        deleteBlockedReason: null,
        royaltyLineItems: [
          {
            amount: '10.00',
            thresholdStart: 0,
            thresholdEnd: 99,
            royaltyTerm: { id: '2', value: 'of net receipts' },
            tierDiscount: 'None',
          },
          { amount: '15.00', thresholdStart: 100, thresholdEnd: null, category: { id: '1' } },
        ],
        creator: { id: creatorId, displayName: 'Mary Shelley' },
        product: { id: frankenstein.productId, productWork: { title: 'Frankenstein' } },
        lastEditor: { firstName: 'Ada' },
      });

      const duplicate = await client.data(createRoyalty, {
        input: { creatorId, productId: frankenstein.productId, tiers: [tier(0, '12')] },
      });
      expect(duplicate.createRoyalty).toMatchObject({
        royalty: null,
        errors: [
          {
            field: 'productId',
            message: 'A royalty already exists for Mary Shelley - Frankenstein in region (Rest of World).',
            code: 'VALIDATION',
          },
        ],
      });
      const tooLow = await client.data(createRoyalty, {
        input: { creatorId, productId: frankenstein.productId, tiers: [tier(0, '10'), tier(0, '12')] },
      });
      expect(tooLow.createRoyalty.errors.map((error: { message: string }) => error.message)).toContain(
        'Tier start too low.',
      );

      const { royaltys } = await client.data(listRoyalties, { params: { productWorkId: frankenstein.workId } });
      expect(royaltys).toMatchObject({ totalCount: 1, pageSize: 25, items: [{ id: created.royalty.id }] });
      // The list selects each royalty's format, title and creator beside its rows: they read as the royalty's own.
      const inFull = await client.data(listRoyaltiesInFull, { params: { productWorkId: frankenstein.workId } });
      expect(inFull.royaltys.items).toEqual([await royalty(created.royalty.id)]);
      for (const [searchField, search] of [
        ['PRODUCT_TITLE', 'frankenst'],
        ['ISBN', frankenstein.isbn.slice(3, 10)],
        ['ISBN', `${frankenstein.isbn.slice(0, 3)}-${frankenstein.isbn.slice(3, 9)}`],
        ['CREATOR_DISPLAY_NAME', 'shelley'],
        ['ALL', 'mary'],
        ['ALL', 'SHELLEY'],
        ['PRODUCT_TITLE', 'kE'],
      ]) {
        const found = await client.data(listRoyalties, { params: { search, searchField } });
        expect(found.royaltys.items.map((item: { id: string }) => item.id)).toContain(created.royalty.id);
      }
      expect((await client.data(listRoyalties, { params: { search: 'Dracula' } })).royaltys.totalCount).toBe(0);
      const counts = await client.data('query($id: ID!) { productWorkCounts(productWorkId: $id) { royaltiesCount } }', {
        id: frankenstein.workId,
      });
      expect(counts.productWorkCounts.royaltiesCount).toBe(1);
      // The royalty holds its creator and its format: neither can be deleted while it exists.
      const creatorDeletion = await client.data(`mutation($id: ID!) { deleteCreator(id: $id) { ok message } }`, {
        id: creatorId,
      });
      expect(creatorDeletion.deleteCreator).toMatchObject({
        ok: false,
        message: 'Cannot delete creator if there are any linked products, royalties, or payments.',
      });
      const productDeletion = await client.data(`mutation($id: ID!) { deleteProduct(id: $id) { ok message } }`, {
        id: frankenstein.productId,
      });
      expect(productDeletion.deleteProduct.ok).toBe(false);
      const count = await fetch(`${stack.queryUrl}/count_royaltys/`, {
        method: 'POST',
        headers: { ...client.headers(), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(await count.json()).toEqual({ message: '1' });
    },
  );

  it.skipIf(!available)('lets exactly one of four concurrent creations of the same royalty win', async () => {
    const author = await newCreator('Percy Shelley');
    const book = await newProduct('Ozymandias', [author]);
    const replies = await Promise.all(
      [0, 1, 2, 3].map(() =>
        client.data(createRoyalty, { input: { creatorId: author, productId: book.productId, tiers: [tier(0, '8')] } }),
      ),
    );
    const won = replies.filter((reply) => reply.createRoyalty.errors.length === 0);
    expect(won).toHaveLength(1);
    for (const lost of replies.filter((reply) => reply.createRoyalty.errors.length > 0))
      expect(lost.createRoyalty.errors[0].message).toBe(
        'A royalty already exists for Percy Shelley - Ozymandias in region (Rest of World).',
      );
    expect((await client.data(listRoyalties, { params: { productId: book.productId } })).royaltys.totalCount).toBe(1);
  });

  it.skipIf(!available)(
    'owes from paid orders across the tiers, and gives it back when an order is unpaid',
    async () => {
      const author = await newCreator('Ann Radcliffe');
      const book = await newProduct('The Italian', [author]);
      const { createRoyalty: created } = await client.data(createRoyalty, {
        input: { creatorId: author, productId: book.productId, tiers: twoTiers },
      });
      const orderId = await newOrder(book.productId, 120);
      expect(await royalty(created.royalty.id)).toMatchObject({ owed: '0.00' });
      // 100 units × 10.00 at 10 % and 20 units × 10.00 at 15 %.
      const paid = await client.data(updateOrder, { id: orderId, paid: true });
      client.position = paid.updateOrder.position;
      expect(await royalty(created.royalty.id)).toMatchObject({
        owed: '130.00',
        balance: '130.00',
        creator: { balance: '130.00' },
      });
      // The creators list reads the balance and the payment type in its page's statement.
      const listed = await client.data(
        `query($params: CreatorListParams) { creators(params: $params) { items { id balance paymentType { id value } } } }`,
        { params: { search: 'Ann Radcliffe' } },
      );
      expect(listed.creators.items).toEqual([
        { id: author, balance: '130.00', paymentType: { id: checkId, value: 'Check' } },
      ]);
      const unpaid = await client.data(updateOrder, { id: orderId, paid: false });
      client.position = unpaid.updateOrder.position;
      expect(await royalty(created.royalty.id)).toMatchObject({ owed: '0.00', creator: { balance: '0.00' } });

      // A third tier, changed and removed again: the figures follow.
      await client.data(updateOrder, { id: orderId, paid: true });
      const added = (await client.data(addTier, { royaltyId: created.royalty.id, item: tier(110, '20') }))
        .createRoyaltyLineItem;
      expect(added.errors).toEqual([]);
      expect(added.royalty.owed).toBe('135.00');
      const third = added.royalty.royaltyLineItems[2];
      const changed = (
        await client.data(changeTier, { royaltyId: created.royalty.id, id: third.id, changed: { amount: '25' } })
      ).updateRoyaltyLineItem;
      expect(changed.royalty.owed).toBe('140.00');
      const tooLow = await client.data(changeTier, {
        royaltyId: created.royalty.id,
        id: third.id,
        changed: { thresholdStart: 100 },
      });
      expect(tooLow.updateRoyaltyLineItem.errors).toEqual([
        { field: 'tiers', message: 'Tier start too low.', code: 'VALIDATION' },
      ]);
      const removed = (await client.data(removeTier, { royaltyId: created.royalty.id, id: third.id }))
        .deleteRoyaltyLineItem;
      expect(removed.royalty).toMatchObject({ owed: '130.00', royaltyLineItems: [{}, {}] });
    },
  );

  it.skipIf(!available)('counts a sale on its ship date under the shipped-date accounting method', async () => {
    const author = await newCreator('Matthew Lewis');
    const book = await newProduct('The Monk', [author]);
    const { createRoyalty: created } = await client.data(createRoyalty, {
      input: { creatorId: author, productId: book.productId, tiers: [tier(0, '10')] },
    });
    const orderId = await newOrder(book.productId, 10, { paid: true });
    expect(await royalty(created.royalty.id)).toMatchObject({ owed: '10.00' });
    const publisherId = (await client.data('{ me { publisher { id } } }')).me.publisher.id;
    const shipped = await client.data(
      `mutation($id: ID!) { updatePublisher(id: $id, changed: { accountingMethod: shipped }) { ${errors} position } }`,
      { id: publisherId },
    );
    expect(shipped.updatePublisher.errors).toEqual([]);
    client.position = shipped.updatePublisher.position;
    expect(await royalty(created.royalty.id)).toMatchObject({ owed: '0.00' });
    const shipping = await client.data(updateOrder, { id: orderId, shipped: true });
    client.position = shipping.updateOrder.position;
    expect(await royalty(created.royalty.id)).toMatchObject({ owed: '10.00' });
    const back = await client.data(
      `mutation($id: ID!) { updatePublisher(id: $id, changed: { accountingMethod: paid }) { ${errors} position } }`,
      { id: publisherId },
    );
    client.position = back.updatePublisher.position;
  });

  it.skipIf(!available)(
    'records payments against the balance, and refuses to delete a royalty with payments',
    async () => {
      const author = await newCreator('Horace Walpole');
      const book = await newProduct('The Castle of Otranto', [author]);
      const { createRoyalty: created } = await client.data(createRoyalty, {
        input: { creatorId: author, productId: book.productId, tiers: [tier(0, '10')] },
      });
      const royaltyId = created.royalty.id;
      await newOrder(book.productId, 50, { paid: true });
      const { createRoyaltyPayment: recorded } = await client.data(createPayment, {
        royaltyId,
        payment: { amount: '20.00', methodId: checkId, sentDate: '2026-04-30' },
      });
      expect(recorded).toMatchObject({
        errors: [],
        royaltyPayment: {
          amount: '20.00',
          sentDate: '2026-04-30',
          method: { value: 'Check' },
          royalty: { balance: '30.00' },
        },
      });
      const refused = await client.data(createPayment, { royaltyId, payment: { amount: '0', methodId: checkId } });
      expect(refused.createRoyaltyPayment.errors).toEqual([
        { field: 'amount', message: 'Please enter an amount greater than 0.', code: 'VALIDATION' },
      ]);
      const changed = await client.data(updatePayment, {
        id: recorded.royaltyPayment.id,
        changed: { amount: '60.00' },
      });
      expect(changed.updateRoyaltyPayment.royaltyPayment).toMatchObject({
        amount: '60.00',
        royalty: { balance: '-10.00' },
      });
      expect(await royalty(royaltyId)).toMatchObject({
        paid: '60.00',
        balance: '-10.00',
        paymentsCount: 1,
        deleteBlockedReason: royaltyMessages.deleteBlocked,
        payments: [{ amount: '60.00', method: { value: 'Check' } }],
      });
      const listed = await client.data(listPayments, { params: { royaltyId } });
      expect(listed.royaltypayments).toMatchObject({
        totalCount: 1,
        items: [{ amount: '60.00', royalty: { id: royaltyId } }],
      });
      // The payments list searches its royalty's title and creator's names, case-blind, from two letters.
      const foundPayments = async (searchField: string, search: string) =>
        (await client.data(listPayments, { params: { search, searchField } })).royaltypayments.items.map(
          (item: { id: string }) => item.id,
        );
      for (const [searchField, search] of [
        ['PRODUCT_TITLE', 'OTRANTO'],
        ['CREATOR', 'walp'],
        ['ALL', 'horace w'],
        ['ALL', 'Wa'],
      ])
        expect(await foundPayments(searchField!, search!)).toContain(recorded.royaltyPayment.id);
      expect(await foundPayments('CREATOR', 'Otranto')).not.toContain(recorded.royaltyPayment.id);
      const paymentsInFull = await client.data(
        `query($params: RoyaltyPaymentListParams) {
          royaltypayments(params: $params) { items { id amount sentDate method { value } royalty { ${royaltyFields} } } }
        }`,
        { params: { royaltyId } },
      );
      expect(paymentsInFull.royaltypayments.items).toEqual([
        {
          id: recorded.royaltyPayment.id,
          amount: '60.00',
          sentDate: '2026-04-30',
          method: { value: 'Check' },
          royalty: await royalty(royaltyId),
        },
      ]);

      // The lists' CSV exports, with the spec's columns.
      const royaltiesCsv = await exportList('royalties', { params: { productId: book.productId } });
      expect(royaltiesCsv.meta.fields).toEqual([
        'id',
        'product_id',
        'title',
        'isbn',
        'creator_display_name',
        'creator_payment_name',
        'paid',
        'balance',
        'created',
        'modified',
      ]);
      expect(royaltiesCsv.data).toEqual([
        expect.objectContaining({
          id: royaltyId,
          product_id: book.productId,
          title: 'The Castle of Otranto',
          isbn: book.isbn,
          creator_display_name: 'Horace Walpole',
          paid: '60.00',
          balance: '-10.00',
        }),
      ]);
      const paymentsCsv = await exportList('royaltypayments', { params: { royaltyId } });
      expect(paymentsCsv.meta.fields).toEqual(['id', 'payment_date', 'payment_method', 'amount', 'product', 'creator']);
      expect(paymentsCsv.data).toEqual([
        {
          id: recorded.royaltyPayment.id,
          payment_date: '2026-04-30',
          payment_method: 'Check',
          amount: '60.00',
          product: 'The Castle of Otranto',
          creator: 'Horace Walpole',
        },
      ]);

      const blocked = await client.data(deleteRoyalty, { id: royaltyId });
      expect(blocked.deleteRoyalty).toMatchObject({
        ok: false,
        message: 'Cannot delete royalty if there are any linked payments.',
        errors: [{ message: 'Cannot delete royalty if there are any linked payments.' }],
      });
      // The unfiltered lists read their totals from the publisher's counters: they follow each deletion.
      const totals = async () => ({
        royalties: (await client.data(listRoyalties)).royaltys.totalCount,
        payments: (await client.data(listPayments)).royaltypayments.totalCount,
      });
      const before = await totals();
      const paymentDeleted = await client.data(deletePayment, { id: recorded.royaltyPayment.id });
      expect(paymentDeleted.deleteRoyaltyPayment.ok).toBe(true);
      client.position = paymentDeleted.deleteRoyaltyPayment.position;
      expect(await totals()).toEqual({ ...before, payments: before.payments - 1 });
      const deleted = await client.data(deleteRoyalty, { id: royaltyId });
      expect(deleted.deleteRoyalty).toMatchObject({ ok: true, errors: [] });
      client.position = deleted.deleteRoyalty.position;
      expect(await royalty(royaltyId)).toBeNull();
      expect(await totals()).toEqual({ royalties: before.royalties - 1, payments: before.payments - 1 });
      // The creator, product and region are free again.
      const again = await client.data(createRoyalty, {
        input: { creatorId: author, productId: book.productId, tiers: [tier(0, '10')] },
      });
      expect(again.createRoyalty.errors).toEqual([]);
    },
  );

  it.skipIf(!available)('counts a region’s orders for its royalty, and the rest for Rest of World', async () => {
    const author = await newCreator('Charles Maturin');
    const book = await newProduct('Melmoth the Wanderer', [author]);
    const turnOn = await client.data(
      `mutation { updatePublisherSalesRegionSetting(enable: true) { ${errors} position } }`,
    );
    expect(turnOn.updatePublisherSalesRegionSetting.errors).toEqual([]);
    const { createRegion } = await client.data(
      `mutation($name: String!, $countries: [String!]!) { createRegion(name: $name, countries: $countries) { region { id } ${errors} } }`,
      { name: 'Ireland', countries: ['IE'] },
    );
    const regionId = createRegion.region.id;
    const [irish, rest] = await Promise.all(
      [regionId, null].map(async (region) => {
        const { createRoyalty: created } = await client.data(createRoyalty, {
          input: { creatorId: author, productId: book.productId, regionId: region, tiers: [tier(0, '10')] },
        });
        expect(created.errors).toEqual([]);
        return created.royalty;
      }),
    );
    expect([irish.regionName, rest.regionName]).toEqual(['Ireland', 'Rest of World']);
    const duplicate = await client.data(createRoyalty, {
      input: { creatorId: author, productId: book.productId, regionId, tiers: [tier(0, '12')] },
    });
    expect(duplicate.createRoyalty.errors[0].message).toBe(
      'A royalty already exists for Charles Maturin - Melmoth the Wanderer in region Ireland.',
    );

    const { createCustomer } = await client.data(
      `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id addresses { id } } ${errors} } }`,
      {
        input: {
          company: 'Dublin Books',
          contacts: [
            {
              kind: 'address',
              primary: true,
              address: {
                line1: '1 Grafton St',
                line2: '',
                city: 'Dublin',
                stateOrRegion: '',
                zipcode: '',
                country: 'IE',
              },
            },
          ],
        },
      },
    );
    const dublin = createCustomer.customer;
    const { createOrder: irishOrder } = await client.data(createOrder, {
      input: {
        customerId: dublin.id,
        orderAddressId: dublin.addresses[0].id,
        paid: true,
        lines: [{ productId: book.productId, quantity: 10, discountType: 'netPrice', discount: '10.00' }],
      },
    });
    expect(irishOrder.errors).toEqual([]);
    // The Irish order is Ireland's; an order without an address is Rest of World's.
    await newOrder(book.productId, 30, { paid: true });
    expect([(await royalty(irish.id)).owed, (await royalty(rest.id)).owed]).toEqual(['10.00', '30.00']);
    const turnOff = await client.data(
      `mutation { updatePublisherSalesRegionSetting(enable: false) { ${errors} position } }`,
    );
    client.position = turnOff.updatePublisherSalesRegionSetting.position;
  });

  it.skipIf(!available)('refuses a save started from an older revision, naming who saved since', async () => {
    const author = await newCreator('Clara Reeve');
    const book = await newProduct('The Old English Baron', [author]);
    const { createRoyalty: created } = await client.data(createRoyalty, {
      input: { creatorId: author, productId: book.productId, tiers: [tier(0, '10')] },
    });
    const { revision } = created.royalty;
    const saved = await client.data(updateRoyalty, {
      id: created.royalty.id,
      revision,
      changed: { adminNotes: 'Net 30' },
    });
    expect(saved.updateRoyalty.errors).toEqual([]);
    const stale = await client.data(updateRoyalty, {
      id: created.royalty.id,
      revision,
      changed: { tiers: [tier(0, '12')] },
    });
    expect(stale.updateRoyalty.errors).toEqual([
      {
        field: null,
        message: expect.stringContaining('changed this record after you started editing'),
        code: 'CONFLICT',
      },
    ]);
  });

  it.skipIf(!available)('answers another publisher’s royalties and payments as not found', async () => {
    const { royaltys } = await client.data(listRoyalties, { params: { productWorkId: frankenstein.workId } });
    const royaltyId = royaltys.items[0].id;
    const { createRoyaltyPayment: payment } = await client.data(createPayment, {
      royaltyId,
      payment: { amount: '1.00', methodId: checkId },
    });
    expect(await royalty(royaltyId, other)).toBeNull();
    expect((await other.data(listRoyalties)).royaltys.totalCount).toBe(0);
    expect((await other.data(listPayments)).royaltypayments.totalCount).toBe(0);
    const otherCheck = (await other.data('{ paymentTypes { id } }')).paymentTypes[0].id;
    const notFound = { field: null, message: royaltyMessages.notFound, code: 'NOT_FOUND' };
    expect(
      (await other.data(updateRoyalty, { id: royaltyId, changed: { adminNotes: 'mine' } })).updateRoyalty.errors,
    ).toEqual([notFound]);
    expect((await other.data(deleteRoyalty, { id: royaltyId })).deleteRoyalty.errors).toEqual([notFound]);
    expect(
      (await other.data(createPayment, { royaltyId, payment: { amount: '5.00', methodId: otherCheck } }))
        .createRoyaltyPayment.errors,
    ).toEqual([notFound]);
    expect((await other.data(deletePayment, { id: payment.royaltyPayment.id })).deleteRoyaltyPayment.errors).toEqual([
      { field: null, message: 'Royalty payment not found', code: 'NOT_FOUND' },
    ]);
    // Nor can a royalty be made on another publisher's creator or product.
    const stolen = await other.data(createRoyalty, {
      input: { creatorId, productId: frankenstein.productId, tiers: [tier(0, '50')] },
    });
    expect(stolen.createRoyalty.errors.map((error: { message: string }) => error.message)).toEqual([
      'Creator not found',
      royaltyMessages.productNotFound,
    ]);
    expect(await royalty(royaltyId)).toMatchObject({ paid: '1.00' });
  });
});
