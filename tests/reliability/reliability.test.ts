import { writeFile } from 'node:fs/promises';

import { openRoutes as openRouteList } from '@colophon/command';
import { startEmbedded } from '@colophon/deploy/embedded';
import fc from 'fast-check';
import type { GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { documentFor, operations, restRoutes, schema, takesIds, type ValueSource } from './schemaOperations.ts';

/**
 * The reliability tier: every operation of the schema and every REST route, called by someone who
 * must be refused, and every mutation fed hostile inputs. What it checked is printed at the end.
 */
const figures = { operations: 0, inputs: 0, survived: 0, eventsLost: 0 };
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

/**
 * Routes anyone may call: sign-up, login, logout (which only ends the session it is given), and the
 * operators' health check (read models and their failures: stream ids and event types, no publisher data).
 */
const openRoutes = new Set<string>(openRouteList);

let app: Awaited<ReturnType<typeof startEmbedded>>;
let owner: ApiClient;
let stranger: ApiClient;
/** Ids of the owner's records, one of each kind, that the stranger tries to reach. */
let ownersIds: string[] = [];

const stack = () => ({ commandUrl: app.url, queryUrl: app.url });
const health = async () =>
  (await (await fetch(`${app.url}/health`)).json()) as {
    head: string;
    projections: { name: string; eventsBehind: number; failures: unknown[] }[];
  };
const head = async () => (await health()).head;

const errorCodes = (body: { errors?: { extensions?: { code?: string } }[]; data?: Record<string, unknown> | null }) => [
  ...(body.errors ?? []).map((error) => error.extensions?.code ?? 'NONE'),
  ...Object.values(body.data ?? {}).flatMap((payload) =>
    ((payload as { errors?: { code: string }[] } | null)?.errors ?? []).map((error) => error.code),
  ),
];

beforeAll(async () => {
  app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 100 });
  owner = await ApiClient.register(stack());
  stranger = await ApiClient.register(stack());
  const paymentTypeId = (await owner.data('{ paymentTypes { id } }')).paymentTypes[0].id as string;
  const creator = await owner.data(
    'mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } } }',
    {
      input: { displayName: 'Private Author', email: 'private@example.org', paymentTypeId },
    },
  );
  const customer = await owner.data(
    'mutation { createCustomer(input: { company: "Private Shop" }) { customer { id } } }',
  );
  const title = await owner.data(
    'mutation($work: ProductWorkInput!, $product: ProductInput!) { createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { id products { id } } } }',
    { work: { title: 'Private Title' }, product: { formatId: 'BC', retailPrice: '10', isbn: 'PRIVATE-1' } },
  );
  const productId = title.createProductWorkAndFormat.productWork.products[0].id as string;
  const order = await owner.data(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id lines { id } } } }',
    {
      input: { customerId: customer.createCustomer.customer.id, lines: [{ productId, quantity: 1 }] },
    },
  );
  const category = await owner.data('mutation { createExpenseCategory(value: "Private") { item { id } } }');
  const expense = await owner.data(
    'mutation($input: ExpenseInput!) { createExpense(input: $input) { expense { id } } }',
    {
      input: { amount: '5', categoryId: category.createExpenseCategory.item.id },
    },
  );
  ownersIds = [
    creator.createCreator.creator.id,
    customer.createCustomer.customer.id,
    title.createProductWorkAndFormat.productWork.id,
    productId,
    order.createOrder.order.id,
    order.createOrder.order.lines[0].id,
    expense.createExpense.expense.id,
    category.createExpenseCategory.item.id,
    paymentTypeId,
  ];
});

afterAll(async () => {
  // The tier's global teardown prints them once every file has run.
  if (process.env.RELIABILITY_FIGURES) await writeFile(process.env.RELIABILITY_FIGURES, JSON.stringify(figures));
  await app?.close();
});

const validValues = (id: string): ValueSource => ({
  id: () => id,
  scalar: (typeName) => ({ Int: 1, Float: 1, Boolean: false, Money: '1.00', Position: '0:0' })[typeName] ?? 'x',
});

