import { describe, expect, it } from 'vitest';

import {
  freePlanMaxProducts,
  hasBillingError,
  isPlanName,
  paidPlanNames,
  planLabel,
  planLimitMessage,
  planOfPrice,
  planProductRange,
  plans,
  renewalDateOf,
} from './account/plans.ts';
import { boundMessages } from './bounds.ts';
import { addMonths, isIsoDate, localToday } from './dates.ts';
import {
  amountRefusal,
  formatCents,
  formatMoney,
  isAmountText,
  isAmountTooLarge,
  parseCents,
  parseSignedCents,
} from './money.ts';
import {
  dueCents,
  isFullyPaid,
  itemsTotalCents,
  orderTotalCents,
  outstandingCents,
  returnedCents,
} from './orders/totals.ts';
import { currencies, currencyOf } from './shared/currencies.ts';

describe('money', () => {
  it('formats read-model cents of any size exactly, with the currency symbol and thousands', () => {
    expect(formatCents('123456789012345678')).toBe('1234567890123456.78');
    expect(formatMoney('-1234.5', '€')).toBe('-€1,234.50');
    expect(formatMoney('0.05', '$')).toBe('$0.05');
    expect(parseCents(formatCents(1999))).toBe(1999);
  });

  it('tells an amount too large to book from text that is no amount', () => {
    expect(parseCents('99999999999')).toBeNull();
    expect(isAmountText('99999999999')).toBe(true);
    expect(isAmountText('1e308')).toBe(false);
    expect(isAmountText('-5')).toBe(false);
    expect(isAmountTooLarge('1e308')).toBe(true);
    expect(isAmountTooLarge('99999999999')).toBe(true);
    expect(isAmountTooLarge('-1e308')).toBe(false);
    expect(isAmountTooLarge('abc')).toBe(false);
    expect(amountRefusal('1e308', 'not an amount')).toBe(boundMessages.amountTooLarge);
    expect(amountRefusal('-5', 'not an amount')).toBe('not an amount');
    expect(amountRefusal('12.50', 'not an amount')).toBeNull();
  });

  it('reads signed balances, never a negative zero', () => {
    expect(parseSignedCents('-12.5')).toBe(-1250);
    expect(parseSignedCents('100.00')).toBe(10_000);
    expect(Object.is(parseSignedCents('-0.00'), 0)).toBe(true);
    expect(parseSignedCents('12,50')).toBeNull();
    expect(formatMoney('-0.00', '$')).toBe('$0.00');
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

  it('adds calendar months, keeping within the month it lands in', () => {
    expect(
      ['2026-01-15', '2026-01-31', '2024-01-31', '2026-12-31', '2026-03-31'].map((day) => addMonths(day, 1)),
    ).toEqual(['2026-02-15', '2026-02-28', '2024-02-29', '2027-01-31', '2026-04-30']);
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

  it("takes a return's credit off what is due and what paying in full means", () => {
    const withReturn = { ...order, creditCents: returnedCents([{ quantity: 1, unitPriceCents: 1749 }]) };
    expect(orderTotalCents(withReturn)).toBe(3998);
    expect(dueCents({ ...withReturn, paid: false })).toBe(1249);
    expect(isFullyPaid({ ...withReturn, paymentsCents: 2249 })).toBe(true);
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

describe('plans and billing', () => {
  it("sells the spec's paid plans at their monthly prices and limits, Free and All Access by no checkout", () => {
    expect(paidPlanNames.map((plan) => [plan, plans[plan].monthlyPriceCents, planProductRange(plan)])).toEqual([
      ['Build', 2500, '11-50 products'],
      ['Grow', 4900, '51-100 products'],
      ['Thrive', 11_900, '101-250 products'],
      ['Groundswell', 21_900, '251-500 products'],
      ['Champion', 59_900, '501-1000 products'],
    ]);
    expect([planProductRange('Free'), planProductRange('All Access')]).toEqual([
      'Up to 10 products',
      'No product limit',
    ]);
    expect([planOfPrice('grow-monthly'), planOfPrice('free'), planOfPrice('constructor')]).toEqual([
      'Grow',
      undefined,
      undefined,
    ]);
  });

  it('renews a month after the billing date, and shows the billing error only for an inactive known subscription', () => {
    expect([renewalDateOf('2026-01-31'), renewalDateOf(null)]).toEqual(['2026-02-28', null]);
    expect([
      hasBillingError({ billingId: 'cus_1', billingActive: false }),
      hasBillingError({ billingId: 'cus_1', billingActive: true }),
      hasBillingError({ billingId: null, billingActive: false }),
    ]).toEqual([true, false, false]);
  });
});

describe('currencies', () => {
  it('offers the ISO 4217 currencies in circulation, each code once, with a name and a symbol', () => {
    expect(currencies.length).toBeGreaterThan(150);
    expect(new Set(currencies.map((currency) => currency.code)).size).toBe(currencies.length);
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.label.length).toBeGreaterThan(2);
      expect(currency.symbol.trim().length).toBeGreaterThan(0);
    }
    expect(currencyOf('USD')).toEqual({ code: 'USD', label: 'US Dollar', symbol: '$' });
    expect(currencyOf('XCG')?.label).toBe('Caribbean Guilder');
    expect([currencyOf('HRK'), currencyOf('usd')]).toEqual([undefined, undefined]);
  });
});
