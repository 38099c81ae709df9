import { formatMoney, localToday, parseCents } from '@colophon/domain';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';

import type { OrderFieldsFragment } from '../generated/graphql.ts';
import { DateField } from '../ui/DateField.tsx';
import { MoneyInput } from '../ui/MoneyInput.tsx';
import { useNotify } from '../ui/notify.ts';
import { CancelButton } from '../ui/RecordButtons.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { CreateOrderPaymentMutation, DeleteOrderPaymentMutation, UpdateOrderPaymentMutation } from './queries.ts';

type Payment = OrderFieldsFragment['payments'][number];
interface PaymentValues {
  amount: string;
  sentDate: string;
  memo: string;
}

/** A non-negative amount with at most two decimals (the spec's payment pattern). */
const isValidAmount = (amount: string) => parseCents(amount) !== null;

function PaymentRowEditor(props: {
  initial: PaymentValues;
  saving: boolean;
  onSave(values: PaymentValues): void;
  onCancel(): void;
  saveLabel: string;
}) {
  // The spec's payment: a date and an amount matching its pattern; the button waits for both.
  const form = useForm<PaymentValues>({
    initialValues: props.initial,
    validate: {
      sentDate: (sentDate) => !sentDate,
      amount: (amount) => !isValidAmount(amount),
    },
  });
  const { values } = form;
  return (
    <Table.Tr>
      <Table.Td>
        <DateField size="xs" aria-label="Payment date" {...form.getInputProps('sentDate')} value={values.sentDate} />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          size="xs"
          aria-label="Payment amount"
          value={values.amount}
          error={values.amount !== '' && !isValidAmount(values.amount)}
          onValueChange={(amount) => form.setFieldValue('amount', amount)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput size="xs" miw={200} aria-label="Payment memo" {...form.getInputProps('memo')} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            disabled={!form.isValid()}
            loading={props.saving}
            onClick={() => form.onSubmit(props.onSave)()}
          >
            {props.saveLabel}
          </Button>
          <CancelButton size="compact-xs" onClick={props.onCancel} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The order's payments: add, edit inline and delete, each saved at once. */
export function PaymentsPanel({ order, currencySymbol }: { order: OrderFieldsFragment; currencySymbol: string }) {
  const notify = useNotify();
  const [creation, createPayment] = useMutation(CreateOrderPaymentMutation);
  const [update, updatePayment] = useMutation(UpdateOrderPaymentMutation);
  const [, deletePayment] = useMutation(DeleteOrderPaymentMutation);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const report = (errors: { message: string }[] | undefined, failure: string, success: string) => {
    if (!errors) return (notify.error(failure), false);
    if (errors.length > 0) return (errors.forEach((error) => notify.error(error.message)), false);
    notify.success(success);
    return true;
  };
  const add = async (values: PaymentValues) => {
    const result = await createPayment({ orderId: order.id, payment: values });
    if (
      report(
        result.data?.createOrderPayment.errors,
        'Error creating order payment. Try again or contact developer',
        'Recorded order payment',
      )
    )
      setAdding(false);
  };
  const save = async (payment: Payment, values: PaymentValues) => {
    const result = await updatePayment({ orderId: order.id, id: payment.id, changed: values });
    if (
      report(
        result.data?.updateOrderPayment.errors,
        'Error saving order payment. Try again or contact developer',
        `Updated order payment ${payment.id.slice(0, 8)}`,
      )
    )
      setEditingId(null);
  };
  const remove = async (payment: Payment) => {
    const result = await deletePayment({ orderId: order.id, id: payment.id });
    report(
      result.data?.deleteOrderPayment.errors,
      'Error deleting order payment. Try again or contact developer',
      `Deleted order payment ${payment.id.slice(0, 8)}`,
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Payments</Title>
          <Button size="xs" variant="light" onClick={() => setAdding(true)} disabled={adding}>
            ADD PAYMENT
          </Button>
        </Group>
        <ScrollTable fz="sm" aria-label="Payments" minWidth={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Memo</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.payments.map((payment) =>
              editingId === payment.id ? (
                <PaymentRowEditor
                  key={payment.id}
                  initial={payment}
                  saving={update.fetching}
                  saveLabel="Save"
                  onSave={(values) => void save(payment, values)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.sentDate}</Table.Td>
                  <Table.Td>{formatMoney(payment.amount, currencySymbol)}</Table.Td>
                  <Table.Td>{payment.memo}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit payment ${payment.sentDate} ${payment.amount}`}
                        onClick={() => setEditingId(payment.id)}
                      >
                        ✎
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete payment ${payment.sentDate} ${payment.amount}`}
                        onClick={() => void remove(payment)}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
            {adding && (
              <PaymentRowEditor
                initial={{ amount: '', sentDate: localToday(), memo: '' }}
                saving={creation.fetching}
                saveLabel="Record"
                onSave={(values) => void add(values)}
                onCancel={() => setAdding(false)}
              />
            )}
          </Table.Tbody>
        </ScrollTable>
        {order.payments.length === 0 && !adding && (
          <Text c="dimmed" size="sm">
            No payments recorded.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