describe('every operation refuses callers it must refuse, and changes nothing', () => {
  const all = operations();

  it('answers 401 to every GraphQL operation without a token, and with a revoked one', async () => {
    const revoked = await ApiClient.register(stack());
    await revoked.rest('/api/v1/auth/logout/');
    for (const operation of all) {
      const { query, variables } = documentFor(operation, validValues(ownersIds[0]!));
      for (const token of ['', revoked.token]) {
        const response = await fetch(`${app.url}/graphql-auth/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        expect(response.status, `${operation.name} ${token ? 'revoked' : 'no token'}`).toBe(401);
      }
    }
    figures.operations += all.length;
  });

  it("gives another publisher nothing of the owner's, and lets it change nothing", async () => {
    const before = await head();
    for (const operation of all.filter(takesIds)) {
      for (const id of ownersIds) {
        const { query, variables } = documentFor(operation, validValues(id));
        const reply = await stranger.graphql(query, variables);
        const result = reply.body.data?.[operation.name] as
          { __typename?: string; errors?: unknown[] } | null | undefined;
        const refused =
          result === null ||
          result === undefined ||
          (result.errors?.length ?? 0) > 0 ||
          errorCodes(reply.body).length > 0;
        expect(refused, `${operation.name}(${id}) answered ${JSON.stringify(reply.body)}`).toBe(true);
        figures.inputs++;
        figures.survived++;
      }
    }
    expect(await head()).toBe(before);
  });

  it('answers 401 to every REST route but the open ones (sign-up, login, reset, health…) without a token', async () => {
    const routes = restRoutes(app.app);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      if (openRoutes.has(`${route.method} ${route.path}`)) continue;
      const path = route.path.replace(':name', 'createCreator');
      const body = route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' };
      const response = await fetch(`${app.url}${path}`, { method: route.method, ...body });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      figures.operations++;
    }
  });
});

/** Hostile values of each scalar: long, empty, control characters, links, impossible dates, extreme numbers. */
const hostile: Record<string, fc.Arbitrary<unknown>> = {
  String: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '',
      'x'.repeat(20_000),
      'javascript:alert(1)',
      '0000-01-01',
      '9999-12-31',
      '2026-02-30',
      '\u0000\u202e',
      '-1',
      '1e308',
      '1.999',
    ),
  ),
  Money: fc.constantFrom('', '-1', '1e308', '99999999999999999999', '0', '12.345', 'abc'),
  Int: fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2_147_483_647, -2_147_483_648)),
  Float: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1, 0)),
  Boolean: fc.boolean(),
};

function arbitraryOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const named = schema.getType(String(type).replace(/[[\]!]/g, ''))!;
  let one: fc.Arbitrary<unknown>;
  if ('getValues' in named) one = fc.constantFrom(...named.getValues().map((value) => value.value));
  else if ('getFields' in named && !('parseValue' in named)) {
    const fields = Object.values(named.getFields() as Record<string, { name: string; type: GraphQLInputType }>);
    one =
      depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(fields.map((field) => [field.name, arbitraryOf(field.type, depth + 1)])), {
            requiredKeys: [],
          });
  } else if (named.name === 'ID') one = fc.oneof(fc.constantFrom(...ownersIds), fc.string({ maxLength: 40 }));
  else one = hostile[named.name] ?? fc.string();
  const list = String(type).replace(/!$/, '').startsWith('[');
  return list ? fc.array(one, { maxLength: 3 }) : one;
}

describe('every mutation, fed hostile inputs', () => {
  it('answers each with a clear error or a change, never a server error, and appends nothing when it refuses', async () => {
    const mutations = operations().filter((operation) => operation.kind === 'mutation');
    for (const operation of mutations) {
      const args = operation.field.args;
      const { query } = documentFor(operation, validValues(''), true);
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(args.map((arg) => [arg.name, arbitraryOf(arg.type)]))),
          async (variables) => {
            figures.inputs++;
            const before = await head();
            const reply = await owner.graphql(query, variables);
            const codes = errorCodes(reply.body);
            expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
            expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
            expect((reply.body.errors ?? []).map((error) => error.message)).not.toContain('Unexpected error.');
            if (codes.length > 0) expect(await head()).toBe(before);
            figures.survived++;
          },
        ),
        { numRuns: 15, seed, endOnFailure: true },
      );
      figures.operations++;
    }
  });

  it('lost no event: every read model took every accepted change', async () => {
    let current = await health();
    for (
      let attempt = 0;
      attempt < 100 && current.projections.some((projection) => projection.eventsBehind > 0);
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await health();
    }
    figures.eventsLost = current.projections.reduce(
      (sum, projection) => sum + projection.failures.length + projection.eventsBehind,
      0,
    );
    expect(
      current.projections.filter((projection) => projection.failures.length > 0 || projection.eventsBehind > 0),
    ).toEqual([]);
  });
});
