import { reserveMessages, royaltyMessages, type TierDraft } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { linksDecider } from '../shared/links.ts';
import { type RoyaltyCommand, royaltyDecider, royaltyLinkChanges, royaltyStreamId } from './royalty.ts';
import { type RoyaltyReserveCommand, royaltyReserveDecider } from './royaltyReserve.ts';

const tier = (tierId: string, start: number, percent: number, discount: number | null = null): TierDraft => ({
  tierId,
  discountBasisPoints: discount,
  start,
  rateBasisPoints: percent * 100,
  term: 2,
});
const product = { usable: true, frozen: false, creatorIds: new Set(['c1']) };
const create = (overrides: Partial<Extract<RoyaltyCommand, { type: 'CreateRoyalty' }>> = {}): RoyaltyCommand => ({
  type: 'CreateRoyalty',
  royaltyId: 'r1',
  publisherId: 'p1',
  creatorId: 'c1',
  productId: 'b1',
  regionId: null,
  tiers: [tier('t2', 100, 15), tier('t1', 0, 10)].reverse(),
  adminNotes: '',
  facts: { creatorKnown: true, regionKnown: false, product },
  ...overrides,
});
const created = given(royaltyDecider)(create())[0]!;
const messagesOf = (run: () => unknown) => {
  try {
    run();
    return [];
  } catch (error) {
    const refused = error as Error & { errors?: Error[] };
    return (refused.errors ?? [refused]).map((each) => each.message);
  }
};
const editing = { royaltyId: 'r1', publisherId: 'p1', productFrozen: false } as const;

