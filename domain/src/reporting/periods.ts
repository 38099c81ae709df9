import { boundMessages, isDateInRange } from '../bounds.ts';
import { isIsoDate } from '../dates.ts';
import { reportingMessages } from './messages.ts';

/** The spec's report periods; the report page alone also offers all time. */
export const reportPeriods = ['mtd', 'qtd', 'lastQuarter', 'ytd', 'lastYear', 'allTime', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportPeriodLabels: Record<ReportPeriod, string> = {
  mtd: 'Month to date',
  qtd: 'Quarter to date',
  lastQuarter: 'Last quarter',
  ytd: 'Year to date',
  lastYear: 'Last year',
  allTime: 'All time',
  custom: 'Custom',
};

export const defaultReportPeriod: ReportPeriod = 'qtd';
/** All time starts here. */
export const allTimeStart = '2000-01-01';
/** Dashboard widgets show the last 730 days unless their own pickers say otherwise. */
export const dashboardRangeDays = 730;

export interface DateRange {
  startDate: string;
  endDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Last day of a month (1-12): day 0 of the next month. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A preset's first and last day, for a given today (YYYY-MM-DD). Last quarter and last year cover
 * the whole previous period; the others run to today. Custom has no range of its own (null).
 */
export function periodRange(period: ReportPeriod, today: string): DateRange | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const quarterStartMonth = Math.floor((month - 1) / 3) * 3 + 1;
  switch (period) {
    case 'mtd':
      return { startDate: dateOf(year, month, 1), endDate: today };
    case 'qtd':
      return { startDate: dateOf(year, quarterStartMonth, 1), endDate: today };
    case 'lastQuarter': {
      const startYear = quarterStartMonth === 1 ? year - 1 : year;
      const startMonth = quarterStartMonth === 1 ? 10 : quarterStartMonth - 3;
      return {
        startDate: dateOf(startYear, startMonth, 1),
        endDate: dateOf(startYear, startMonth + 2, lastDayOf(startYear, startMonth + 2)),
      };
    }
    case 'ytd':
      return { startDate: dateOf(year, 1, 1), endDate: today };
    case 'lastYear':
      return { startDate: dateOf(year - 1, 1, 1), endDate: dateOf(year - 1, 12, 31) };
    case 'allTime':
      return { startDate: allTimeStart, endDate: today };
    case 'custom':
      return null;
  }
}

/** The day `days` days before `date` (YYYY-MM-DD). */
export function daysBefore(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - days);
  return moment.toISOString().slice(0, 10);
}

/**
 * The message that refuses a range, or null when both are real dates in order within the dates any
 * input may hold (year 0 or 9999 would run the period arithmetic off the calendar).
 */
export function rangeProblem({ startDate, endDate }: DateRange): string | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return reportingMessages.invalidDate;
  if (!isDateInRange(startDate) || !isDateInRange(endDate)) return boundMessages.dateRange;
  if (startDate > endDate) return reportingMessages.startAfterEnd;
  return null;
}

/**
 * The months (YYYY-MM) a chart series shows: the spec drops months that are empty, invalid or in
 * the future. `months` holds every month with a figure; `today` bounds the future.
 */
export function chartMonths(months: Iterable<string>, today: string): string[] {
  const current = today.slice(0, 7);
  return [...new Set(months)].filter((month) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month <= current).sort();
}
