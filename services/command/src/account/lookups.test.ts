import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { lookupListDecider, valueAlreadyExists } from './lookups.ts';

const add = (value: string, id = 'n') => ({
  type: 'AddLookupValue' as const,
  publisherId: 'p1',
  kind: 'paymentType' as const,
  id,
  value,
});
const check = {
  type: 'LookupValueAdded' as const,
  data: { publisherId: 'p1', kind: 'paymentType' as const, id: 'c', value: 'Check' },
};

describe('lookup list decider', () => {
  it('adds a trimmed value', () => {
    expect(given(lookupListDecider, check)(add('  PayPal ', 'pp'))).toEqual([
      { type: 'LookupValueAdded', data: { publisherId: 'p1', kind: 'paymentType', id: 'pp', value: 'PayPal' } },
    ]);
  });

  it('refuses a duplicate whatever its case', () => {
    expect(() => given(lookupListDecider, check)(add('check'))).toThrow(valueAlreadyExists);
  });

  it('refuses an empty value, saying why, rather than adding nothing silently', () => {
    expect(() => given(lookupListDecider, check)(add('   '))).toThrow('Please enter a value.');
  });
});

describe('renaming and deleting lookup values', () => {
  const paypal = {
    type: 'LookupValueAdded' as const,
    data: { publisherId: 'p1', kind: 'paymentType' as const, id: 'pp', value: 'PayPal' },
  };
  const rename = (id: string, value: string) => ({
    type: 'RenameLookupValue' as const,
    publisherId: 'p1',
    kind: 'paymentType' as const,
    id,
    value,
  });
  const remove = (id: string, inUse = false) => ({
    type: 'DeleteLookupValue' as const,
    publisherId: 'p1',
    kind: 'paymentType' as const,
    id,
    inUse,
  });

  it('renames a value, and may change only its case', () => {
    expect(given(lookupListDecider, check, paypal)(rename('pp', 'paypal '))).toEqual([
      { type: 'LookupValueRenamed', data: { publisherId: 'p1', kind: 'paymentType', id: 'pp', value: 'paypal' } },
    ]);
  });

  it('refuses renaming to another value of the list', () => {
    expect(() => given(lookupListDecider, check, paypal)(rename('pp', 'CHECK'))).toThrow(valueAlreadyExists);
  });

  it('records nothing for a rename to the same value', () => {
    expect(given(lookupListDecider, check)(rename('c', 'Check'))).toEqual([]);
  });

  it('deletes a value nothing uses; it can then be added again', () => {
    const deleted = given(lookupListDecider, check, paypal)(remove('pp'));
    expect(deleted).toEqual([
      { type: 'LookupValueDeleted', data: { publisherId: 'p1', kind: 'paymentType', id: 'pp' } },
    ]);
    expect(given(lookupListDecider, check, paypal, ...deleted)(add('PayPal', 'pp2'))).toHaveLength(1);
  });

  it('refuses deleting a value in use, and a value that is gone', () => {
    expect(() => given(lookupListDecider, check)(remove('c', true))).toThrow(
      'This value is in use and cannot be deleted.',
    );
    const deleted = {
      type: 'LookupValueDeleted' as const,
      data: { publisherId: 'p1', kind: 'paymentType' as const, id: 'c' },
    };
    expect(() => given(lookupListDecider, check, deleted)(rename('c', 'Cheque'))).toThrow(
      'Value not found. Please refresh the page and try again.',
    );
  });
});