describe('royalty decider', () => {
  it('creates a royalty with two tiers, kept by start', () => {
    expect(created).toEqual({
      type: 'RoyaltyCreated',
      data: {
        royaltyId: 'r1',
        publisherId: 'p1',
        creatorId: 'c1',
        productId: 'b1',
        regionId: null,
        tiers: [
          { tierId: 't1', discountBasisPoints: null, start: 0, rateBasisPoints: 1000, term: 2 },
          { tierId: 't2', discountBasisPoints: null, start: 100, rateBasisPoints: 1500, term: 2 },
        ],
        adminNotes: '',
      },
    });
  });

  it('refuses what the spec refuses, all at once', () => {
    expect(messagesOf(() => given(royaltyDecider)(create({ tiers: [tier('t1', 5, 10)] })))).toEqual([
      royaltyMessages.tierStartTooLow,
    ]);
    expect(messagesOf(() => given(royaltyDecider)(create({ tiers: [] })))).toEqual([royaltyMessages.tierRequired]);
    expect(
      messagesOf(() =>
        given(royaltyDecider)(
          create({
            productId: 'b2',
            regionId: 'gone',
            tiers: [tier('t1', 0, 10), { ...tier('t2', 0, 10), rateBasisPoints: null }],
            facts: { creatorKnown: true, regionKnown: false, product: { ...product, creatorIds: new Set() } },
          }),
        ),
      ),
    ).toEqual([
      royaltyMessages.productNotOfCreator,
      royaltyMessages.regionNotFound,
      royaltyMessages.tierStartTooLow,
      royaltyMessages.tierAmountInvalid,
    ]);
    expect(
      messagesOf(() =>
        given(royaltyDecider)(
          create({ facts: { creatorKnown: true, regionKnown: true, product: { ...product, frozen: true } } }),
        ),
      ),
    ).toEqual([royaltyMessages.productFrozen]);
    expect(
      messagesOf(() =>
        given(royaltyDecider)(
          create({ facts: { creatorKnown: false, regionKnown: true, product: { ...product, usable: false } } }),
        ),
      ),
    ).toEqual(['Creator not found', royaltyMessages.productNotFound]);
  });

  it('adds, changes and removes tiers (line items) under the same rules', () => {
    const added = given(royaltyDecider, created)({ type: 'AddTier', ...editing, tier: tier('t3', 50, 12) });
    expect(added).toEqual([
      {
        type: 'RoyaltyTiersChanged',
        data: {
          royaltyId: 'r1',
          tiers: [
            expect.objectContaining({ tierId: 't1' }),
            expect.objectContaining({ tierId: 't3', start: 50 }),
            expect.objectContaining({ tierId: 't2' }),
          ],
        },
      },
    ]);
    const changed = given(
      royaltyDecider,
      created,
    )({
      type: 'ChangeTier',
      ...editing,
      tierId: 't2',
      changes: { rateBasisPoints: 1800 },
    });
    expect((changed[0] as Extract<DomainEvent, { type: 'RoyaltyTiersChanged' }>).data.tiers[1]).toMatchObject({
      tierId: 't2',
      rateBasisPoints: 1800,
    });
    expect(() => given(royaltyDecider, created)({ type: 'RemoveTier', ...editing, tierId: 't1' })).toThrow(
      royaltyMessages.tierStartTooLow,
    );
    expect(() =>
      given(royaltyDecider, created)({ type: 'ChangeTier', ...editing, tierId: 't1', changes: { start: 100 } }),
    ).toThrow(royaltyMessages.tierStartTooLow);
    expect(() => given(royaltyDecider, created)({ type: 'RemoveTier', ...editing, tierId: 'nope' })).toThrow(
      royaltyMessages.tierNotFound,
    );
    expect(given(royaltyDecider, created)({ type: 'RemoveTier', ...editing, tierId: 't2' })).toHaveLength(1);
  });

  it('saves tiers and notes together, recording only what changed', () => {
    const current = created.type === 'RoyaltyCreated' ? created.data.tiers : [];
    expect(
      given(royaltyDecider, created)({ type: 'UpdateRoyalty', ...editing, tiers: [...current], adminNotes: 'Net 30' }),
    ).toEqual([{ type: 'RoyaltyNotesChanged', data: { royaltyId: 'r1', adminNotes: 'Net 30' } }]);
    expect(given(royaltyDecider, created)({ type: 'UpdateRoyalty', ...editing, tiers: null, adminNotes: '' })).toEqual(
      [],
    );
  });

  it('locks the royalty of a frozen product, and answers another publisher as not found', () => {
    expect(() => given(royaltyDecider, created)({ type: 'DeleteRoyalty', ...editing, productFrozen: true })).toThrow(
      royaltyMessages.locked,
    );
    expect(() => given(royaltyDecider, created)({ type: 'DeleteRoyalty', ...editing, publisherId: 'p2' })).toThrow(
      royaltyMessages.notFound,
    );
    expect(() =>
      given(royaltyDecider, created, {
        type: 'RoyaltyDeleted',
        data: { royaltyId: 'r1', creatorId: 'c1', productId: 'b1' },
      })({
        type: 'DeleteRoyalty',
        ...editing,
      }),
    ).toThrow(royaltyMessages.notFound);
  });

  it('refers to its creator and product, and is deleted only without linked payments', () => {
    const state = [created].reduce(royaltyDecider.evolve, royaltyDecider.initialState);
    const decision = (events: DomainEvent[]) => ({
      streamId: royaltyStreamId('r1'),
      expectedRevision: 0 as const,
      events,
      state,
      revision: 0,
    });
    expect(royaltyLinkChanges(decision([created])).map((change) => [change.change, change.recordId])).toEqual([
      ['add', 'c1'],
      ['add', 'b1'],
    ]);
    const deletion = royaltyLinkChanges(
      decision([{ type: 'RoyaltyDeleted', data: { royaltyId: 'r1', creatorId: 'c1', productId: 'b1' } }]),
    );
    const close = deletion.find((change) => change.change === 'close')!;
    const paid = { type: 'LinkAdded', data: { recordId: 'r1', linkId: 'pay1' } } as const;
    expect(() => given(linksDecider, paid)(close)).toThrow('Cannot delete royalty if there are any linked payments.');
    expect(given(linksDecider)(close)).toEqual([{ type: 'LinksClosed', data: { recordId: 'r1' } }]);
  });
});

const setReserve = (digitalFormat: boolean, allowDigital: boolean): RoyaltyReserveCommand => ({
  type: 'SetRoyaltyReserve',
  royaltyId: 'r1',
  publisherId: 'p1',
  reserve: { percentBasisPoints: 1000, capBasisPoints: 2000, release: { kind: 'full', periods: 2 }, allowDigital },
  facts: { digitalFormat, productFrozen: false },
});

describe('a royalty’s reserve against returns', () => {
  it('is refused on an ebook or audiobook unless the publisher allows it there', () => {
    expect(() => given(royaltyReserveDecider, created)(setReserve(true, false))).toThrow(reserveMessages.digital);
    expect(given(royaltyReserveDecider, created)(setReserve(true, true))).toEqual([
      {
        type: 'RoyaltyReserveSet',
        data: {
          royaltyId: 'r1',
          reserve: {
            percentBasisPoints: 1000,
            capBasisPoints: 2000,
            release: { kind: 'full', afterPeriods: 2 },
            allowDigital: true,
          },
        },
      },
    ]);
    expect(given(royaltyReserveDecider, created)(setReserve(false, false))).toHaveLength(1);
  });
});
