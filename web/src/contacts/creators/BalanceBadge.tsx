import { formatMoney } from '@colophon/domain';
import { Badge } from '@mantine/core';

/** Green when the creator owes (negative), red at 100 or more owed to them, neutral otherwise. */
export function balanceColor(balance: string): string {
  const value = Number(balance);
  if (value < 0) return 'green';
  return value >= 100 ? 'red' : 'gray';
}

export function BalanceBadge({ balance, currencySymbol }: { balance: string; currencySymbol: string }) {
  return (
    <Badge color={balanceColor(balance)} variant="light" size="lg" data-balance-color={balanceColor(balance)}>
      {formatMoney(balance, currencySymbol)}
    </Badge>
  );
}
