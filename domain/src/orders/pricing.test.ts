import { describe, expect, it } from 'vitest';

import { formatCents, parseCents } from '../money.ts';
import { priceLine } from './pricing.ts';

describe('money text', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12.', 1200],
    ['.5', 50],
    ['0', 0],
    ['  7 ', 700],
    ['1000000000.00', 100_000_000_000],
  ])('reads %s as %i cents', (text, cents) => expect(parseCents(text)).toBe(cents));

  it.each(['-1', '1.234', '1.2.3', 'abc', '', '1e3', '1,50', '.', '1000000000.01'])('refuses %j', (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it('writes cents with two decimals', () => {
    expect([formatCents(5), formatCents(1250), formatCents(-1999)]).toEqual(['0.05', '12.50', '-19.99']);
  });
});

describe('line pricing', () => {
  it('charges the retail price without a discount', () => {
    expect(priceLine(1999, 'none', null)).toEqual({ discountBasisPoints: 0, unitPriceCents: 1999 });
  });

  it('takes a percent off the retail price, rounding half up to the cent', () => {
    expect(priceLine(1999, 'percent', '10')).toEqual({ discountBasisPoints: 1000, unitPriceCents: 1799 });
    expect(priceLine(1000, 'percent', '12.5')).toEqual({ discountBasisPoints: 1250, unitPriceCents: 875 });
    expect(priceLine(1, 'percent', '50')).toEqual({ discountBasisPoints: 5000, unitPriceCents: 1 });
    expect(priceLine(1999, 'percent', '100')).toEqual({ discountBasisPoints: 10000, unitPriceCents: 0 });
  });

  it('derives the percent from a net price', () => {
    expect(priceLine(2000, 'netPrice', '15.00')).toEqual({ discountBasisPoints: 2500, unitPriceCents: 1500 });
    expect(priceLine(1299, 'netPrice', '7.99')).toEqual({ discountBasisPoints: 3849, unitPriceCents: 799 });
  });

  it.each([
    ['percent', '101'],
    ['percent', '-5'],
    ['percent', ''],
    ['netPrice', 'x'],
  ] as const)('refuses a %s discount of %j', (type, value) => expect(priceLine(1000, type, value)).toBeNull());
});
