import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';

/** Failures within this window count toward a lockout. */
export const failureWindowMs = 60_000;
export const failuresBeforeLockout = 5;
/** The first lockout lasts a minute; each one after it twice as long as the one before. */
export const firstLockoutMs = 60_000;

export interface LoginThrottleState {
  failures: readonly number[];
  lockouts: number;
  lockedUntil: number;
}

export type LoginThrottleCommand =
  | { type: 'CheckLogin'; now: Date }
  | { type: 'RecordLoginFailure'; email: string; ip: string; reason: string; now: Date };

export const tooManyAttemptsMessage = 'Too many failed login attempts. Please wait a moment and try again.';

/** A refusal while locked out, with the seconds to wait (the HTTP reply's Retry-After). */
export class LoginLockedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('ILLEGAL_STATE', tooManyAttemptsMessage);
  }
}

/** One email's login attempts: five failures within a minute lock it out, each lockout twice as long. */
export const loginThrottleDecider: Decider<LoginThrottleState, LoginThrottleCommand> = {
  initialState: { failures: [], lockouts: 0, lockedUntil: 0 },
  evolve(state, event) {
    if (event.type === 'LoginLockedOut')
      return { ...state, lockouts: state.lockouts + 1, lockedUntil: Date.parse(event.data.until), failures: [] };
    if (event.type === 'LoginFailed') return { ...state, failures: [...state.failures, Date.parse(event.data.at)] };
    return state;
  },
  decide(command, state) {
    const now = command.now.getTime();
    if (now < state.lockedUntil) throw new LoginLockedError(Math.ceil((state.lockedUntil - now) / 1000));
    if (command.type === 'CheckLogin') return [];
    const failed = { email: command.email, ip: command.ip, reason: command.reason, at: command.now.toISOString() };
    const events: DomainEvent[] = [{ type: 'LoginFailed', data: failed }];
    const recent = state.failures.filter((at) => at > now - failureWindowMs).length + 1;
    if (recent >= failuresBeforeLockout) {
      const until = new Date(now + firstLockoutMs * 2 ** state.lockouts).toISOString();
      events.push({ type: 'LoginLockedOut', data: { email: command.email, until } });
    }
    return events;
  },
};

export const loginAttemptsStreamId = (email: string) => `login-attempts-${email}`;
