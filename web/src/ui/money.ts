/** An exact decimal amount ("-12.50") with the publisher's currency symbol: -$12.50. */
export function formatMoney(amount: string, symbol: string): string {
  const value = Number(amount);
  const digits = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}${symbol}${digits}`;
}
