import { accessMessages } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const productFields = `id revision frozen isbn retailPrice inventoryQuantity subtitle bisac
  format { id value } formatDetail { value } status { id value } weight { value unit }
  productWork { id revision title description imprint { value } lastEditor { firstName } products { id isbn } }
  productCreators { id creator { id displayName } onixContributorCode { id value } }
  lastEditor { firstName } deleteBlockedReason`;
const errors = 'errors { field message code }';

const createTitle = `mutation CreateTitle($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
  createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
    ok message productWork { id title products { ${productFields} } } ${errors} position
  }
}`;
const createFormat = `mutation CreateFormat($workId: ID!, $input: ProductInput!) {
  createProduct(productWorkId: $workId, input: $input) { message product { ${productFields} } ${errors} position }
}`;
const updateProduct = `mutation UpdateProduct($id: ID!, $revision: Int, $changed: ProductInput, $added: [ProductCreatorInput!], $removed: [ID!]) {
  updateProduct(id: $id, expectedRevision: $revision, changed: $changed, creatorsAdded: $added, creatorsRemoved: $removed) {
    message product { ${productFields} } ${errors} position
  }
}`;
const deleteProduct = `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) { ok message ${errors} position } }`;
const changePlan = `mutation ChangePlan($plan: String!) { changePublisherPlan(plan: $plan) { publisher { plan maxProducts } ${errors} position } }`;
const listProducts = `query Products($page: Int, $params: ProductListParams) {
  products(page: $page, params: $params) { totalCount items { id isbn frozen productWork { title } } }
}`;
const planUsage = '{ productPlanUsage { plan productCount maxProducts frozenCount createBlockedMessage } }';
const freePlanMessage =
  'Publishers on the Free Plan may create and maintain up to 10 products - explore other plans to add more.';

