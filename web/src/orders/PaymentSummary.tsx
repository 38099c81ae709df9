import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { amountOf, centsOf, formatMoney } from '../ui/money.ts';
import { isValidQuantity, type LineDraft } from './OrderItems.tsx';
import { previewLinePrice } from './linePricing.ts';

/** Items, shipping, total, payments and due, in exact cents. */
export function PaymentSummary(props: { lines: LineDraft[]; shippingCost: string; payments: string; currencySymbol: string; paid?: boolean }) {
  const items = props.lines.reduce((total, line) => {
    const preview = previewLinePrice(line.retailPrice, line.discountType, line.discount);
    return preview && isValidQuantity(line.quantity) ? total + (centsOf(preview.calcPrice) ?? 0) * Number(line.quantity) : total;
  }, 0);
  const shipping = centsOf(props.shippingCost) ?? 0;
  const payments = centsOf(props.payments) ?? 0;
  const due = props.paid ? 0 : items + shipping - payments;
  const row = (label: string, cents: number, strong = false) => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} aria-label={label}>
        {formatMoney(amountOf(cents), props.currencySymbol)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" maw={400}>
      <Stack gap={4}>
        <Title order={4}>Payment Summary</Title>
        {row('Products', items)}
        {row('Shipping', shipping)}
        {row('Order Total', items + shipping, true)}
        {row('Payments', payments)}
        {row('Due', due, true)}
      </Stack>
    </Paper>
  );
}
