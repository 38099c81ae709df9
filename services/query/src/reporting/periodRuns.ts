import { type DateRange, daysBefore } from '@colophon/domain';

/** How finely a roll-up row's period is cut; its key is YYYY-MM-DD, YYYY-MM or YYYY. */
export type Grain = 'day' | 'month' | 'year';

/** Consecutive whole periods of one grain, first and last key inclusive. */
export interface PeriodRun {
  grain: Grain;
  first: string;
  last: string;
}

const monthOf = (date: string) => date.slice(0, 7);
const yearOf = (date: string) => date.slice(0, 4);
const yearAfter = (year: string, years: number) => String(Number(year) + years).padStart(4, '0');

export const dayBefore = (date: string) => daysBefore(date, 1);
export const dayAfter = (date: string) => daysBefore(date, -1);

/** The month `months` after (or before) month `month`, YYYY-MM. */
function shiftMonth(month: string, months: number) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The month or year after one (YYYY-MM or YYYY). */
export const nextPeriod = (grain: 'month' | 'year', period: string) =>
  grain === 'month' ? shiftMonth(period, 1) : yearAfter(period, 1);

/**
 * A date range cut into the fewest runs of whole periods no coarser than `coarsest`: the days of
 * the partial months at either end, the months of the partial years, and the whole years between.
 * A report sums roll-up rows over these runs, so a range of years reads a few rows per key
 * instead of one per day.
 */
export function periodRuns({ startDate, endDate }: DateRange, coarsest: Grain): PeriodRun[] {
  const wholeMonthsFrom = startDate.endsWith('-01') ? startDate : `${shiftMonth(monthOf(startDate), 1)}-01`;
  const wholeMonthsTo = dayAfter(endDate).endsWith('-01') ? endDate : dayBefore(`${monthOf(endDate)}-01`);
  if (coarsest === 'day' || wholeMonthsFrom > wholeMonthsTo) return [{ grain: 'day', first: startDate, last: endDate }];
  const days: PeriodRun[] = [];
  if (startDate < wholeMonthsFrom) days.push({ grain: 'day', first: startDate, last: dayBefore(wholeMonthsFrom) });
  if (wholeMonthsTo < endDate) days.push({ grain: 'day', first: dayAfter(wholeMonthsTo), last: endDate });
  const firstMonth = monthOf(wholeMonthsFrom);
  const lastMonth = monthOf(wholeMonthsTo);
  const firstYear = firstMonth.endsWith('-01') ? yearOf(firstMonth) : yearAfter(yearOf(firstMonth), 1);
  const lastYear = lastMonth.endsWith('-12') ? yearOf(lastMonth) : yearAfter(yearOf(lastMonth), -1);
  if (coarsest === 'month' || firstYear > lastYear)
    return [...days, { grain: 'month', first: firstMonth, last: lastMonth }];
  const months: PeriodRun[] = [];
  if (firstMonth < `${firstYear}-01`)
    months.push({ grain: 'month', first: firstMonth, last: shiftMonth(`${firstYear}-01`, -1) });
  if (`${lastYear}-12` < lastMonth)
    months.push({ grain: 'month', first: shiftMonth(`${lastYear}-12`, 1), last: lastMonth });
  return [...days, ...months, { grain: 'year', first: firstYear, last: lastYear }];
}
