import { createHash, randomBytes } from 'node:crypto';

import { passwordResetMessages, registrationMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { validationError } from '../shared/errors.ts';
import { meetsPasswordRule } from './registration.ts';

/** A mailed reset link works for this long, once. */
export const resetTokenLifetimeMs = 60 * 60_000;

export const newResetToken = () => randomBytes(24).toString('base64url');
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A user's credentials, from the user's stream: the current password hash and the reset links. */
export interface CredentialsState {
  registered: boolean;
  email: string;
  passwordHash: string | null;
  resets: ReadonlyMap<string, { expiresAt: string; used: boolean }>;
}

export type CredentialsCommand =
  | { type: 'RequestPasswordReset'; userId: string; tokenHash: string; now: Date }
  | {
      type: 'ResetPassword';
      userId: string;
      tokenHash: string;
      password: string;
      passwordConfirmation: string | undefined;
      passwordHash: string;
      now: Date;
    };

export const credentialsDecider: Decider<CredentialsState, CredentialsCommand> = {
  initialState: { registered: false, email: '', passwordHash: null, resets: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, email: event.data.email, passwordHash: event.data.passwordHash };
      case 'PasswordResetRequested':
        return {
          ...state,
          resets: new Map(state.resets).set(event.data.tokenHash, { expiresAt: event.data.expiresAt, used: false }),
        };
      case 'PasswordChanged': {
        const resets = new Map(state.resets);
        const used = event.data.resetTokenHash && resets.get(event.data.resetTokenHash);
        if (used) resets.set(event.data.resetTokenHash!, { ...used, used: true });
        return { ...state, passwordHash: event.data.passwordHash, resets };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'RequestPasswordReset') {
      const expiresAt = new Date(command.now.getTime() + resetTokenLifetimeMs).toISOString();
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt },
        } satisfies DomainEvent,
      ];
    }
    const reset = state.resets.get(command.tokenHash);
    if (!state.registered || !reset || reset.used || new Date(reset.expiresAt) <= command.now) {
      throw validationError(passwordResetMessages.invalidToken, 'token');
    }
    if (command.passwordConfirmation !== undefined && command.password !== command.passwordConfirmation) {
      throw validationError(passwordResetMessages.mismatch, 'password2');
    }
    if (!command.password) throw validationError(registrationMessages.passwordRequired, 'password');
    if (!meetsPasswordRule(command.password)) throw validationError(registrationMessages.passwordRule, 'password');
    return [
      {
        type: 'PasswordChanged',
        data: { userId: command.userId, passwordHash: command.passwordHash, resetTokenHash: command.tokenHash },
      },
    ];
  },
};
