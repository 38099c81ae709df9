import { boundMessages, bounds } from './bounds.ts';

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

/** Whether text has the shape of an amount, whatever its size: tells "too large" from "not an amount". */
export const isAmountText = (text: string) => moneyPattern.test(text.trim());

/**
 * Whether text is a number beyond any amount a publisher books, however it is written
 * ("99999999999999", "1e308"): such text is told to be smaller rather than not an amount.
 */
export function isAmountTooLarge(text: string): boolean {
  const trimmed = text.trim();
  if (isAmountText(trimmed)) return parseCents(trimmed) === null;
  const value = Number(trimmed);
  return trimmed !== '' && value * 100 > bounds.maxCents;
}

/** Why typed money cannot be booked, or null when it can: too large however written, else `notAnAmount`. */
export const amountRefusal = (text: string, notAnAmount: string): string | null =>
  parseCents(text) !== null ? null : isAmountTooLarge(text) ? boundMessages.amountTooLarge : notAnAmount;

/** Signed decimal text, as read models give balances and debits ("-12.50" → -1250); null when not an amount. */
export function parseSignedCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseCents(negative ? trimmed.slice(1) : trimmed);
  if (cents === null) return null;
  return negative && cents !== 0 ? -cents : cents;
}

const integerText = /^-?\d{1,15}$/;

/** Integer cents (a number, a bigint, or a read model's bigint text) → exact decimal text "-12.50". */
export function formatCents(cents: bigint | number | string): string {
  // Number arithmetic while exact (reports format tens of thousands of amounts); BigInt beyond.
  const number =
    typeof cents === 'number' || (typeof cents === 'string' && integerText.test(cents)) ? Number(cents) : Number.NaN;
  if (Number.isSafeInteger(number)) {
    const absolute = Math.abs(number);
    return `${number < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
  }
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** An exact decimal amount ("-1234.50") with the publisher's currency symbol: -$1,234.50. */
export function formatMoney(amount: string, symbol: string): string {
  const signed = parseSignedCents(amount) ?? 0;
  const cents = Math.abs(signed);
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  const sign = signed < 0 ? '-' : '';
  return `${sign}${symbol}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Basis points as a percent with two decimals: 1250 → "12.50". */
export const formatBasisPoints = (basisPoints: number) => formatCents(basisPoints);
