import { describe, expect, it } from 'vitest';

import { reserveInput, reserveSummary, reserveValuesOf } from './reserveValues.ts';

describe("a royalty's reserve in its form", () => {
  it('starts a royalty without one at the defaults: cap 20 %, released in full after two periods', () => {
    expect(reserveValuesOf(null)).toEqual({
      percent: '',
      cap: '20.00',
      release: 'full',
      periods: 2,
      allowDigital: false,
    });
  });

  it('sends no reserve when the percent is left empty, else the fields as typed', () => {
    expect(reserveInput(reserveValuesOf(null))).toBeNull();
    expect(reserveInput({ percent: ' 10 ', cap: '', release: 'parts', periods: '3', allowDigital: true })).toEqual({
      percent: '10',
      cap: null,
      release: 'parts',
      periods: 3,
      allowDigital: true,
    });
  });

  it('reads a saved reserve back', () => {
    const saved = { percent: '10.00', cap: '20.00', release: 'parts', periods: 1, allowDigital: false };
    expect(reserveInput(reserveValuesOf(saved))).toMatchObject({ percent: '10.00', release: 'parts', periods: 1 });
    expect(reserveSummary(saved)).toBe('10.00% of earnings (cap 20.00%), released in equal parts over 1 period');
    expect(reserveSummary(null)).toBe('No reserve');
  });
});
