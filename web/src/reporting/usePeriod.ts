import {
  type DateRange,
  defaultReportPeriod,
  localToday,
  periodRange,
  type ReportPeriod,
  reportPeriods,
} from '@colophon/domain';
import { useSearchParams } from 'react-router';

import type { ReportPeriod as ApiPeriod } from '../generated/graphql.ts';

const apiPeriodOf: Record<ReportPeriod, ApiPeriod> = {
  mtd: 'MTD',
  qtd: 'QTD',
  lastQuarter: 'LAST_QUARTER',
  ytd: 'YTD',
  lastYear: 'LAST_YEAR',
  allTime: 'ALL_TIME',
  custom: 'CUSTOM',
};

/** The presets a report offers: all time only where it says so (the spec's reports differ). */
export const offeredPeriods = (withAllTime: boolean) =>
  reportPeriods.filter((period) => withAllTime || period !== 'allTime');

/**
 * A report's period, kept in the URL (`?period=qtd`, custom as `?period=custom&start=…&end=…`):
 * the preset, its dates from the browser's today, and the variables the report queries take.
 * A preset the report does not offer, typed into the URL, falls back to the default.
 */
export function usePeriod({ withAllTime }: { withAllTime: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('period') as ReportPeriod | null;
  const period: ReportPeriod = asked && offeredPeriods(withAllTime).includes(asked) ? asked : defaultReportPeriod;
  const range: DateRange = periodRange(period, localToday()) ?? {
    startDate: searchParams.get('start') ?? localToday(),
    endDate: searchParams.get('end') ?? localToday(),
  };
  const setPeriod = (next: ReportPeriod, custom?: DateRange) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('period', next);
      updated.delete('start');
      updated.delete('end');
      // A paged report starts again from its first page.
      updated.delete('page');
      if (next === 'custom' && custom) {
        updated.set('start', custom.startDate);
        updated.set('end', custom.endDate);
      }
      return updated;
    });
  // Dates are sent as the browser sees them, so "today" is the user's today.
  const variables = { timePeriod: 'CUSTOM' as ApiPeriod, ...range };
  return { period, range, setPeriod, variables, apiPeriod: apiPeriodOf[period] };
}
