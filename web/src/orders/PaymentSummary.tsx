import { dueCents, formatCents, formatMoney, orderTotalCents, parseCents } from '@colophon/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

import { previewLinePrice } from './linePricing.ts';
import { isValidQuantity, type LineDraft } from './OrderItems.tsx';

/** Items, shipping, total, payments and due, in exact cents. */
export function PaymentSummary(props: {
  lines: LineDraft[];
  shippingCost: string;
  payments: string;
  /** The saved returns' credit, if any. */
  credit?: string;
  currencySymbol: string;
  paid?: boolean;
}) {
  const items = props.lines.reduce((total, line) => {
    const preview = previewLinePrice(line.retailPrice, line.discountType, line.discount);
    return preview && isValidQuantity(line.quantity)
      ? total + (parseCents(preview.calcPrice) ?? 0) * Number(line.quantity)
      : total;
  }, 0);
  const amounts = {
    itemsCents: items,
    shippingCents: parseCents(props.shippingCost) ?? 0,
    paymentsCents: parseCents(props.payments) ?? 0,
    creditCents: parseCents(props.credit ?? '') ?? 0,
    paid: props.paid ?? false,
  };
  const row = (label: string, cents: number, strong = false) => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} aria-label={label}>
        {formatMoney(formatCents(cents), props.currencySymbol)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" maw={400}>
      <Stack gap={4}>
        <Title order={4}>Payment Summary</Title>
        {row('Products', items)}
        {row('Shipping', amounts.shippingCents)}
        {row('Order Total', orderTotalCents(amounts), true)}
        {amounts.creditCents > 0 && row('Returns credit', amounts.creditCents)}
        {row('Payments', amounts.paymentsCents)}
        {row('Due', dueCents(amounts), true)}
      </Stack>
    </Paper>
  );
}
