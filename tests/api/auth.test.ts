import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anonymousPost, ApiClient, strongPassword, uniqueEmail } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

describe.each(modes)('auth, $name', ({ available, start }) => {
  let stack: Stack;
  beforeAll(async () => {
    if (available) stack = await start();
  });
  afterAll(async () => stack?.close());

  it.skipIf(!available)('registers an owner of a new Free publisher in USD and answers with a key', async () => {
    const client = await ApiClient.register(stack, { publisher: 'Harbour Press' });
    const { me, paymentTypes } = await client.data(
      '{ me { role user { firstName } publisher { name plan maxProducts accountingMethod currency { code symbol } } } paymentTypes { value } }',
    );
    expect(me).toEqual({
      role: 'owner',
      user: { firstName: 'Ada' },
      publisher: {
        name: 'Harbour Press',
        plan: 'Free',
        maxProducts: 10,
        accountingMethod: 'paid',
        currency: { code: 'USD', symbol: '$' },
      },
    });
    expect(paymentTypes).toEqual([{ value: 'Check' }]);
  });

  it.skipIf(!available)('answers invalid sign-ups with the spec field errors and creates nothing', async () => {
    const reply = await anonymousPost(`${stack.commandUrl}/api/v1/auth/register/`, {
      email: 'nobody@',
      first_name: '',
      last_name: 'X',
      password1: 'password',
      password2: 'different',
      publisher: '',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      publisher: ['Group name is required'],
      first_name: ['First name is required'],
      email: ['Not a valid email address'],
      password1: ['Password must include at least one letter, one number, and one special character'],
      password2: ['Must match password'],
    });
  });

  it.skipIf(!available)('refuses a second account with the same email, in any case', async () => {
    const email = uniqueEmail('twice');
    await ApiClient.register(stack, { email });
    const again = await anonymousPost(`${stack.commandUrl}/api/v1/auth/register/`, {
      email: email.toUpperCase(),
      first_name: 'B',
      last_name: 'C',
      password1: strongPassword,
      password2: strongPassword,
      publisher: 'Other',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: ['A user is already registered with this e-mail address.'] });
  });

  it.skipIf(!available)('logs in right after signing up, and refuses a wrong password', async () => {
    const { email } = await ApiClient.register(stack);
    const login = await anonymousPost(`${stack.commandUrl}/api/v1/auth/login/`, { email, password: strongPassword });
    expect(login.status).toBe(200);
    expect(login.body.key).toMatch(/^[0-9a-f]{40}$/);
    const wrong = await anonymousPost(`${stack.commandUrl}/api/v1/auth/login/`, { email, password: 'Quill-pen-43' });
    expect(wrong).toEqual({ status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } });
    const empty = await anonymousPost(`${stack.commandUrl}/api/v1/auth/login/`, {});
    expect(empty.body).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it.skipIf(!available)('tells the client its user and publisher, and creates further publishers', async () => {
    const client = await ApiClient.register(stack, { publisher: 'First House' });
    const fetched = await client.rest('/fetch_user_publishers/', { token: client.token });
    expect(fetched.body).toMatchObject({ user: { id: expect.any(String) }, publisher: { name: 'First House' } });
    const created = await client.rest('/create_publisher/', { publisher: 'Second House', token: client.token });
    expect(created.status).toBe(201);
    client.position = created.body.position;
    const { me } = await client.data('{ me { publishers { name } } }');
    expect(me.publishers.map((publisher: { name: string }) => publisher.name)).toEqual(['First House', 'Second House']);
  });

  it.skipIf(!available)('ends the session on logout: the token no longer works', async () => {
    const client = await ApiClient.register(stack);
    expect((await client.graphql('{ me { role } }')).status).toBe(200);
    // Without a position, as a tab that wrote nothing: the query service may answer from the sessions it keeps.
    client.position = null;
    expect((await client.graphql('{ me { role } }')).status).toBe(200);
    await client.rest('/api/v1/auth/logout/');
    const after = await client.graphql('{ me { role } }');
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
