/** Integer cents → exact decimal text with two decimals ("-12.50"); never through floating point. */
export function formatCents(cents: bigint | number | string): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}
