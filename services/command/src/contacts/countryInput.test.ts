import { addressMessages } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { contactChangesInputSchema, createCreatorInputSchema } from './creatorCommands.ts';

const address = (country: string) => ({
  added: [
    {
      kind: 'address' as const,
      primary: true,
      address: { line1: '', line2: '', city: '', stateOrRegion: '', zipcode: '', country },
    },
  ],
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the country of an address', () => {
  it('is an ISO 3166 code from the list, or left empty', () => {
    expect(contactChangesInputSchema.safeParse(address('GB')).success).toBe(true);
    expect(contactChangesInputSchema.safeParse(address('')).success).toBe(true);
    expect(messagesOf(contactChangesInputSchema.safeParse(address('United')))).toEqual([
      addressMessages.unknownCountry,
    ]);
  });

  it('is checked on the New Creator form as well', () => {
    const creator = { displayName: 'Ada', email: 'ada@example.org' };
    expect(createCreatorInputSchema.safeParse({ ...creator, country: 'NZ' }).success).toBe(true);
    expect(messagesOf(createCreatorInputSchema.safeParse({ ...creator, country: 'Narnia' }))).toEqual([
      addressMessages.unknownCountry,
    ]);
  });
});
