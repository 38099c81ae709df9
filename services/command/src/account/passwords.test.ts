import { passwordResetMessages, registrationMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { credentialsDecider, resetTokenLifetimeMs } from './passwords.ts';

const registered: DomainEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ann@x.org', firstName: 'Ann', lastName: 'Lee', passwordHash: 'old' },
};
const requestedAt = new Date('2026-11-24T10:00:00Z');
const requested = credentialsDecider.decide(
  { type: 'RequestPasswordReset', userId: 'u1', tokenHash: 't1', now: requestedAt },
  credentialsDecider.initialState,
);
const reset = (now: Date, password = 'New-pass-1', passwordConfirmation?: string) =>
  ({
    type: 'ResetPassword',
    userId: 'u1',
    tokenHash: 't1',
    password,
    passwordConfirmation,
    passwordHash: 'new',
    now,
  }) as const;

describe('password reset', () => {
  it('works once within the hour', () => {
    const within = new Date(requestedAt.getTime() + resetTokenLifetimeMs - 1000);
    const changed = given(credentialsDecider, registered, ...requested)(reset(within));
    expect(changed).toEqual([
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', resetTokenHash: 't1' } },
    ]);
    expect(() => given(credentialsDecider, registered, ...requested, ...changed)(reset(within))).toThrow(
      passwordResetMessages.invalidToken,
    );
  });

  it('refuses an expired or unknown token, a mismatch and a weak password', () => {
    const expired = new Date(requestedAt.getTime() + resetTokenLifetimeMs);
    expect(() => given(credentialsDecider, registered, ...requested)(reset(expired))).toThrow(
      passwordResetMessages.invalidToken,
    );
    expect(() => given(credentialsDecider, registered)(reset(requestedAt))).toThrow(passwordResetMessages.invalidToken);
    expect(() =>
      given(credentialsDecider, registered, ...requested)(reset(requestedAt, 'New-pass-1', 'Other-pass-1')),
    ).toThrow(passwordResetMessages.mismatch);
    expect(() => given(credentialsDecider, registered, ...requested)(reset(requestedAt, 'password'))).toThrow(
      registrationMessages.passwordRule,
    );
  });

  it('folds the newest password hash for sign-in', () => {
    const state = [
      registered,
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', resetTokenHash: null } } as const,
    ].reduce(credentialsDecider.evolve, credentialsDecider.initialState);
    expect(state.passwordHash).toBe('new');
  });
});
