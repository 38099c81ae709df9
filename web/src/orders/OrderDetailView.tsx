import { formatMoney, formatRecordNumber, linesShortOnShipping, localToday, orderMessages } from '@colophon/domain';
import { Alert, Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { customerDisplayName } from '../contacts/customers/customerDraft.ts';
import { customerPath } from '../contacts/urls.ts';
import type { OrderFieldsFragment } from '../generated/graphql.ts';
import { confirmDeletion } from '../ui/confirmDeletion.ts';
import { formatAddress } from '../ui/contacts/ContactEditor.tsx';
import { LeaveGuard } from '../ui/LeaveGuard.tsx';
import { NotFoundState } from '../ui/NotFoundState.tsx';
import { useNotify } from '../ui/notify.ts';
import { PendingRecord } from '../ui/PendingRecord.tsx';
import { missingProduct } from '../ui/ProductLineName.tsx';
import { CancelButton, DeleteButton, EditButton, SaveButton } from '../ui/RecordButtons.tsx';
import { StatusBadge } from './OrderCard.tsx';
import { OrderDetailsFields, orderDetailsInput, type OrderValues } from './OrderDetailsFields.tsx';
import { isValidQuantity, type LineDraft, OrderItemEntry, OrderItemTable } from './OrderItems.tsx';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { DeleteOrderMutation, OrderDetailQuery, UpdateOrderMutation } from './queries.ts';
import { ReturnsPanel } from './ReturnsPanel.tsx';
import { orderListPath } from './urls.ts';

/** /orders/:orderId */
export function OrderDetailView() {
  const { orderId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: OrderDetailQuery, variables: { id: orderId } });
  if (error || !data) return <PendingRecord fetching={fetching} error={error} />;
  if (!data.order) return <NotFoundState title={orderMessages.notFound} backTo={orderListPath} backLabel="Orders" />;
  return (
    <OrderEditor key={data.order.id} order={data.order} onReload={() => refetch({ requestPolicy: 'network-only' })} />
  );
}

const valuesOf = (order: OrderFieldsFragment): OrderValues => ({
  customerId: order.customer?.id ?? '',
  customerName: order.customer ? customerDisplayName(order.customer) : '',
  orderAddressId: order.orderAddress?.id ?? '',
  orderEmailId: order.orderEmail?.id ?? '',
  orderPhoneId: order.orderPhone?.id ?? '',
  orderStatusId: order.orderStatus?.id ?? '',
  poNumber: order.poNumber,
  salespersonId: order.salesperson?.id ?? '',
  paymentTermId: order.paymentTerm?.id ?? '',
  shippingTypeId: order.shippingType?.id ?? '',
  shippingCost: order.shippingCost,
  adminNotes: order.adminNotes,
  paid: order.paid,
  paidDate: order.paidDate ?? '',
  shipped: order.shipped,
  shipDate: order.shipDate ?? '',
});

const linesOf = (order: OrderFieldsFragment): LineDraft[] =>
  order.lines.map((line) => ({
    key: line.id,
    id: line.id,
    productId: line.product?.id ?? '',
    product: line.product ?? missingProduct,
    retailPrice: line.retailPrice,
    quantity: String(line.quantity),
    discountType: line.discountType,
    discount:
      line.discountType === 'percent' ? line.discountPercent : line.discountType === 'netPrice' ? line.calcPrice : '',
    returned: line.returnedQuantity,
  }));

const sameLine = (left: LineDraft, right: LineDraft) =>
  left.quantity === right.quantity &&
  left.discountType === right.discountType &&
  (left.discountType === 'none' || left.discount === right.discount);

/** What a save sends: changed order fields, the flags, and added, updated and removed lines. */
function orderSave(order: OrderFieldsFragment, values: OrderValues, lines: LineDraft[]) {
  const before = orderDetailsInput(valuesOf(order));
  const after = orderDetailsInput(values);
  const changed = Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key as keyof typeof before] !== value),
  );
  const saved = new Map(linesOf(order).map((line) => [line.id, line]));
  const kept = new Set(lines.map((line) => line.id));
  const toInput = (line: LineDraft) => ({
    quantity: Number(line.quantity),
    discountType: line.discountType,
    discount: line.discount || null,
  });
  return {
    changed: Object.keys(changed).length > 0 ? changed : null,
    paid: values.paid !== order.paid || (values.paid && values.paidDate !== order.paidDate) ? values.paid : null,
    paidDate: values.paid ? values.paidDate : null,
    shipped:
      values.shipped !== order.shipped || (values.shipped && values.shipDate !== order.shipDate)
        ? values.shipped
        : null,
    shipDate: values.shipped ? values.shipDate : null,
    addedLines: lines.filter((line) => !line.id).map((line) => ({ productId: line.productId, ...toInput(line) })),
    updatedLines: lines
      .filter((line) => line.id && !sameLine(saved.get(line.id)!, line))
      .map((line) => ({ id: line.id!, ...toInput(line) })),
    removedLines: [...saved.keys()].filter((id) => id && !kept.has(id)) as string[],
  };
}

