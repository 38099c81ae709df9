import type { AddressInfo } from 'node:net';

import express from 'express';
import { createGraphQLError, createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerJsonPosts, jsonReplyType } from './jsonPosts.ts';

// A schema with what the query service's replies can carry: data, a refusal raised by a resolver,
// and a context that throws with an HTTP status (an expired session).
const yoga = createYoga<object, { origin: string }>({
  schema: createSchema<{ origin: string }>({
    typeDefs: 'type Query { title: String! origin: String! refused: String }',
    resolvers: {
      Query: {
        title: () => 'The Moonstone',
        origin: (_parent, _args, { origin }) => origin,
        refused: () => {
          throw createGraphQLError('Access Denied.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
    },
  }),
  graphqlEndpoint: '/graphql',
  maskedErrors: true,
  context: ({ request }) => {
    if (request.headers.get('authorization') !== 'Token good')
      throw createGraphQLError('Your session has expired. Please log in again.', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
      });
    return { origin: new URL(request.url).origin };
  },
});

let fetchPathCalls = 0;
const app = express();
app.use('/graphql', express.json(), answerJsonPosts(yoga as never), (request, response) => {
  fetchPathCalls++;
  void yoga(request, response);
});
let url = '';
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/**
 * The same request twice: as JSON (answered directly), and as `application/graphql+json`, which
 * express leaves unparsed, so yoga answers it whole through its Fetch adaptation.
 */
const bothWays = async (body: object, headers: Record<string, string> = {}) => {
  const reply = async (contentType: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: 'Token good', 'content-type': contentType, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };
  const callsBefore = fetchPathCalls;
  const direct = await reply('application/json');
  const directCalls = fetchPathCalls - callsBefore;
  return { direct, directCalls, yoga: await reply('application/graphql+json') };
};

describe('GraphQL JSON posts answered without the Fetch adaptation', () => {
  it('answer data, a refusal and an invalid query as yoga does, in the media type asked for', async () => {
    for (const accept of [
      'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
      'application/json',
      '*/*',
    ]) {
      for (const body of [{ query: '{ title }' }, { query: '{ title refused }' }, { query: '{ nothing }' }]) {
        const { direct, directCalls, yoga: whole } = await bothWays(body, { accept });
        expect(directCalls).toBe(0);
        expect(direct).toEqual(whole);
      }
    }
    const { direct } = await bothWays({ query: '{ nothing }' }, { accept: 'application/graphql-response+json' });
    expect(direct.status).toBe(400);
    expect(direct.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(direct.body).errors[0].message).toBe('Cannot query field "nothing" on type "Query".');
  });

  it('give the context the request’s address and answer its refusal with its status', async () => {
    const { direct, yoga: whole } = await bothWays({ query: '{ origin }' });
    expect(JSON.parse(direct.body)).toEqual({ data: { origin: new URL(url).origin } });
    expect(direct).toEqual(whole);
    const expired = await bothWays({ query: '{ title }' }, { authorization: 'Token old' });
    expect(expired.direct.status).toBe(401);
    expect(JSON.parse(expired.direct.body).errors[0].message).toBe('Your session has expired. Please log in again.');
    expect(expired.direct).toEqual(expired.yoga);
  });

  it('leave a batch, and a request that accepts only an event stream, to yoga', async () => {
    const batch = await bothWays([{ query: '{ title }' }]);
    expect(batch.directCalls).toBe(1);
    expect(batch.direct).toEqual(batch.yoga);
    const stream = await bothWays({ query: '{ title }' }, { accept: 'text/event-stream' });
    expect(stream.directCalls).toBe(1);
    expect(stream.direct.type).toContain('text/event-stream');
  });

  it('pick the reply’s media type from Accept as yoga does', () => {
    expect(jsonReplyType(undefined)).toBe('application/json');
    expect(jsonReplyType('application/graphql-response+json, application/json')).toBe(
      'application/graphql-response+json',
    );
    expect(jsonReplyType('text/event-stream, application/*')).toBe('application/json');
    expect(jsonReplyType('application/json; charset=latin1, application/graphql-response+json')).toBe(
      'application/graphql-response+json',
    );
    expect(jsonReplyType('text/event-stream, multipart/mixed')).toBeNull();
  });
});
