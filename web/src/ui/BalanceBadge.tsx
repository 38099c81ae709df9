import { balanceBadgeColour, formatMoney, parseSignedCents } from '@colophon/domain';
import { Badge } from '@mantine/core';

/** The domain's badge colour in Mantine's palette ('neutral' is gray). */
export function balanceColor(balance: string): string {
  const colour = balanceBadgeColour(parseSignedCents(balance) ?? 0);
  return colour === 'neutral' ? 'gray' : colour;
}

/** A creator's or a royalty's balance (owed minus paid) with the spec's badge colours. */
export function BalanceBadge({ balance, currencySymbol }: { balance: string; currencySymbol: string }) {
  return (
    <Badge color={balanceColor(balance)} variant="light" size="lg" data-balance-color={balanceColor(balance)}>
      {formatMoney(balance, currencySymbol)}
    </Badge>
  );
}
