import { orderMessages } from '@colophon/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import { setAndRejudge } from '../ui/formOptions.ts';
import { useNotify } from '../ui/notify.ts';
import { CancelButton } from '../ui/RecordButtons.tsx';
import { type NewOrderValues, useNewOrderForm } from './newOrderValidation.ts';
import { OrderDetailsFields, orderDetailsInput, type OrderErrors } from './OrderDetailsFields.tsx';
import { OrderItemEntry, OrderItemTable } from './OrderItems.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { CreateOrderMutation } from './queries.ts';
import { orderPath } from './urls.ts';

/** The full-width new-order panel that replaces the list: the order and all its lines in one save. */
export function NewOrderForm({ onClose }: { onClose(): void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const form = useNewOrderForm();
  const { values } = form;
  const { lines } = values;
  const errors = form.errors as OrderErrors & { lines?: string };
  const [creation, createOrder] = useMutation(CreateOrderMutation);
  const set = (changes: Partial<NewOrderValues>) => setAndRejudge(form, changes);

  const save = async () => {
    const creating = createOrder({
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
    const result = await notify.during(orderMessages.creating, creating);
    const payload = result.data?.createOrder;
    if (!payload || payload.errors.length > 0 || !payload.order) {
      const message =
        payload?.errors.map((error) => error.message).join(' ') || result.error?.message || 'no order returned';
      form.setErrors(
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
          <CancelButton onClick={onClose} />
          {/* Disabled while the judged order has a problem of its own: each edit judges it again. */}
          <Button
            onClick={() => form.onSubmit(save, () => notify.error(orderMessages.fixErrors))()}
            loading={creation.fetching}
            disabled={creation.fetching || (Object.keys(errors).length > 0 && !form.isValid())}
          >
            SAVE ORDER
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <OrderDetailsFields values={values} onChange={set} errors={errors} showFlags />
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Products</Title>
          <OrderItemEntry onAdd={(line) => set({ lines: [...lines, line] })} />
          {lines.length > 0 ? (
            <OrderItemTable
              lines={lines}
              onChange={(next) => set({ lines: next })}
              editing
              currencySymbol={currencySymbol}
            />
          ) : (
            <Text c="dimmed">No products added yet.</Text>
          )}
          {(errors.customerId || errors.lines) && (
            <Alert color="red">{[errors.customerId, errors.lines].filter(Boolean).join(' · ')}</Alert>
          )}
        </Stack>
      </Paper>
      <PaymentSummary lines={lines} shippingCost={values.shippingCost} payments="0" currencySymbol={currencySymbol} />
    </Stack>
  );
}
