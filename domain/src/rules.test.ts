import { describe, expect, it } from 'vitest';

import { freePlanMaxProducts, isPlanName, planLabel, planLimitMessage, plans } from './account/plans.ts';
import { isIsoDate, localToday } from './dates.ts';
import { formatCents, formatMoney, parseCents } from './money.ts';
import { dueCents, isFullyPaid, itemsTotalCents, orderTotalCents, outstandingCents } from './orders/totals.ts';

describe('money', () => {
  it('formats read-model cents of any size exactly, with the currency symbol and thousands', () => {
    expect(formatCents('123456789012345678')).toBe('1234567890123456.78');
    expect(formatMoney('-1234.5', '€')).toBe('-€1,234.50');
    expect(formatMoney('0.05', '$')).toBe('$0.05');
    expect(parseCents(formatCents(1999))).toBe(1999);
  });
});

describe('dates', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(['2024-02-29', '2026-12-31'].map(isIsoDate)).toEqual([true, true]);
    expect(['2023-02-29', '2026-13-01', '26-01-01', '2026-1-1', ''].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(localToday(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('order totals', () => {
  const order = {
    itemsCents: itemsTotalCents([{ quantity: 2, unitPriceCents: 1749 }]),
    shippingCents: 500,
    paymentsCents: 1000,
  };

  it('sums items and shipping, and what is still due', () => {
    expect(orderTotalCents(order)).toBe(3998);
    expect(dueCents({ ...order, paid: false })).toBe(2998);
    expect(outstandingCents(order)).toBe(2998);
    expect(isFullyPaid(order)).toBe(false);
  });

  it('owes nothing once marked paid, as the order card shows', () => {
    expect(dueCents({ ...order, paid: true })).toBe(0);
  });
});

describe('plans', () => {
  it("names plans as the spec does and words the limit hint with the plan's limit", () => {
    expect([planLabel(null), planLabel('Grow'), planLabel('All Access Plan')]).toEqual([
      'Free Plan',
      'Grow Plan',
      'All Access Plan',
    ]);
    expect(planLimitMessage(null, null)).toBe(
      'Publishers on the Free Plan may create and maintain up to 10 products - explore other plans to add more.',
    );
    expect(freePlanMaxProducts).toBe(plans.Free.maxProducts);
    expect([isPlanName('Thrive'), isPlanName('Platinum'), isPlanName('constructor')]).toEqual([true, false, false]);
  });
});
