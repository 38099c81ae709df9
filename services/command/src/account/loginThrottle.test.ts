import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { LoginLockedError, loginThrottleDecider } from './loginThrottle.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const failure = (seconds: number) => ({
  type: 'RecordLoginFailure' as const,
  email: 'ann@example.org',
  ip: '127.0.0.1',
  reason: 'wrong password',
  now: at(seconds),
});

/** Folds the decider's own events back in, as the stream would. */
function replay(commands: Parameters<typeof loginThrottleDecider.decide>[0][]) {
  let state = loginThrottleDecider.initialState;
  const appended: DomainEvent[] = [];
  for (const command of commands) {
    const events = loginThrottleDecider.decide(command, state);
    appended.push(...events);
    state = events.reduce(loginThrottleDecider.evolve, state);
  }
  return { state, appended };
}

describe('login throttling', () => {
  it('records each failure and locks the email out at the fifth within a minute', () => {
    const { appended } = replay([0, 1, 2, 3, 4].map(failure));
    expect(appended.filter((event) => event.type === 'LoginFailed')).toHaveLength(5);
    expect(appended.at(-1)).toEqual({
      type: 'LoginLockedOut',
      data: { email: 'ann@example.org', until: at(64).toISOString() },
    });
  });

  it('refuses even the right password while locked out, saying how long to wait', () => {
    const { state } = replay([0, 1, 2, 3, 4].map(failure));
    const attempt = () => loginThrottleDecider.decide({ type: 'CheckLogin', now: at(10) }, state);
    expect(attempt).toThrow(LoginLockedError);
    expect(() => attempt()).toThrow(expect.objectContaining({ retryAfterSeconds: 54 }));
    expect(loginThrottleDecider.decide({ type: 'CheckLogin', now: at(65) }, state)).toEqual([]);
  });

  it('does not count failures older than a minute', () => {
    const { appended } = replay([0, 1, 2, 3, 70].map(failure));
    expect(appended.some((event) => event.type === 'LoginLockedOut')).toBe(false);
  });

  it('doubles each lockout', () => {
    const { appended } = replay([0, 1, 2, 3, 4, 70, 71, 72, 73, 74].map(failure));
    const lockouts = appended
      .filter((event) => event.type === 'LoginLockedOut')
      .map((event) => (event.data as { until: string }).until);
    expect(lockouts).toEqual([at(64).toISOString(), new Date(at(74).getTime() + 120_000).toISOString()]);
  });
});
