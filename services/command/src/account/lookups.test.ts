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
