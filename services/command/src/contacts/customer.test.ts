import { customerMessages } from '@colophon/domain';
import type { CustomerFields, DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { lookupNotFound } from '../shared/lookupValues.ts';
import { noContactChanges } from './contactItems.ts';
import { type CustomerCommand, customerDecider } from './customer.ts';

const fields: CustomerFields = {
  firstName: 'Jo',
  lastName: 'March',
  company: 'Plumfield Books',
  outOfBusiness: false,
  paymentTermId: 'net30',
  customerClassId: null,
  adminNotes: '',
};
const shipping = {
  line1: '1 Orchard St',
  line2: '',
  city: 'Concord',
  stateOrRegion: 'MA',
  zipcode: '01742',
  country: 'US',
  addressType: 'Shipping' as const,
};

const create = (overrides: Partial<Extract<CustomerCommand, { type: 'CreateCustomer' }>> = {}): CustomerCommand => ({
  type: 'CreateCustomer',
  customerId: 'cu1',
  publisherId: 'p1',
  fields,
  unknownLookupFields: [],
  contacts: [
    { itemId: 'e1', item: { kind: 'email', value: 'jo@plumfield.example' }, primary: false },
    { itemId: 'e2', item: { kind: 'email', value: 'orders@plumfield.example' }, primary: true },
    { itemId: 'a1', item: { kind: 'address', address: shipping }, primary: false },
  ],
  ...overrides,
});

const created = given(customerDecider)(create());

describe('customer decider', () => {
  it('creates a customer with one primary item per kind, the chosen one first', () => {
    expect(created).toEqual([
      { type: 'CustomerCreated', data: { customerId: 'cu1', publisherId: 'p1', ...fields } },
      {
        type: 'ContactItemAdded',
        data: { ownerId: 'cu1', itemId: 'e1', item: { kind: 'email', value: 'jo@plumfield.example' }, primary: false },
      },
      {
        type: 'ContactItemAdded',
        data: {
          ownerId: 'cu1',
          itemId: 'e2',
          item: { kind: 'email', value: 'orders@plumfield.example' },
          primary: true,
        },
      },
      {
        type: 'ContactItemAdded',
        data: { ownerId: 'cu1', itemId: 'a1', item: { kind: 'address', address: shipping }, primary: true },
      },
    ]);
  });

  it.each([
    [{ fields: { ...fields, firstName: ' ', lastName: '', company: '' } }, customerMessages.nameRequired],
    [{ unknownLookupFields: ['paymentTermId'] }, lookupNotFound],
    [
      { contacts: [{ itemId: 'e1', item: { kind: 'email' as const, value: 'not-an-address' }, primary: true }] },
      'Please enter a valid email address',
    ],
  ])('refuses %o', (overrides, message) => {
    expect(() => given(customerDecider)(create(overrides))).toThrow(message);
  });

  it('saves only changed fields and contact changes together', () => {
    const events = given(
      customerDecider,
      ...created,
    )({
      type: 'UpdateCustomer',
      customerId: 'cu1',
      publisherId: 'p1',
      changes: { firstName: 'Jo', outOfBusiness: true },
      unknownLookupFields: [],
      contacts: { ...noContactChanges, removed: ['e1'] },
    });
    expect(events).toEqual([
      { type: 'CustomerUpdated', data: { customerId: 'cu1', changes: { outOfBusiness: true } } },
      { type: 'ContactItemRemoved', data: { ownerId: 'cu1', itemId: 'e1' } },
    ]);
  });

  it('deletes a customer only without orders', () => {
    const remove = (linkedOrders: number): CustomerCommand => ({
      type: 'DeleteCustomer',
      customerId: 'cu1',
      publisherId: 'p1',
      linkedOrders,
    });
    expect(() => given(customerDecider, ...created)(remove(1))).toThrow(customerMessages.deleteBlocked);
    expect(given(customerDecider, ...created)(remove(0))).toEqual([
      { type: 'CustomerDeleted', data: { customerId: 'cu1' } },
    ]);
  });

  it('treats a customer of another publisher, or a deleted one, as not found', () => {
    const deleted: DomainEvent = { type: 'CustomerDeleted', data: { customerId: 'cu1' } };
    const remove = (publisherId: string): CustomerCommand => ({
      type: 'DeleteCustomer',
      customerId: 'cu1',
      publisherId,
      linkedOrders: 0,
    });
    expect(() => given(customerDecider, ...created)(remove('p2'))).toThrow(customerMessages.notFound);
    expect(() => given(customerDecider, ...created, deleted)(remove('p1'))).toThrow(customerMessages.notFound);
  });
});
