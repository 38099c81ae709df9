import { describe, expect, it } from 'vitest';

import {
  financialRatios,
  financialSummaryLines,
  monthlyProfitLossCents,
  profitLossCsvHeader,
  profitLossCsvLine,
  profitLossCsvTotals,
  profitMargin,
} from './figures.ts';
import { chartMonths, periodRange, rangeProblem } from './periods.ts';

describe('report periods', () => {
  it.each([
    ['mtd', '2026-05-17', '2026-05-01', '2026-05-17'],
    ['qtd', '2026-05-17', '2026-04-01', '2026-05-17'],
    ['qtd', '2026-04-01', '2026-04-01', '2026-04-01'],
    ['lastQuarter', '2026-05-17', '2026-01-01', '2026-03-31'],
    ['lastQuarter', '2026-02-10', '2025-10-01', '2025-12-31'],
    ['lastQuarter', '2024-08-01', '2024-04-01', '2024-06-30'],
    ['ytd', '2026-05-17', '2026-01-01', '2026-05-17'],
    ['lastYear', '2026-05-17', '2025-01-01', '2025-12-31'],
    ['allTime', '2026-05-17', '2000-01-01', '2026-05-17'],
  ] as const)('%s on %s runs from %s to %s', (period, today, startDate, endDate) => {
    expect(periodRange(period, today)).toEqual({ startDate, endDate });
  });

  it('refuses dates that are not real, or out of order', () => {
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('Enter a date as YYYY-MM-DD.');
    expect(rangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(
      'The start date must not be after the end date.',
    );
    expect(rangeProblem({ startDate: '2026-03-01', endDate: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ startDate: 'x'.repeat(100_000), endDate: '2026-03-01' })).toBe('Enter a date as YYYY-MM-DD.');
    for (const range of [
      { startDate: '0000-01-01', endDate: '2026-03-01' },
      { startDate: '2026-03-01', endDate: '9999-12-31' },
    ])
      expect(rangeProblem(range)).toBe('Please enter a date between 1900-01-01 and 2200-12-31.');
  });

  it('drops invalid and future months from chart series, in order', () => {
    expect(chartMonths(['2026-03', '2026-13', '2026-01', '2026-06', 'x', '2026-05'], '2026-05-31')).toEqual([
      '2026-01',
      '2026-03',
      '2026-05',
    ]);
  });
});

describe('report figures', () => {
  it('gives margin and expense ratio, both 0 without revenue', () => {
    expect(financialRatios(10_000, 2_500)).toEqual({ operatingMargin: 0.75, expenseRatio: 0.25 });
    expect(financialRatios(0, 2_500)).toEqual({ operatingMargin: 0, expenseRatio: 0 });
    expect(financialSummaryLines(10_000, 12_500)).toEqual([
      ['Gross Revenue', '100.00'],
      ['Total Expenses', '125.00'],
      ['Net Profit', '-25.00'],
      ['Operating Margin', '-25.0%'],
      ['Expense Ratio', '125.0%'],
    ]);
  });

  it('divides P&L by the months since publication (at least 1) and gives margins to two decimals', () => {
    expect(monthlyProfitLossCents(12_000, '2026-01-15', '2026-04-30')).toBe(4_000);
    expect(monthlyProfitLossCents(12_000, '2026-04-02', '2026-04-30')).toBe(12_000);
    expect(monthlyProfitLossCents(12_000, null, '2026-04-30')).toBe(12_000);
    expect(profitMargin(1_000, 3_000)).toBe(33.33);
    expect(profitMargin(1_000, 0)).toBe(0);
  });

  it("exports P&L rows with 'N/A', 'Unknown Book' and a Totals row", () => {
    expect([...profitLossCsvHeader]).toEqual([
      'Title',
      'ISBN',
      'Type',
      'Retail Price',
      'Quantity Sold',
      'Revenue',
      'Expenses',
      'Profit in period',
    ]);
    expect(
      profitLossCsvLine({
        title: 'Frankenstein',
        isbn: '9780306406157',
        formatType: 'Paperback',
        retailPriceCents: 1999,
        units: 3,
        revenueCents: 5_000,
        expensesCents: 1_000,
      }),
    ).toEqual(['Frankenstein', '9780306406157', 'Paperback', '19.99', '3', '50.00', '10.00', '40.00']);
    expect(
      profitLossCsvLine({
        title: null,
        isbn: '',
        formatType: null,
        retailPriceCents: null,
        units: 0,
        revenueCents: 0,
        expensesCents: 250,
      }),
    ).toEqual(['Unknown Book', 'N/A', 'N/A', 'N/A', '0', '0.00', '2.50', '-2.50']);
    expect(profitLossCsvTotals({ units: 3, revenueCents: 5_000, expensesCents: 1_250 })).toEqual([
      'Totals',
      '',
      '',
      '',
      '3',
      '50.00',
      '12.50',
      '37.50',
    ]);
  });
});
