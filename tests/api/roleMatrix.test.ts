import {
  type AccessLevel,
  allows,
  commandPolicy,
  makeSuperuser,
  type Principal,
  publicRoutes,
  refusalOf,
  restPolicy,
} from '@colophon/command';
import { startEmbedded } from '@colophon/deploy/embedded';
import { formatPosition } from '@colophon/events';
import { queryPolicy, typeDefs } from '@colophon/query';
import {
  buildASTSchema,
  getNamedType,
  GraphQLEnumType,
  type GraphQLField,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';

/**
 * Every operation × every role, allowed or refused exactly as the policy says. The operations come
 * from the schema and the router, so a new one without a policy entry fails here.
 */
const schema = buildASTSchema(parse(typeDefs.join('\n')));

/** Mutations named otherwise than the command they run. */
const commandOfMutation: Record<string, keyof typeof commandPolicy> = {
  createShippingType: 'createLookupValue',
  createOrderStatus: 'createLookupValue',
  createSalesperson: 'createLookupValue',
  createPaymentType: 'createLookupValue',
  createExpenseCategory: 'createLookupValue',
  createPaymentTerm: 'createLookupValue',
  createCustomerClass: 'createLookupValue',
  createImprint: 'createLookupValue',
  createSeries: 'createLookupValue',
  createProductCreator: 'updateProduct',
  updateLookupValue: 'renameLookupValue',
  // Currency and accounting method: both the owner's.
  updatePublisher: 'changePublisherCurrency',
  updatePublisherUser: 'updateProfile',
  updateUser: 'updateProfile',
};

const scalarSample: Record<string, unknown> = {
  ID: 'no-such-id',
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  Money: '1.00',
  Position: null,
};

/** A value of the type that GraphQL accepts, for an operation's required arguments. */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field.type instanceof GraphQLNonNull && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  return scalarSample[type.name] ?? 'x';
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => arg.type instanceof GraphQLNonNull && arg.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)]));
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returned = getNamedType(field.type);
  const selection =
    returned instanceof GraphQLObjectType
      ? `{ __typename ${'errors' in returned.getFields() ? 'errors { code message }' : ''} }`
      : '';
  return {
    query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`,
    variables,
  };
}

const refusedCodes = (reply: { body: { data?: any; errors?: { extensions?: { code?: string } }[] } }) => [
  ...(reply.body.errors ?? []).map((error) => error.extensions?.code),
  ...Object.values((reply.body.data ?? {}) as Record<string, { errors?: { code: string }[] } | null>).flatMap(
    (payload) => payload?.errors?.map((error) => error.code) ?? [],
  ),
];

describe('the role policy, every operation × every role', () => {
  let app: Awaited<ReturnType<typeof startEmbedded>>;
  const callers: { name: string; principal: Principal; client: ApiClient }[] = [];

  beforeAll(async () => {
    app = await startEmbedded({ port: 0, dataDir: null, pollIntervalMs: 200 });
    const stack = { commandUrl: app.url, queryUrl: app.url };
    const owner = await ApiClient.register(stack);
    callers.push({ name: 'owner', principal: { role: 'owner', isSuperuser: false }, client: owner });
    for (const role of ['admin', 'member'] as const) {
      const email = `${role}.${Date.now()}@press.example`;
      const invited = await owner.rest('/send_invitation/', { email, role });
      const client = await ApiClient.register(stack, { email, publisher: '', invite: invited.body.key });
      callers.push({ name: role, principal: { role, isSuperuser: false }, client });
    }
    const staff = await ApiClient.register(stack);
    const { position } = await makeSuperuser(app.infrastructure.store, staff.email);
    if (position) staff.position = formatPosition(position);
    callers.push({ name: 'superuser', principal: { role: 'owner', isSuperuser: true }, client: staff });
  });
  afterAll(async () => app?.close());

  const expectation = (level: AccessLevel, principal: Principal) => (allows(level, principal) ? 'allowed' : 'refused');

  it('covers every command of the bus over REST', async () => {
    for (const [name, level] of Object.entries<AccessLevel>(commandPolicy)) {
      for (const { name: who, principal, client } of callers) {
        const reply = await client.rest(`/api/v1/commands/${name}`, {});
        const outcome = reply.status === 403 && reply.body.code === 'FORBIDDEN' ? 'refused' : 'allowed';
        expect({ command: name, who, outcome }).toEqual({ command: name, who, outcome: expectation(level, principal) });
        if (outcome === 'refused') expect(reply.body.message).toBe(refusalOf(level).message);
      }
    }
  });

  it('covers every Query field of the schema', async () => {
    const fields = Object.values(schema.getQueryType()!.getFields());
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(queryPolicy).sort());
    for (const field of fields) {
      const level = queryPolicy[field.name as keyof typeof queryPolicy];
      const { query, variables } = operationOf('query', field);
      for (const { name: who, principal, client } of callers) {
        const outcome = refusedCodes(await client.graphql(query, variables)).includes('FORBIDDEN')
          ? 'refused'
          : 'allowed';
        expect({ query: field.name, who, outcome }).toEqual({
          query: field.name,
          who,
          outcome: expectation(level, principal),
        });
      }
    }
  });

  it('covers every Mutation field of the schema', async () => {
    const fields = Object.values(schema.getMutationType()!.getFields()).filter((field) => field.name !== '_empty');
    for (const field of fields) {
      const command = commandOfMutation[field.name] ?? field.name;
      expect(commandPolicy, `mutation ${field.name} runs no command of the policy`).toHaveProperty(command);
      const level = commandPolicy[command as keyof typeof commandPolicy];
      const { query, variables } = operationOf('mutation', field);
      for (const { name: who, principal, client } of callers) {
        const outcome = refusedCodes(await client.graphql(query, variables)).includes('FORBIDDEN')
          ? 'refused'
          : 'allowed';
        expect({ mutation: field.name, who, outcome }).toEqual({
          mutation: field.name,
          who,
          outcome: expectation(level, principal),
        });
      }
    }
  });

  it('covers every REST route of the app', async () => {
    const routesOf = (stack: any[]): string[] =>
      stack.flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route.path}`)
          : layer.handle?.stack
            ? routesOf(layer.handle.stack)
            : [],
      );
    // The built web app's fallback (a RegExp path, mounted only when web/dist exists) serves index.html, no data.
    const routes = routesOf((app.app as any).router.stack).filter((route) => route !== 'GET /.*/');
    const known = new Set<string>([...Object.keys(restPolicy), ...publicRoutes]);
    expect(routes.filter((route) => !known.has(route))).toEqual([]);

    for (const [route, level] of Object.entries<AccessLevel>(restPolicy)) {
      const [method, path] = route.split(' ') as [string, string];
      const url = `${app.url}${path.replace(/:[a-z]+/g, 'x')}`;
      for (const { name: who, principal, client } of callers) {
        const response = await fetch(url, {
          method,
          headers: { ...client.headers(), 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        const outcome = response.status === 403 && body.code === 'FORBIDDEN' ? 'refused' : 'allowed';
        expect({ route, who, outcome }).toEqual({ route, who, outcome: expectation(level, principal) });
      }
    }
  });
});
