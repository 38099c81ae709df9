/** Money inputs are decimal text: digits with at most one decimal point and two decimals ("12.50"). */
const moneyPattern = /^(\d+)(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/;

/** "12.5" → 1250 cents, exactly (no floating point); null when the text is not a non-negative amount. */
export function parseCents(text: string): number | null {
  const match = moneyPattern.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}

/** Integer cents → "12.50". */
export function formatCentsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Today as the spec's date format, YYYY-MM-DD (UTC). */
export const isoDateOf = (moment: Date): string => moment.toISOString().slice(0, 10);

export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
