import { startEmbedded } from '@colophon/deploy/embedded';
import { type DomainEvent, formatPosition } from '@colophon/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { createScratchDatabase } from '../support/stack.ts';

const databaseUrl = process.env.DATABASE_URL;
const engines = [
  { name: 'PGlite', available: true },
  { name: 'Postgres', available: Boolean(databaseUrl) },
];

const createTitle = `mutation($work: ProductWorkInput!, $product: ProductInput!) {
  createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { products { id } } errors { message } position }
}`;
const createExpense = `mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id revision } errors { message } position } }`;
const productTitles = '{ products { items { productWork { title } } } }';
const expenseAmounts = '{ expenses { items { amount } } }';

interface Health {
  status: string;
  projections: { name: string; status: string; failures: { status: string; eventType: string; error: string }[] }[];
}

describe.each(engines)('an event a projection cannot apply ($name)', ({ name, available }) => {
  let app: Awaited<ReturnType<typeof startEmbedded>>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let owner: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    if (!available) return;
    scratch = name === 'Postgres' ? await createScratchDatabase(databaseUrl!) : null;
    app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 100, databaseUrl: scratch?.url });
    const stack = { commandUrl: app.url, queryUrl: app.url };
    owner = await ApiClient.register(stack);
    other = await ApiClient.register(stack);
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  /** Appends events straight to the store, past every decider: what a bug or an old version could leave. */
  async function appendPoison(streamId: string, event: DomainEvent) {
    const { store } = app.infrastructure;
    const stream = await store.readStream(streamId);
    const metadata = { ...stream.at(-1)!.metadata, correlationId: 'poison' };
    const { position } = await store.append([
      { streamId, expectedRevision: stream.at(-1)!.revision, events: [{ ...event, metadata }] },
    ]);
    return formatPosition(position);
  }

  const health = async (): Promise<Health> => (await fetch(`${app.url}/health`)).json() as Promise<Health>;

  it.runIf(available)(
    'parks it in the products read model and goes on, for that publisher and every other',
    async () => {
      const created = await owner.data(createTitle, {
        work: { title: 'Before' },
        product: { formatId: 'BC', retailPrice: '10', isbn: 'UID-1' },
      });
      const productId = created.createProductWorkAndFormat.productWork.products[0].id;
      await appendPoison(`product-${productId}`, {
        type: 'ProductUpdated',
        data: { productId, changes: { publicationDate: '0000-01-01' } },
      });

      await owner.data(createTitle, {
        work: { title: 'After, same publisher' },
        product: { formatId: 'BC', retailPrice: '10', isbn: 'UID-2' },
      });
      await other.data(createTitle, {
        work: { title: 'After, other publisher' },
        product: { formatId: 'BC', retailPrice: '10', isbn: 'UID-3' },
      });

      const titles = (await owner.data(productTitles)).products.items.map(
        (item: { productWork: { title: string } }) => item.productWork.title,
      );
      expect(titles.sort()).toEqual(['After, same publisher', 'Before']);
      expect((await other.data(productTitles)).products.items).toHaveLength(1);
      const products = (await health()).projections.find((projection) => projection.name === 'products')!;
      expect(products.status).toBe('running');
      expect(products.failures).toEqual([expect.objectContaining({ status: 'parked', eventType: 'ProductUpdated' })]);
      // The reason, never the statement and its row values.
      expect(products.failures[0]!.error).not.toMatch(/insert|update|select|0000-01-01/i);
    },
  );

  it.runIf(available)('stops the expenses read model at it, while the others and the write side carry on', async () => {
    const category = (await owner.data('mutation { createExpenseCategory(value: "Rent") { item { id } } }'))
      .createExpenseCategory.item.id;
    const { expense } = (await owner.data(createExpense, { input: { amount: '12.00', categoryId: category } }))
      .createExpense;
    const poisoned = await appendPoison(`expense-${expense.id}`, {
      type: 'ExpenseUpdated',
      data: { expenseId: expense.id, changes: { amountCents: 1e20 } },
    });

    const started = Date.now();
    const stale = await owner.graphql(expenseAmounts, {}, { 'x-colophon-position': poisoned });
    const behind = (stale.body as { extensions?: { readModelsBehind?: { code: string; readModels: string[] } } })
      .extensions?.readModelsBehind;
    expect(behind?.code).toBe('READ_MODEL_BEHIND');
    // Every read model that sums expense amounts stops at it: the expense list, the daily report
    // figures and the royalties (net and true profits take a product's expenses off); and the index
    // of the records that named a product, which must miss none for a statement's audit replay.
    expect([...(behind?.readModels ?? [])].sort()).toEqual([
      'dailyExpenses',
      'expenses',
      'royalties',
      'royaltyFactRecords',
    ]);
    expect(stale.body.data?.expenses.items).toEqual([{ amount: '12.00' }]);
    expect(Date.now() - started).toBeLessThan(1500);

    // Other read models and the write side go on.
    await owner.data(createTitle, {
      work: { title: 'While expenses wait' },
      product: { formatId: 'BC', retailPrice: '10', isbn: 'UID-4' },
    });
    const titles = (await owner.data(productTitles)).products.items.map(
      (item: { productWork: { title: string } }) => item.productWork.title,
    );
    expect(titles).toContain('While expenses wait');

    const current = await health();
    expect(current.status).toBe('degraded');
    const expenses = current.projections.find((projection) => projection.name === 'expenses')!;
    expect(expenses.status).toBe('stopped');
    expect(expenses.failures).toEqual([expect.objectContaining({ status: 'retrying', eventType: 'ExpenseUpdated' })]);
  });
});
