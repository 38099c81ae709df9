import { createGraphQLError, createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';

import { compiledOperations } from './compiledOperations.ts';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { page(number: Int!): Int! title: String! refused: String }',
    resolvers: {
      Query: {
        page: (_parent, { number }: { number: number }) => number,
        title: () => 'The Moonstone',
        refused: () => {
          throw createGraphQLError('Access Denied.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
    },
  }),
  maskedErrors: true,
  plugins: [compiledOperations()],
});

const post = async (body: object) => {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as object };
};

describe('compiled operations', () => {
  it('run the operation each request names, also from one document of several', async () => {
    const query = 'query Page { page(number: 3) } query Title { title }';
    expect((await post({ query, operationName: 'Title' })).body).toEqual({ data: { title: 'The Moonstone' } });
    expect((await post({ query, operationName: 'Page' })).body).toEqual({ data: { page: 3 } });
    expect((await post({ query, operationName: 'Title' })).body).toEqual({ data: { title: 'The Moonstone' } });
  });

  it('answer refused variables as yoga does: 400 with the message graphql-js gives', async () => {
    const query = 'query Page($number: Int!) { page(number: $number) }';
    expect(await post({ query, variables: { number: 2 } })).toEqual({ status: 200, body: { data: { page: 2 } } });
    expect(await post({ query, variables: { number: 'two' } })).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Variable "$number" got invalid value "two"; Int cannot represent non-integer value: "two"',
            locations: [{ line: 1, column: 12 }],
          },
        ],
      },
    });
  });

  it("keep a resolver's error with its code and path", async () => {
    expect((await post({ query: '{ title refused }' })).body).toEqual({
      data: { title: 'The Moonstone', refused: null },
      errors: [{ message: 'Access Denied.', path: ['refused'], extensions: { code: 'FORBIDDEN' } }],
    });
  });
});
