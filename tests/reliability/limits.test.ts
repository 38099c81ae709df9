import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

describe.each(modes)('query limits, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
  });
  afterAll(() => stack?.close());

  it.skipIf(!available)('answers a query nested ten levels deep with a clear error, in under 100 ms', async () => {
    const nested = Array.from({ length: 5 }).reduce<string>((inner) => `productWork { products { ${inner} } }`, 'id');
    await client.graphql('{ products { items { id } } }'); // warm: the first request compiles the schema
    const started = performance.now();
    const reply = await client.graphql(`{ products { items { ${nested} } } }`);
    const elapsed = performance.now() - started;
    expect(reply.body.errors?.[0]).toMatchObject({
      message: 'This query is nested 12 levels deep; at most 10 are allowed.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(reply.body.data).toBeUndefined();
    expect(elapsed).toBeLessThan(100);
  });

  it.skipIf(!available)('refuses a thousand aliases of a list before running any of them', async () => {
    const aliases = Array.from({ length: 1000 }, (_, index) => `a${index}: creators { items { id } }`).join(' ');
    const reply = await client.graphql(`{ ${aliases} }`);
    // Refused while parsing: too long to even read (a token limit), before any resolver runs.
    expect(reply.body.errors?.[0]?.message).toBe('Syntax Error: Token limit of 5000 exceeded.');
    expect(reply.body.data).toBeUndefined();
  });
});
