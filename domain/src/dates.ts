/** Dates are the spec's YYYY-MM-DD everywhere. */
export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** A moment's UTC day as YYYY-MM-DD (the server's "today"). */
export const isoDateOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Today as YYYY-MM-DD in the local time zone (the browser's "today"). */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * A day `months` calendar months after an ISO day, kept within the month it lands in:
 * 2026-01-31 plus one month is 2026-02-28.
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
