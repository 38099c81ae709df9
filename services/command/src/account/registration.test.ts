import { registrationMessages } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { decideRegistration, validateRegistration } from './registration.ts';

const valid = {
  email: 'owner@press.example',
  first_name: 'Ann',
  last_name: 'Lee',
  password1: 'letters1!',
  password2: 'letters1!',
  publisher: 'Lee Press',
};

describe('registration', () => {
  it('accepts a complete sign-up', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it.each([
    ['publisher', { publisher: ' ' }, registrationMessages.groupNameRequired],
    ['first_name', { first_name: '' }, registrationMessages.firstNameRequired],
    ['last_name', { last_name: '' }, registrationMessages.lastNameRequired],
    ['email', { email: 'owner@' }, registrationMessages.invalidEmail],
    ['password1', { password1: '', password2: '' }, registrationMessages.passwordRequired],
    ['password1', { password1: 'lettersonly1', password2: 'lettersonly1' }, registrationMessages.passwordRule],
    ['password1', { password1: 'no-digits!', password2: 'no-digits!' }, registrationMessages.passwordRule],
    ['password2', { password2: 'letters1?' }, registrationMessages.passwordMismatch],
  ])('reports %s: %o', (field, overrides, message) => {
    expect(validateRegistration({ ...valid, ...overrides })[field]).toEqual([message]);
  });

  it('claims the email, creates the user and an owned Free publisher in USD with payment type Check', () => {
    const streams = decideRegistration({
      userId: 'u1',
      publisherId: 'p1',
      paymentTypeId: 't1',
      email: ' Owner@Press.example ',
      firstName: 'Ann',
      lastName: 'Lee',
      passwordHash: 'hash',
      publisherName: 'Lee Press',
    });
    expect(streams.map((stream) => stream.streamId)).toEqual([
      'user-email-owner@press.example',
      'user-u1',
      'publisher-p1',
      'lookup-paymentType-p1',
      'lookup-orderStatus-p1',
    ]);
    expect(streams.flatMap((stream) => stream.events)).toContainEqual({
      type: 'PublisherCreated',
      data: {
        publisherId: 'p1',
        name: 'Lee Press',
        plan: 'Free',
        maxProducts: 10,
        currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
        accountingMethod: 'paid',
      },
    });
    expect(streams.flatMap((stream) => stream.events)).toContainEqual({
      type: 'PublisherMemberAdded',
      data: { publisherId: 'p1', userId: 'u1', role: 'owner' },
    });
    expect(streams.flatMap((stream) => stream.events)).toContainEqual({
      type: 'LookupValueAdded',
      data: { publisherId: 'p1', kind: 'paymentType', id: 't1', value: 'Check' },
    });
  });
});