let isbnCounter = 100;
/** A valid ISBN-13 each time (978 prefix, computed check digit). */
function nextIsbn(): string {
  const body = `978${String(Date.now() % 1_000_000).padStart(6, '0')}${String(isbnCounter++ % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function newCreator(client: ApiClient, displayName: string) {
  const { paymentTypes } = await client.data('{ paymentTypes { id } }');
  const { createCreator } = await client.data(
    'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } errors { message } } }',
    { input: { displayName, email: 'c@example.org', paymentTypeId: paymentTypes[0].id } },
  );
  return createCreator.creator.id as string;
}

describe.each(modes)('catalogue, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
  });
  afterAll(async () => stack?.close());

  const title = async (
    client: ApiClient,
    work: Record<string, unknown>,
    product: Record<string, unknown>,
    creators: unknown[] = [],
  ) =>
    (await client.data(createTitle, { work, product: { formatId: 'BC', retailPrice: '14.99', ...product }, creators }))
      .createProductWorkAndFormat;

  it.skipIf(!available)('creates a title with its first format and two creators, Active by default', async () => {
    const [shelley, wollstonecraft] = [
      await newCreator(client, 'Mary Shelley'),
      await newCreator(client, 'Mary Wollstonecraft'),
    ];
    const { createImprint } = await client.data(
      'mutation { createImprint(value: "Lackington") { item { id value } errors { message } } }',
    );
    const isbn = nextIsbn();
    const reply = await title(
      client,
      { title: ' Frankenstein ', imprintId: createImprint.item.id },
      { isbn, weight: { value: 1.2, unit: 'lbs' }, bisac: ['FIC009000'] },
      [
        { creatorId: shelley, onixContributorCodeId: 'A01' },
        { creatorId: wollstonecraft, onixContributorCodeId: 'A24' },
      ],
    );
    expect(reply.errors).toEqual([]);
    expect(reply.message).toBe('Product created successfully!');
    expect(reply.productWork.title).toBe('Frankenstein');
    expect(reply.productWork.products).toEqual([
      expect.objectContaining({
        isbn,
        retailPrice: '14.99',
        frozen: false,
        format: { id: 'BC', value: 'Paperback' },
        status: { id: '04', value: 'Active' },
        weight: { value: 1.2, unit: 'lbs' },
        bisac: ['FIC009000'],
        productWork: expect.objectContaining({ imprint: { value: 'Lackington' } }),
        productCreators: [
          {
            id: expect.any(String),
            creator: { id: shelley, displayName: 'Mary Shelley' },
            onixContributorCode: { id: 'A01', value: 'By (author)' },
          },
          {
            id: expect.any(String),
            creator: { id: wollstonecraft, displayName: 'Mary Wollstonecraft' },
            onixContributorCode: { id: 'A24', value: 'Introduction by' },
          },
        ],
        lastEditor: { firstName: 'Ada' },
      }),
    ]);
    // The list selects each format's title and imprint beside its rows: they read as the title's own.
    const { products: listed } = await client.data(
      `query($params: ProductListParams) { products(params: $params) { items { ${productFields} } } }`,
      { params: { search: isbn } },
    );
    expect(listed.items).toEqual(reply.productWork.products);
    // A creator on a format is a linked record: it cannot be deleted.
    const refused = await client.data('mutation($id: ID!) { deleteCreator(id: $id) { ok message } }', { id: shelley });
    expect(refused.deleteCreator).toEqual({
      ok: false,
      message: 'Cannot delete creator if there are any linked products, royalties, or payments.',
    });
  });

  it.skipIf(!available)('answers invalid input with the spec messages and records nothing', async () => {
    const before = (await client.data(planUsage)).productPlanUsage.productCount;
    const reply = await title(
      client,
      { title: '' },
      { formatId: null, retailPrice: '0', isbn: '978-0-306-40615-8', bisac: ['A', 'B', 'C', 'D', 'E'] },
    );
    expect(reply.ok).toBe(false);
    expect(reply.errors.map((error: { message: string }) => error.message)).toEqual([
      'Title is required.',
      'Please select a format for the product.',
      '978-0-306-40615-8 looks like an ISBN-13 but its check digit is wrong. Please check the number.',
      'Retail Price must be a valid positive number.',
      'Please choose at most 4 BISAC codes.',
    ]);
    const { createProductWorkAndFormat: created } = await client.data(createTitle, {
      work: { title: 'Other' },
      product: { formatId: 'BC', retailPrice: '5', isbn: nextIsbn() },
    });
    const format = await client.data(createFormat, { workId: created.productWork.id, input: { retailPrice: 'x' } });
    expect(format.createProduct.errors.map((error: { message: string }) => error.message)).toEqual([
      'Format is required.',
      'ISBN/UID is required.',
      'Valid Retail Price is required.',
    ]);
    expect((await client.data(planUsage)).productPlanUsage.productCount).toBe(before + 1);
  });

  it.skipIf(!available)(
    'keeps ISBN/UIDs unique per publisher, also under concurrent creation, and frees them on delete',
    async () => {
      const isbn = nextIsbn();
      const replies = await Promise.all(Array.from({ length: 4 }, () => title(client, { title: 'Race' }, { isbn })));
      expect(replies.filter((reply) => reply.ok)).toHaveLength(1);
      for (const refused of replies.filter((reply) => !reply.ok)) {
        expect(refused.errors).toEqual([
          {
            field: 'isbn',
            code: 'VALIDATION',
            message: `Another format of this publisher already has the ISBN/UID ${isbn}.`,
          },
        ]);
      }
      // Hyphens and spaces do not make a different ISBN; another publisher may use it.
      const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3)}`;
      expect((await title(client, { title: 'Again' }, { isbn: hyphenated })).ok).toBe(false);
      const other = await ApiClient.register(stack);
      expect((await title(other, { title: 'Theirs' }, { isbn })).ok).toBe(true);

      const winner = replies.find((reply) => reply.ok).productWork.products[0];
      expect((await client.data(deleteProduct, { id: winner.id })).deleteProduct).toMatchObject({
        ok: true,
        errors: [],
      });
      expect((await title(client, { title: 'Reused' }, { isbn })).ok).toBe(true);
      expect((await title(client, { title: 'Other id' }, { isbn: 'ASIN B00ZV9PXP2' })).ok).toBe(true);
    },
  );

  it.skipIf(!available)('refuses a save started from an older revision, naming who changed it', async () => {
    const { productWork } = await title(client, { title: 'Conflicted' }, { isbn: nextIsbn() });
    const product = productWork.products[0];
    const first = await client.data(updateProduct, {
      id: product.id,
      revision: product.revision,
      changed: { inventoryQuantity: 5 },
    });
    expect(first.updateProduct).toMatchObject({
      errors: [],
      message: 'Changes saved successfully!',
      product: { inventoryQuantity: 5 },
    });
    const stale = await client.data(updateProduct, {
      id: product.id,
      revision: product.revision,
      changed: { inventoryQuantity: 9 },
    });
    expect(stale.updateProduct.errors).toEqual([
      { field: null, code: 'CONFLICT', message: expect.stringContaining('Ada Byron') },
    ]);
    expect(
      (await client.data(`query($id: ID!) { product(id: $id) { inventoryQuantity } }`, { id: product.id })).product
        .inventoryQuantity,
    ).toBe(5);
  });

  it.skipIf(!available)("never shows or changes another publisher's formats", async () => {
    const { productWork } = await title(client, { title: 'Mine' }, { isbn: nextIsbn() });
    const product = productWork.products[0];
    const stranger = await ApiClient.register(stack);
    expect((await stranger.data(`query($id: ID!) { product(id: $id) { id } }`, { id: product.id })).product).toBeNull();
    expect((await stranger.data(listProducts)).products.totalCount).toBe(0);
    const update = await stranger.data(updateProduct, { id: product.id, changed: { inventoryQuantity: 1 } });
    expect(update.updateProduct.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Product Not Found' }]);
    const remove = await stranger.data(deleteProduct, { id: product.id });
    expect(remove.deleteProduct).toMatchObject({ ok: false, message: 'Product Not Found' });
    const format = await stranger.data(createFormat, {
      workId: productWork.id,
      input: { formatId: 'BB', retailPrice: '30', isbn: nextIsbn() },
    });
    expect(format.createProduct.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Product Not Found' }]);
  });

  it.skipIf(!available)('lets no Free publisher hold 11 formats, even when creating them all at once', async () => {
    const publisher = await ApiClient.register(stack);
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, index) => title(publisher, { title: `Book ${index}` }, { isbn: nextIsbn() })),
    );
    expect(replies.filter((reply) => reply.ok)).toHaveLength(10);
    for (const refused of replies.filter((reply) => !reply.ok)) {
      expect(refused.errors).toEqual([{ field: null, code: 'ILLEGAL_STATE', message: freePlanMessage }]);
    }
    expect((await publisher.data(planUsage)).productPlanUsage).toEqual({
      plan: 'Free',
      productCount: 10,
      maxProducts: 10,
      frozenCount: 0,
      createBlockedMessage: freePlanMessage,
    });
  });

  it.skipIf(!available)(
    'refuses the staff plan change to an owner (owners change plans through billing), recording nothing',
    async () => {
      const owner = await ApiClient.register(stack);
      const headBefore = await owner.data(planUsage);
      const refused = await owner.data(changePlan, { plan: 'All Access' });
      expect(refused.changePublisherPlan).toEqual({
        publisher: null,
        errors: [
          {
            field: null,
            code: 'FORBIDDEN',
            message: accessMessages.superuserOnly,
          },
        ],
        position: null,
      });
      expect(await owner.data(planUsage)).toEqual(headBefore);
    },
  );

  it.skipIf(!available)(
    'freezes the newest formats beyond a lower plan limit and thaws them when it rises',
    async () => {
      const publisher = await ApiClient.register(stack);
      await stack.makeSuperuser(publisher.email);
      expect((await publisher.data(changePlan, { plan: 'Build' })).changePublisherPlan.publisher).toEqual({
        plan: 'Build',
        maxProducts: 50,
      });
      const ids: string[] = [];
      for (let index = 0; index < 12; index++) {
        ids.push((await title(publisher, { title: `Book ${index}` }, { isbn: nextIsbn() })).productWork.products[0].id);
      }
      expect((await publisher.data(changePlan, { plan: 'Free' })).changePublisherPlan.errors).toEqual([]);
      const frozen = (await publisher.data(listProducts, { params: { sortField: 'CREATED' } })).products.items.filter(
        (item: { frozen: boolean }) => item.frozen,
      );
      expect(frozen.map((item: { id: string }) => item.id)).toEqual(ids.slice(10));
      const edit = await publisher.data(updateProduct, { id: ids[11], changed: { inventoryQuantity: 3 } });
      expect(edit.updateProduct.errors).toEqual([
        {
          field: null,
          code: 'ILLEGAL_STATE',
          message: 'This format is frozen by your plan limit and cannot be edited.',
        },
      ]);
      expect((await publisher.data(listProducts, { params: { excludeFrozen: true } })).products.totalCount).toBe(10);
      expect((await title(publisher, { title: 'One more' }, { isbn: nextIsbn() })).errors[0].message).toBe(
        freePlanMessage,
      );

      // Deleting one of the first ten lets the oldest frozen format in.
      await publisher.data(deleteProduct, { id: ids[0] });
      expect((await publisher.data(planUsage)).productPlanUsage).toMatchObject({ productCount: 11, frozenCount: 1 });
      expect(
        (await publisher.data(`query($id: ID!) { product(id: $id) { frozen } }`, { id: ids[10] })).product.frozen,
      ).toBe(false);

      await publisher.data(changePlan, { plan: 'All Access' });
      expect((await publisher.data(planUsage)).productPlanUsage).toMatchObject({
        maxProducts: null,
        frozenCount: 0,
        createBlockedMessage: null,
      });
      expect(
        (await publisher.data(updateProduct, { id: ids[11], changed: { inventoryQuantity: 3 } })).updateProduct.errors,
      ).toEqual([]);
    },
  );

  it.skipIf(!available)('keeps the limit when a plan change races creations', async () => {
    const publisher = await ApiClient.register(stack);
    await stack.makeSuperuser(publisher.email);
    await publisher.data(changePlan, { plan: 'Build' });
    for (let index = 0; index < 8; index++) await title(publisher, { title: `Book ${index}` }, { isbn: nextIsbn() });
    await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => title(publisher, { title: `Racer ${index}` }, { isbn: nextIsbn() })),
      publisher.data(changePlan, { plan: 'Free' }),
    ]);
    const { productPlanUsage } = await publisher.data(planUsage);
    expect(productPlanUsage.maxProducts).toBe(10);
    expect(productPlanUsage.productCount - productPlanUsage.frozenCount).toBeLessThanOrEqual(10);
    expect(
      (await publisher.data(listProducts, { params: { excludeFrozen: true } })).products.totalCount,
    ).toBeLessThanOrEqual(10);
  });

  it.skipIf(!available)(
    'adds and removes creators on a format, never the same pair twice, and searches by them',
    async () => {
      const publisher = await ApiClient.register(stack);
      const poe = await newCreator(publisher, 'Edgar Allan Poe');
      const { productWork } = await title(publisher, { title: 'The Raven' }, { isbn: nextIsbn() });
      const product = productWork.products[0];
      const added = await publisher.data(
        'mutation($p: ID!, $c: ID!) { createProductCreator(product: $p, creator: $c, onixContributorCode: "A01") { message product { productCreators { id } } errors { message } } }',
        { p: product.id, c: poe },
      );
      expect(added.createProductCreator.message).toBe('Added Edgar Allan Poe as By (author)');
      const twice = await publisher.data(updateProduct, {
        id: product.id,
        added: [{ creatorId: poe, onixContributorCodeId: 'A01' }],
      });
      expect(twice.updateProduct.errors[0].message).toBe(
        'This creator is already on the format with this contributor code.',
      );

      const search = async (searchField: string, search: string) =>
        (await publisher.data(listProducts, { params: { searchField, search } })).products.totalCount;
      expect(await search('CREATOR_DISPLAY_NAME', 'allan')).toBe(1);
      expect(await search('TITLE', 'raven')).toBe(1);
      expect(await search('ISBN', product.isbn.slice(0, 3) + '-' + product.isbn.slice(3))).toBe(1);
      expect(await search('TITLE', 'allan')).toBe(0);
      // The default field looks at the format's own columns and its creators' names alike.
      expect(await search('DEFAULT', 'allan')).toBe(1);
      expect(await search('DEFAULT', 'raven')).toBe(1);
      expect(await search('DEFAULT', 'nevermore')).toBe(0);
      // One or two characters, as typed into the box: the same case-blind contains, and a
      // wildcard of SQL's LIKE is a character like any other.
      expect(await search('DEFAULT', 'Ra')).toBe(1);
      expect(await search('CREATOR_DISPLAY_NAME', 'pO')).toBe(1);
      expect(await search('TITLE', 'v')).toBe(1);
      expect(await search('ISBN', product.isbn.slice(-2))).toBe(1);
      expect(await search('TITLE', 'ae')).toBe(0); // both letters are there, apart
      expect(await search('TITLE', 'z')).toBe(0);
      expect(await search('TITLE', '%')).toBe(0);
      expect(await search('DEFAULT', '_')).toBe(0);
      // A creator renamed is found by the new name, not the old.
      const renamed = await publisher.data(
        'mutation($id: ID!, $changed: CreatorChangesInput) { updateCreator(id: $id, changed: $changed) { errors { message } position } }',
        { id: poe, changed: { displayName: 'E. A. Poe', paymentName: 'Estate of Poe' } },
      );
      expect(renamed.updateCreator.errors).toEqual([]);
      expect(await search('CREATOR_DISPLAY_NAME', 'e. a. poe')).toBe(1);
      expect(await search('CREATOR_DISPLAY_NAME', 'allan')).toBe(0);
      expect(await search('CREATOR_PAYMENT_NAME', 'estate')).toBe(1);
      expect(await search('DEFAULT', 'E. A.')).toBe(1);
      expect((await publisher.data(listProducts, { params: { formatId: 'BB' } })).products.totalCount).toBe(0);
      expect(
        (await publisher.data(listProducts, { params: { creatorId: poe } })).products.items.map(
          (item: { id: string }) => item.id,
        ),
      ).toEqual([product.id]);

      const productCreatorId = added.createProductCreator.product.productCreators[0].id;
      const removed = await publisher.data(
        'mutation($id: ID!) { deleteProductCreator(id: $id) { product { productCreators { id } } errors { message } } }',
        { id: productCreatorId },
      );
      expect(removed.deleteProductCreator).toEqual({ product: { productCreators: [] }, errors: [] });
      expect(await search('CREATOR_DISPLAY_NAME', 'e. a. poe')).toBe(0);
      expect(await search('DEFAULT', 'E. A.')).toBe(0);
      expect(
        (await publisher.data('mutation($id: ID!) { deleteCreator(id: $id) { ok } }', { id: poe })).deleteCreator.ok,
      ).toBe(true);
    },
  );

  it.skipIf(!available)('refuses a plan it does not know', async () => {
    await stack.makeSuperuser(client.email);
    const usage = await client.data(planUsage);
    expect(usage.productPlanUsage.plan).toBe('Free');
    const reply = await client.data(`mutation { changePublisherPlan(plan: "Nonsense") { ${errors} } }`);
    expect(reply.changePublisherPlan.errors).toEqual([{ field: 'plan', code: 'VALIDATION', message: 'Unknown plan.' }]);
  });
});
