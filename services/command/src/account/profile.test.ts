import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { profileDecider } from './profile.ts';

const registered = {
  type: 'UserRegistered' as const,
  data: { userId: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Byron', passwordHash: 'x' },
};
const update = (changes: { firstName?: string; lastName?: string; photoUrl?: string }) => ({
  type: 'UpdateProfile' as const,
  userId: 'u1',
  ...changes,
});

describe('profile decider', () => {
  it('changes only the fields given', () => {
    expect(given(profileDecider, registered)(update({ lastName: ' Lovelace ', photoUrl: '/files/p/a.png' }))).toEqual([
      {
        type: 'UserProfileUpdated',
        data: { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace', photoUrl: '/files/p/a.png' },
      },
    ]);
  });

  it('refuses blank names with the signup messages, and records nothing for no change', () => {
    expect(() => given(profileDecider, registered)(update({ firstName: ' ' }))).toThrow('First name is required');
    expect(() => given(profileDecider, registered)(update({ lastName: '' }))).toThrow('Last name is required');
    expect(given(profileDecider, registered)(update({ firstName: 'Ada' }))).toEqual([]);
  });

  it('answers the spec message for a user that does not exist', () => {
    expect(() => given(profileDecider)(update({ firstName: 'Ada' }))).toThrow(
      'Profile update failed: User record not found. Please contact support.',
    );
  });
});
