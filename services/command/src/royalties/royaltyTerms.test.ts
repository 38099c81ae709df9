import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { royaltyCreatorIds, type RoyaltyTermsCommand, royaltyTermsDecider } from './royaltyTerms.ts';

const key = { publisherId: 'p1', productId: 'b1', creatorId: 'c1', regionId: null as string | null, royaltyId: 'r1' };
const duplicateMessage = 'A royalty already exists for Mary Shelley - Frankenstein in region (Rest of World).';
const reserve = (overrides: Partial<typeof key> = {}): RoyaltyTermsCommand => ({
  type: 'ReserveRoyaltyTerms',
  ...key,
  ...overrides,
  duplicateMessage,
});
const reserved: DomainEvent = { type: 'RoyaltyTermsReserved', data: key };

describe('one royalty per creator, product and region', () => {
  it('reserves a free creator and region, and refuses a second royalty with the spec’s message', () => {
    expect(given(royaltyTermsDecider)(reserve())).toEqual([reserved]);
    expect(() => given(royaltyTermsDecider, reserved)(reserve({ royaltyId: 'r2' }))).toThrow(duplicateMessage);
    // The same creator in another region, or another creator, is another royalty.
    expect(given(royaltyTermsDecider, reserved)(reserve({ royaltyId: 'r2', regionId: 'eu' }))).toHaveLength(1);
    expect(given(royaltyTermsDecider, reserved)(reserve({ royaltyId: 'r3', creatorId: 'c2' }))).toHaveLength(1);
  });

  it('frees the triple when the royalty is deleted, and names the creators holding one', () => {
    const released: DomainEvent = { type: 'RoyaltyTermsReleased', data: key };
    expect(given(royaltyTermsDecider, reserved)({ type: 'ReleaseRoyaltyTerms', ...key })).toEqual([released]);
    expect(given(royaltyTermsDecider, reserved, released)(reserve({ royaltyId: 'r2' }))).toHaveLength(1);
    expect(royaltyCreatorIds([reserved].reduce(royaltyTermsDecider.evolve, royaltyTermsDecider.initialState))).toEqual(
      new Set(['c1']),
    );
  });
});
