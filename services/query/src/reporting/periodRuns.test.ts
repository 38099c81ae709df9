import { describe, expect, it } from 'vitest';

import { periodRuns } from './periodRuns.ts';

const range = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('period runs', () => {
  it('keeps a range inside one month as days', () => {
    expect(periodRuns(range('2026-02-03', '2026-02-27'), 'year')).toEqual([
      { grain: 'day', first: '2026-02-03', last: '2026-02-27' },
    ]);
    // Across a month end but without a whole month.
    expect(periodRuns(range('2026-01-31', '2026-02-27'), 'year')).toEqual([
      { grain: 'day', first: '2026-01-31', last: '2026-02-27' },
    ]);
  });

  it('reads a whole quarter as months, and a quarter to date as months and days', () => {
    expect(periodRuns(range('2026-01-01', '2026-03-31'), 'year')).toEqual([
      { grain: 'month', first: '2026-01', last: '2026-03' },
    ]);
    expect(periodRuns(range('2026-04-01', '2026-05-17'), 'year')).toEqual([
      { grain: 'day', first: '2026-05-01', last: '2026-05-17' },
      { grain: 'month', first: '2026-04', last: '2026-04' },
    ]);
  });

  it('reads whole years as years, the partial years as months and the partial months as days', () => {
    // The dashboard's 730 days to 2026-11-24.
    expect(periodRuns(range('2024-11-25', '2026-11-24'), 'year')).toEqual([
      { grain: 'day', first: '2024-11-25', last: '2024-11-30' },
      { grain: 'day', first: '2026-11-01', last: '2026-11-24' },
      { grain: 'month', first: '2024-12', last: '2024-12' },
      { grain: 'month', first: '2026-01', last: '2026-10' },
      { grain: 'year', first: '2025', last: '2025' },
    ]);
    // All time to the last day of a leap February.
    expect(periodRuns(range('2000-01-01', '2028-02-29'), 'year')).toEqual([
      { grain: 'month', first: '2028-01', last: '2028-02' },
      { grain: 'year', first: '2000', last: '2027' },
    ]);
    expect(periodRuns(range('2025-01-01', '2025-12-31'), 'year')).toEqual([
      { grain: 'year', first: '2025', last: '2025' },
    ]);
  });

  it('stops at months or days when a series needs them', () => {
    expect(periodRuns(range('2024-11-25', '2026-01-31'), 'month')).toEqual([
      { grain: 'day', first: '2024-11-25', last: '2024-11-30' },
      { grain: 'month', first: '2024-12', last: '2026-01' },
    ]);
    expect(periodRuns(range('2024-01-01', '2025-12-31'), 'day')).toEqual([
      { grain: 'day', first: '2024-01-01', last: '2025-12-31' },
    ]);
  });

  it('covers every day of a range exactly once', () => {
    const days = (first: string, last: string) => {
      const all: string[] = [];
      for (let day = new Date(`${first}T00:00:00Z`); day <= new Date(`${last}T00:00:00Z`);) {
        all.push(day.toISOString().slice(0, 10));
        day.setUTCDate(day.getUTCDate() + 1);
      }
      return all;
    };
    const lastDayOf = (month: string) => {
      const [year, number] = month.split('-').map(Number) as [number, number];
      return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
    };
    const expand = ({ grain, first, last }: ReturnType<typeof periodRuns>[number]) =>
      grain === 'day'
        ? days(first, last)
        : grain === 'month'
          ? days(`${first}-01`, lastDayOf(last))
          : days(`${first}-01-01`, `${last}-12-31`);
    const starts = ['2023-12-31', '2024-01-01', '2024-02-29', '2024-03-01', '2024-06-15'];
    const ends = ['2024-03-31', '2024-12-30', '2024-12-31', '2025-01-01', '2026-02-28', '2026-07-04'];
    for (const start of starts)
      for (const end of ends)
        for (const coarsest of ['day', 'month', 'year'] as const) {
          const covered = periodRuns(range(start, end), coarsest).flatMap(expand).sort();
          expect(covered).toEqual(days(start, end));
        }
  });
});
