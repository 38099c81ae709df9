import { bounds } from './bounds.ts';

/** Money inputs are decimal text: digits with at most one decimal point and two decimals ("12.50"). */
const moneyPattern = /^(\d+)(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/;

/**
 * "12.5" → 1250 cents, exactly (no floating point); null when the text is not a non-negative amount
 * or is beyond any amount a publisher books (`bounds.maxCents`).
 */
export function parseCents(text: string): number | null {
  const match = moneyPattern.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  return cents <= BigInt(bounds.maxCents) ? Number(cents) : null;
}

/** Integer cents (a number, a bigint, or a read model's bigint text) → exact decimal text "-12.50". */
export function formatCents(cents: bigint | number | string): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** An exact decimal amount ("-1234.50") with the publisher's currency symbol: -$1,234.50. */
export function formatMoney(amount: string, symbol: string): string {
  const cents = parseCents(amount.replace(/^-/, '')) ?? 0;
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  const sign = amount.trim().startsWith('-') && cents !== 0 ? '-' : '';
  return `${sign}${symbol}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Basis points as a percent with two decimals: 1250 → "12.50". */
export const formatBasisPoints = (basisPoints: number) => formatCents(basisPoints);
