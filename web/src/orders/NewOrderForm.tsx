import { orderMessages } from '@colophon/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { useNotify } from '../ui/notify.ts';
import { validateNewOrder } from './newOrderValidation.ts';
import {
  emptyOrderValues,
  OrderDetailsFields,
  orderDetailsInput,
  type OrderErrors,
  type OrderValues,
} from './OrderDetailsFields.tsx';
import { type LineDraft, OrderItemEntry, OrderItemTable } from './OrderItems.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { CreateOrderMutation } from './queries.ts';
import { orderPath } from './urls.ts';

/** The full-width new-order panel that replaces the list: the order and all its lines in one save. */
export function NewOrderForm({ onClose }: { onClose(): void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const [values, setValues] = useState<OrderValues>(emptyOrderValues);
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrderErrors>({});
  const [creation, createOrder] = useMutation(CreateOrderMutation);
  const errors = validateNewOrder(values, lines);
  const shownErrors: OrderErrors = { ...(tried ? errors : {}), ...serverErrors };
  const valid = Object.keys(errors).length === 0;

  const save = async () => {
    setTried(true);
    if (!valid) {
      notify.error(orderMessages.fixErrors);
      return;
    }
    const result = await createOrder({
      input: {
        ...orderDetailsInput(values),
        paid: values.paid,
        paidDate: values.paidDate,
        shipped: values.shipped,
        shipDate: values.shipDate,
        lines: lines.map((line) => ({
          productId: line.productId,
          quantity: Number(line.quantity),
          discountType: line.discountType,
          discount: line.discount || null,
        })),
      },
    });
    const payload = result.data?.createOrder;
    if (!payload || payload.errors.length > 0 || !payload.order) {
      const message =
        payload?.errors.map((error) => error.message).join(' ') || result.error?.message || 'no order returned';
      setServerErrors(
        Object.fromEntries(
          (payload?.errors ?? []).filter((error) => error.field).map((error) => [error.field, error.message]),
        ),
      );
      notify.error(`Failed to create order: ${message}`);
      return;
    }
    notify.success(payload.message ?? 'Saved', { long: true });
    void navigate(orderPath(payload.order.id));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>New Order</Title>
        <Group>
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button
            onClick={() => void save()}
            loading={creation.fetching}
            disabled={creation.fetching || (tried && !valid)}
          >
            SAVE ORDER
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <OrderDetailsFields
          values={values}
          onChange={(next) => {
            setValues(next);
            setServerErrors({});
          }}
          errors={shownErrors}
          showFlags
        />
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Products</Title>
          <OrderItemEntry onAdd={(line) => setLines((current) => [...current, line])} />
          {lines.length > 0 ? (
            <OrderItemTable lines={lines} onChange={setLines} editing currencySymbol={currencySymbol} />
          ) : (
            <Text c="dimmed">No products added yet.</Text>
          )}
          {tried && (shownErrors.customerId || errors.lines) && (
            <Alert color="red">{[shownErrors.customerId, errors.lines].filter(Boolean).join(' · ')}</Alert>
          )}
        </Stack>
      </Paper>
      <PaymentSummary lines={lines} shippingCost={values.shippingCost} payments="0" currencySymbol={currencySymbol} />
    </Stack>
  );
}
