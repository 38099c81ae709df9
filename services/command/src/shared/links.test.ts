import { describe, expect, it } from 'vitest';

import { given } from './givenWhenThen.ts';
import { linksDecider } from './links.ts';

const added = { type: 'LinkAdded', data: { recordId: 'c1', linkId: 'o1' } } as const;

describe('references to a record', () => {
  it('refuses to close while referenced, and closes once the last reference is gone', () => {
    const close = {
      change: 'close',
      recordId: 'c1',
      blockedMessage: 'Cannot delete customer if there are any linked orders.',
    } as const;
    expect(() => given(linksDecider, added)(close)).toThrow('Cannot delete customer if there are any linked orders.');
    expect(given(linksDecider, added, { type: 'LinkRemoved', data: { recordId: 'c1', linkId: 'o1' } })(close)).toEqual([
      { type: 'LinksClosed', data: { recordId: 'c1' } },
    ]);
  });

  it('takes no new reference to a deleted record', () => {
    const add = { change: 'add', recordId: 'c1', linkId: 'o2', notFoundMessage: 'Customer not found' } as const;
    expect(() => given(linksDecider, { type: 'LinksClosed', data: { recordId: 'c1' } })(add)).toThrow(
      'Customer not found',
    );
    expect(given(linksDecider, added)({ ...add, linkId: 'o1' })).toEqual([]);
  });
});
