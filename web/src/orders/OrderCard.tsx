import { formatMoney, formatRecordNumber } from '@colophon/domain';
import { Anchor, Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

import { customerDisplayName } from '../contacts/customers/customerDraft.ts';
import { customerPath } from '../contacts/urls.ts';
import type { OrderFieldsFragment } from '../generated/graphql.ts';
import { formatAddress } from '../ui/contacts/ContactEditor.tsx';
import { missingProduct, ProductLineName } from '../ui/ProductLineName.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { orderPath } from './urls.ts';

/** Ready shows green, Canceled red, other statuses neutral. */
export function StatusBadge({ status }: { status: { value: string } | null | undefined }) {
  if (!status) return null;
  const color = { ready: 'green', canceled: 'red' }[status.value.toLowerCase()] ?? 'gray';
  return (
    <Badge color={color} variant="light">
      {status.value}
    </Badge>
  );
}

/** The line quantity, red when inventory is lower and the order is not shipped. */
export function LineQuantity({ line }: { line: OrderFieldsFragment['lines'][number] }) {
  return (
    <Text
      span
      c={line.inventoryShort ? 'red' : undefined}
      fw={line.inventoryShort ? 700 : undefined}
      title={line.inventoryShort ? 'Inventory is lower than this quantity' : undefined}
    >
      {line.quantity}
    </Text>
  );
}

const field = (label: string, value: React.ReactNode) => (
  <Text size="sm">
    <Text span c="dimmed" size="sm">
      {label}:{' '}
    </Text>
    {value || '—'}
  </Text>
);

/** One order in the list: every field the spec lists, paid and shipped read-only, and the due amount. */
export function OrderCard(props: {
  order: OrderFieldsFragment;
  currencySymbol: string;
  selected: boolean;
  onToggle(): void;
}) {
  const { order, currencySymbol } = props;
  const money = (amount: string) => formatMoney(amount, currencySymbol);
  return (
    <Paper withBorder p="md" aria-label={`Order ${formatRecordNumber(order.number)}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="sm">
            <Checkbox
              aria-label={`Select order ${formatRecordNumber(order.number)}`}
              checked={props.selected}
              onChange={props.onToggle}
            />
            <Anchor component={Link} to={orderPath(order.id)} fw={700}>
              Order {formatRecordNumber(order.number)}
            </Anchor>
            <StatusBadge status={order.orderStatus} />
            {order.backordered && <Badge color="orange">Backordered</Badge>}
          </Group>
          <Text size="sm">Created {order.created.slice(0, 10)}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {field('PO Number', order.poNumber)}
          {field('Shipping Type', order.shippingType?.value)}
          {field('Payment Term', order.paymentTerm?.value)}
          <Checkbox
            size="xs"
            readOnly
            checked={order.paid}
            label={`Paid${order.paidDate ? ` ${order.paidDate}` : ''}`}
          />
          <Checkbox
            size="xs"
            readOnly
            checked={order.shipped}
            label={`Shipped${order.shipDate ? ` ${order.shipDate}` : ''}`}
          />
          {field('Shipping Cost', money(order.shippingCost))}
          {field('Salesperson', order.salesperson?.value)}
          {field(
            'Customer',
            order.customer && (
              <Anchor component={Link} to={customerPath(order.customer.id)} size="sm">
                {customerDisplayName(order.customer)}
              </Anchor>
            ),
          )}
          {field('Address', order.orderAddress && formatAddress(order.orderAddress))}
          {field('Email', order.orderEmail?.value)}
          {field('Phone', order.orderPhone?.value)}
          {field('Due', <strong>{money(order.dueAmount)}</strong>)}
        </SimpleGrid>
        <ScrollTable withTableBorder fz="sm" minWidth={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Qty</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Discount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <ProductLineName product={line.product ?? missingProduct} />
                </Table.Td>
                <Table.Td>
                  <LineQuantity line={line} />
                </Table.Td>
                <Table.Td>{money(line.calcPrice)}</Table.Td>
                <Table.Td>{line.discountPercent}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        {order.payments.length > 0 && (
          <Text size="sm">
            Payments: {order.payments.map((payment) => `${payment.sentDate} ${money(payment.amount)}`).join(', ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
