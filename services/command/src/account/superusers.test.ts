import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { superuserDecider } from './superusers.ts';

const registered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ann@example.org', firstName: 'Ann', lastName: 'Lee', passwordHash: 'x' },
} as const;

describe('superusers', () => {
  it('makes a registered user a superuser once', () => {
    expect(given(superuserDecider, registered)({ type: 'MakeSuperuser', userId: 'u1' })).toEqual([
      { type: 'UserMadeSuperuser', data: { userId: 'u1' } },
    ]);
    expect(
      given(superuserDecider, registered, { type: 'UserMadeSuperuser', data: { userId: 'u1' } })({
        type: 'MakeSuperuser',
        userId: 'u1',
      }),
    ).toEqual([]);
  });

  it('refuses an unknown user', () => {
    expect(() => given(superuserDecider)({ type: 'MakeSuperuser', userId: 'u1' })).toThrow(
      'No user has that email address.',
    );
  });
});
