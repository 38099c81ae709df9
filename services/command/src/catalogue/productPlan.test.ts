import { planLimitMessage } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { freezeChanges, productPlanDecider } from './productPlan.ts';

const taken = (productId: string): DomainEvent => ({
  type: 'ProductSlotTaken',
  data: { publisherId: 'pub1', productId },
});
const ten = Array.from({ length: 10 }, (_, index) => taken(`p${index}`));
const take = (maxProducts: number | null, plan = 'Free') => ({
  type: 'TakeProductSlot' as const,
  publisherId: 'pub1',
  productId: 'new',
  limit: { plan, maxProducts },
});

describe('the plan ledger', () => {
  it('lets the Free plan hold 10 formats and refuses the 11th with the spec message', () => {
    expect(given(productPlanDecider, ...ten.slice(1))(take(10))).toEqual([taken('new')]);
    expect(() => given(productPlanDecider, ...ten)(take(10))).toThrow(
      'Publishers on the Free Plan may create and maintain up to 10 products - explore other plans to add more.',
    );
    expect(planLimitMessage('Build', 50)).toBe(
      'Publishers on the Build Plan may create and maintain up to 50 products - explore other plans to add more.',
    );
  });

  it('has no limit on the All Access plan, and a deleted format frees its slot', () => {
    expect(given(productPlanDecider, ...ten)(take(null, 'All Access'))).toEqual([taken('new')]);
    const released: DomainEvent = { type: 'ProductSlotReleased', data: { publisherId: 'pub1', productId: 'p3' } };
    expect(given(productPlanDecider, ...ten, released)(take(10))).toEqual([taken('new')]);
  });

  it('freezes the formats beyond the first N by creation order, and thaws them when the limit rises', () => {
    const products = ['a', 'b', 'c', 'd'];
    expect(freezeChanges({ products, maxProducts: null }, { products, maxProducts: 2 })).toEqual({
      freeze: ['c', 'd'],
      unfreeze: [],
    });
    expect(freezeChanges({ products, maxProducts: 2 }, { products, maxProducts: 3 })).toEqual({
      freeze: [],
      unfreeze: ['c'],
    });
    expect(freezeChanges({ products, maxProducts: 2 }, { products: ['b', 'c', 'd'], maxProducts: 2 })).toEqual({
      freeze: [],
      unfreeze: ['c'],
    });
  });
});