function OrderEditor({ order, onReload }: { order: OrderFieldsFragment; onReload(): void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const [update, updateOrder] = useMutation(UpdateOrderMutation);
  const [, deleteOrder] = useMutation(DeleteOrderMutation);
  const [editing, setEditing] = useState(false);
  const savedValues = () => ({ ...valuesOf(order), lines: linesOf(order) });
  const form = useForm({ initialValues: savedValues() });
  const { lines, ...values } = form.values;
  const pending = orderSave(order, values, lines);
  const dirty =
    editing &&
    (pending.changed !== null ||
      pending.paid !== null ||
      pending.shipped !== null ||
      pending.addedLines.length + pending.updatedLines.length + pending.removedLines.length > 0);
  const money = (amount: string) => formatMoney(amount, currencySymbol);
  const shortLines = new Set(order.lines.filter((line) => line.inventoryShort).map((line) => line.id));

  const reset = () => {
    form.setValues(savedValues());
  };
  const save = async () => {
    if (!dirty) return setEditing(false);
    const result = await notify.during(
      pending.addedLines.length > 0 ? orderMessages.addingProducts : undefined,
      updateOrder({ id: order.id, expectedRevision: order.revision, ...pending }),
    );
    const payload = result.data?.updateOrder;
    if (!payload) {
      if (pending.paid !== null) notify.error(orderMessages.paymentStatusFailed);
      return notify.error(orderMessages.saveFailed);
    }
    if (payload.errors.length > 0) return payload.errors.forEach((error) => notify.error(error.message));
    const counts: [number, string][] = [
      [pending.addedLines.length, 'Added {n} product(s) to order'],
      [pending.updatedLines.length, 'Updated {n} product(s) in order'],
      [pending.removedLines.length, 'Deleted {n} product(s) from order'],
    ];
    counts
      .filter(([count]) => count > 0)
      .forEach(([count, message]) => notify.success(message.replace('{n}', String(count))));
    if (pending.paid !== null)
      notify.success(
        pending.paid && order.dueAmount !== '0.00'
          ? 'Payment recorded and order status updated'
          : 'Order payment status updated',
      );
    notify.success('Changes saved successfully!');
    setEditing(false);
  };
  const remove = async () => {
    const payload = (await deleteOrder({ id: order.id })).data?.deleteOrder;
    if (!payload?.ok)
      return notify.error(payload?.errors[0]?.message ?? 'Error deleting Order. Try again or contact developer');
    notify.success(`Order ${payload.message} deleted successfully!`);
    void navigate(orderListPath, { replace: true });
  };
  const confirmDelete = () => confirmDeletion('Delete order', 'Delete this order?', () => void remove());
  const flag = (label: 'PAID' | 'SHIPPED', checked: boolean, date: string, onToggle: (checked: boolean) => void) => (
    <Checkbox
      label={`${label}${date ? ` ${date}` : ''}`}
      checked={checked}
      disabled={!editing}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );

  return (
    <Stack gap="md">
      <LeaveGuard when={dirty} />
      <Anchor component={Link} to={orderListPath} size="sm">
        ← Orders
      </Anchor>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2}>Order {formatRecordNumber(order.number)}</Title>
            <StatusBadge status={order.orderStatus} />
          </Group>
          <Text size="sm" c="dimmed">
            PO Number: {order.poNumber || '—'} · Created {order.created.slice(0, 10)}
          </Text>
          <Group>
            {flag(
              'PAID',
              editing ? values.paid : order.paid,
              editing ? values.paidDate : (order.paidDate ?? ''),
              (paid) => form.setValues({ paid, paidDate: paid ? values.paidDate || localToday() : '' }),
            )}
            {flag(
              'SHIPPED',
              editing ? values.shipped : order.shipped,
              editing ? values.shipDate : (order.shipDate ?? ''),
              (shipped) => form.setValues({ shipped, shipDate: shipped ? values.shipDate || localToday() : '' }),
            )}
          </Group>
        </Stack>
        <Group>
          {editing ? (
            <>
              <SaveButton
                onClick={() => void save()}
                loading={update.fetching}
                disabled={lines.some((line) => !isValidQuantity(line.quantity))}
              />
              <Button variant="default" onClick={reset}>
                RESET
              </Button>
              <CancelButton
                variant="subtle"
                onClick={() => {
                  reset();
                  setEditing(false);
                  onReload();
                }}
              />
            </>
          ) : (
            <EditButton
              onClick={() => {
                reset();
                setEditing(true);
              }}
            />
          )}
          <DeleteButton blockedReason={order.deleteBlockedReason} editing={editing} onClick={confirmDelete} />
        </Group>
      </Group>
      {editing && values.shipped && !order.shipped && <ShippingStockWarning order={order} lines={lines} />}
      {order.deleteBlockedReason && !editing && (
        <Text size="xs" c="dimmed">
          {order.deleteBlockedReason}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          {editing ? (
            <OrderDetailsFields values={values} onChange={form.setValues} errors={{}} showFlags={false} />
          ) : (
            <Stack gap={4}>
              <Title order={4}>Customer and Contact Info</Title>
              {order.customer && (
                <Anchor component={Link} to={customerPath(order.customer.id)}>
                  {customerDisplayName(order.customer)}
                </Anchor>
              )}
              <Text size="sm">Address: {order.orderAddress ? formatAddress(order.orderAddress) : '—'}</Text>
              <Text size="sm">Email: {order.orderEmail?.value ?? '—'}</Text>
              <Text size="sm">Phone: {order.orderPhone?.value ?? '—'}</Text>
              <Text size="sm">Salesperson: {order.salesperson?.value ?? '—'}</Text>
              <Text size="sm">Payment term: {order.paymentTerm?.value ?? '—'}</Text>
              <Text size="sm">Shipping type: {order.shippingType?.value ?? '—'}</Text>
              <Text size="sm">Notes: {order.adminNotes || '—'}</Text>
            </Stack>
          )}
        </Paper>
        <Stack>
          {editing ? (
            <PaymentSummary
              lines={lines}
              shippingCost={values.shippingCost}
              payments={order.paymentsTotal}
              credit={order.creditAmount}
              currencySymbol={currencySymbol}
              paid={values.paid}
            />
          ) : (
            <Paper withBorder p="md" aria-label="Order totals">
              <Title order={4}>Order Totals</Title>
              <Text>Products: {money(order.itemsTotal)}</Text>
              <Text>Shipping: {money(order.shippingCost)}</Text>
              <Text fw={700}>Order Total: {money(order.totalAmount)}</Text>
              {order.returns.length > 0 && <Text>Returns credit: {money(order.creditAmount)}</Text>}
              <Text>Payments: {money(order.paymentsTotal)}</Text>
              <Text fw={700} data-testid="due-amount">
                Due: {money(order.dueAmount)}
              </Text>
              <Text size="sm" c={order.fullyPaid ? 'green' : 'dimmed'}>
                {order.fullyPaid ? 'Paid' : 'Not Paid'}
              </Text>
            </Paper>
          )}
          <PaymentsPanel order={order} currencySymbol={currencySymbol} />
          <ReturnsPanel order={order} currencySymbol={currencySymbol} />
        </Stack>
      </SimpleGrid>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Products</Title>
          {editing && <OrderItemEntry onAdd={(line) => form.setFieldValue('lines', [...lines, line])} />}
          <OrderItemTable
            lines={editing ? lines : linesOf(order)}
            onChange={(next) => form.setFieldValue('lines', next)}
            editing={editing}
            currencySymbol={currencySymbol}
            shortLines={shortLines}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Before saving: the print formats whose stock shipping this order would take below zero. */
function ShippingStockWarning({ order, lines }: { order: OrderFieldsFragment; lines: LineDraft[] }) {
  const products = new Map(
    order.lines.flatMap((line) => (line.product ? [[line.product.id, line.product] as const] : [])),
  );
  const short = linesShortOnShipping(
    lines.flatMap((line) => {
      const product = products.get(line.productId);
      return product && isValidQuantity(line.quantity) ? [{ ...product, quantity: Number(line.quantity) }] : [];
    }),
  );
  if (short.length === 0) return null;
  return (
    <Alert color="orange" title="Shipping takes stock below zero">
      {short
        .map(
          (product) =>
            `${product.title} (${product.formatName}): ${product.inventoryQuantity} in stock, ${product.quantity} to ship`,
        )
        .join('; ')}
    </Alert>
  );
}
