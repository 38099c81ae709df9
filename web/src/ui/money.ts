/** An exact decimal amount ("-12.50") with the publisher's currency symbol: -$12.50. */
export function formatMoney(amount: string, symbol: string): string {
  const value = Number(amount);
  const digits = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}${symbol}${digits}`;
}

/** "12.5" → 1250 cents, exactly; null when not digits with at most one decimal point and two decimals. */
export function centsOf(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50". */
export function amountOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Today as YYYY-MM-DD in the user's time zone. */
export const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
