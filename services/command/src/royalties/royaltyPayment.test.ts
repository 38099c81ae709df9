import { royaltyMessages, royaltyPaymentMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { linksDecider } from '../shared/links.ts';
import { type RoyaltyPaymentCommand, royaltyPaymentDecider, royaltyPaymentLinkChanges } from './royaltyPayment.ts';

const facts = { royaltyKnown: true, methodKnown: true };
const record = (
  fields: Partial<{ amountCents: number | null; methodId: string | null }> = {},
  factOverrides = {},
): RoyaltyPaymentCommand => ({
  type: 'RecordRoyaltyPayment',
  paymentId: 'pay1',
  publisherId: 'p1',
  royaltyId: 'r1',
  fields: { amountCents: 2500, methodId: 'check', sentDate: '2026-04-01', ...fields },
  facts: { ...facts, ...factOverrides },
});
const recorded: DomainEvent = {
  type: 'RoyaltyPaymentRecorded',
  data: {
    paymentId: 'pay1',
    royaltyId: 'r1',
    publisherId: 'p1',
    amountCents: 2500,
    methodId: 'check',
    sentDate: '2026-04-01',
  },
};

describe('royalty payment decider', () => {
  it('records a payment of a royalty by a payment method', () => {
    expect(given(royaltyPaymentDecider)(record())).toEqual([recorded]);
  });

  it.each([
    [{ amountCents: 0 }, {}, royaltyPaymentMessages.amountRequired],
    [{ amountCents: null }, {}, royaltyPaymentMessages.amountRequired],
    [{ methodId: null }, {}, royaltyPaymentMessages.methodRequired],
    [{}, { methodKnown: false }, 'Please choose a value from the list.'],
    [{}, { royaltyKnown: false }, royaltyMessages.notFound],
  ])('refuses %o with facts %o', (fields, factOverrides, message) => {
    expect(() => given(royaltyPaymentDecider)(record(fields, factOverrides))).toThrow(message);
  });

  it('changes only what differs, and deletes', () => {
    const change = (changes: object): RoyaltyPaymentCommand => ({
      type: 'ChangeRoyaltyPayment',
      paymentId: 'pay1',
      publisherId: 'p1',
      changes,
      facts,
    });
    expect(given(royaltyPaymentDecider, recorded)(change({ amountCents: 2500, sentDate: '2026-04-02' }))).toEqual([
      {
        type: 'RoyaltyPaymentChanged',
        data: { paymentId: 'pay1', royaltyId: 'r1', changes: { sentDate: '2026-04-02' } },
      },
    ]);
    expect(() => given(royaltyPaymentDecider, recorded)(change({ amountCents: -1 }))).toThrow(
      royaltyPaymentMessages.amountRequired,
    );
    expect(() =>
      given(royaltyPaymentDecider, recorded)({ type: 'DeleteRoyaltyPayment', paymentId: 'pay1', publisherId: 'p2' }),
    ).toThrow(royaltyPaymentMessages.notFound);
    expect(
      given(royaltyPaymentDecider, recorded)({ type: 'DeleteRoyaltyPayment', paymentId: 'pay1', publisherId: 'p1' }),
    ).toEqual([{ type: 'RoyaltyPaymentDeleted', data: { paymentId: 'pay1', royaltyId: 'r1' } }]);
  });

  it('refers to its royalty: none is taken by a deleted royalty', () => {
    const [add] = royaltyPaymentLinkChanges(royaltyPaymentDecider.initialState, [recorded]);
    expect(add).toMatchObject({ change: 'add', recordId: 'r1', linkId: 'pay1' });
    expect(() => given(linksDecider, { type: 'LinksClosed', data: { recordId: 'r1' } })(add!)).toThrow(
      royaltyMessages.notFound,
    );
  });
});
