import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { modes, type Stack } from '../support/stack.ts';

describe.each(modes)('security headers and error replies, $name', ({ available, start }) => {
  let stack: Stack;

  beforeAll(async () => {
    if (available) stack = await start();
  });
  afterAll(() => stack?.close());

  const post = (url: string, body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it.skipIf(!available)('sends a policy that allows no inline script, no framing and no sniffing', async () => {
    const response = await post(`${stack.commandUrl}/api/v1/auth/login/`, '{}');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it.skipIf(!available)('does not let another origin call the API with credentials', async () => {
    const preflight = await fetch(`${stack.queryUrl}/graphql-auth/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.skipIf(!available)(
    'answers a body that is too large or not JSON with a JSON error, no trace and no path',
    async () => {
      const large = await post(
        `${stack.commandUrl}/api/v1/auth/register/`,
        JSON.stringify({ email: 'x'.repeat(2_000_000) }),
      );
      expect(large.status).toBe(413);
      const largeText = await large.text();
      expect(JSON.parse(largeText)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });

      const broken = await post(`${stack.commandUrl}/api/v1/auth/login/`, '{"email": ');
      expect(broken.status).toBe(400);
      const brokenText = await broken.text();
      expect(JSON.parse(brokenText)).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
      // The GraphQL endpoint parses its body the same way, with the same limit.
      const largeQuery = await post(
        `${stack.queryUrl}/graphql-auth/`,
        JSON.stringify({ query: `{${' '.repeat(2_000_000)}}` }),
      );
      expect(largeQuery.status).toBe(413);
      const largeQueryText = await largeQuery.text();
      expect(JSON.parse(largeQueryText)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
      for (const text of [largeText, brokenText, largeQueryText]) {
        expect(text).not.toMatch(/\bat \w|node_modules|\/work\//);
      }
    },
  );
});
