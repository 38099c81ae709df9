import { billingMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../../shared/givenWhenThen.ts';
import {
  confirmationOf,
  type SimulatedAction,
  type SimulatedSessionCommand,
  simulatedSessionDecider,
} from './simulatedSession.ts';

const opened = (kind: 'checkout' | 'portal', overrides: { plan?: string; billingActive?: boolean } = {}) =>
  ({
    type: 'SimulatedBillingSessionOpened',
    data: {
      sessionId: 's1',
      publisherId: 'p1',
      kind,
      plan: overrides.plan ?? 'Grow',
      billingId: kind === 'portal' ? 'cus_1' : null,
      billingActive: overrides.billingActive ?? kind === 'portal',
      returnUrl: 'http://localhost:3000/publisher',
    },
  }) as const;

const act = (action: SimulatedAction): SimulatedSessionCommand => ({
  type: 'Act',
  sessionId: 's1',
  action,
  today: '2026-05-04',
  now: '2026-05-04T12:00:00.000Z',
  newBillingId: 'cus_new',
});

/** The session's news after the history and the command. */
const newsAfter = (history: DomainEvent[], command: SimulatedSessionCommand) => {
  const events = given(simulatedSessionDecider, ...history)(command);
  const state = [...history, ...events].reduce(simulatedSessionDecider.evolve, simulatedSessionDecider.initialState);
  return confirmationOf('s1', state);
};

describe('the simulated checkout', () => {
  it('takes one payment for its plan: a new customer, active, billed today', () => {
    expect(newsAfter([opened('checkout')], act({ type: 'pay' }))).toEqual({
      sessionId: 's1',
      publisherId: 'p1',
      plan: 'Grow',
      billingId: 'cus_new',
      billingActive: true,
      paidOn: '2026-05-04',
      changedAt: '2026-05-04T12:00:00.000Z',
    });
  });

  it('has no news while open or once abandoned, and is closed after one action', () => {
    const open = [opened('checkout')];
    expect(
      confirmationOf('s1', open.reduce(simulatedSessionDecider.evolve, simulatedSessionDecider.initialState)),
    ).toBe(null);
    expect(newsAfter(open, { type: 'Abandon', sessionId: 's1' })).toBe(null);
    const paid = [...open, ...given(simulatedSessionDecider, ...open)(act({ type: 'pay' }))];
    expect(() => given(simulatedSessionDecider, ...paid)(act({ type: 'pay' }))).toThrow(billingMessages.sessionClosed);
    expect(() => given(simulatedSessionDecider)(act({ type: 'pay' }))).toThrow(billingMessages.sessionUnknown);
  });

  it('offers only payment on a checkout', () => {
    expect(() => given(simulatedSessionDecider, opened('checkout'))(act({ type: 'cancelSubscription' }))).toThrow(
      billingMessages.actionNotOffered,
    );
  });
});

describe('the simulated portal', () => {
  const portal = [opened('portal')];

  it('switches to another paid plan, keeping the customer and billing date', () => {
    expect(newsAfter(portal, act({ type: 'switchPlan', plan: 'Champion' }))).toMatchObject({
      plan: 'Champion',
      billingId: 'cus_1',
      billingActive: true,
      paidOn: null,
    });
    for (const plan of ['Grow', 'Free', 'All Access', 'Platinum']) {
      expect(() => given(simulatedSessionDecider, ...portal)(act({ type: 'switchPlan', plan }))).toThrow(
        billingMessages.actionNotOffered,
      );
    }
  });

  it('ends the subscription on the Free plan', () => {
    expect(newsAfter(portal, act({ type: 'cancelSubscription' }))).toMatchObject({
      plan: 'Free',
      billingId: null,
      billingActive: false,
    });
  });

  it('fails a renewal payment of an active subscription, and retries one that failed', () => {
    expect(newsAfter(portal, act({ type: 'failPayment' }))).toMatchObject({
      plan: 'Grow',
      billingId: 'cus_1',
      billingActive: false,
      paidOn: null,
    });
    expect(() => given(simulatedSessionDecider, ...portal)(act({ type: 'retryPayment' }))).toThrow(
      billingMessages.actionNotOffered,
    );
    const failing = [opened('portal', { billingActive: false })];
    expect(newsAfter(failing, act({ type: 'retryPayment' }))).toMatchObject({
      billingActive: true,
      paidOn: '2026-05-04',
    });
  });

  it('offers no payment of a new plan', () => {
    expect(() => given(simulatedSessionDecider, ...portal)(act({ type: 'pay' }))).toThrow(
      billingMessages.actionNotOffered,
    );
  });
});
