import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient, strongPassword } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

describe.each(modes)('login throttling, $name', ({ available, start }) => {
  let stack: Stack;
  beforeAll(async () => {
    if (available) stack = await start();
  });
  afterAll(async () => stack?.close());

  it.skipIf(!available)(
    'locks an email out after five wrong passwords: even the right one gets 429 with Retry-After',
    async () => {
      const { email } = await ApiClient.register(stack);
      const login = (password: string) =>
        fetch(`${stack.commandUrl}/api/v1/auth/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      for (let attempt = 0; attempt < 5; attempt++) expect((await login('Wrong-pen-1')).status).toBe(400);
      const locked = await login(strongPassword);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(await locked.json()).toEqual({
        non_field_errors: ['Too many failed login attempts. Please wait a moment and try again.'],
      });
    },
  );
});
