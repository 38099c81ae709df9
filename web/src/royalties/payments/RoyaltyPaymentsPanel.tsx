import { formatMoney, royaltyPaymentMessages } from '@colophon/domain';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';

import type { RoyaltyDetailFieldsFragment } from '../../generated/graphql.ts';
import { confirmDeletion } from '../../ui/confirmDeletion.ts';
import { DateField } from '../../ui/DateField.tsx';
import { MoneyInput } from '../../ui/MoneyInput.tsx';
import { useNotify } from '../../ui/notify.ts';
import { PaymentTypeSelect } from '../../ui/PaymentTypeSelect.tsx';
import { CancelButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { type ChosenRoyalty, NewPaymentModal } from './NewPaymentModal.tsx';
import { paymentInput, type PaymentValues, validatePayment } from './paymentValues.ts';
import { DeleteRoyaltyPaymentMutation, UpdateRoyaltyPaymentMutation } from './queries.ts';

type Payment = RoyaltyDetailFieldsFragment['payments'][number];

/** The royalty detail's PAYMENTS tab: its payments, newest first, each editable and deletable, and NEW PAYMENT. */
export function RoyaltyPaymentsPanel(props: { royalty: ChosenRoyalty; payments: Payment[]; currencySymbol: string }) {
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [, deletePayment] = useMutation(DeleteRoyaltyPaymentMutation);

  const remove = async (payment: Payment) => {
    const result = await deletePayment({ id: payment.id });
    const payload = result.data?.deleteRoyaltyPayment;
    if (!payload?.ok) notify.error(payload?.errors[0]?.message ?? royaltyPaymentMessages.deleteFailed);
  };
  const confirmRemove = (payment: Payment) =>
    confirmDeletion(
      'Delete payment',
      `Delete the payment of ${formatMoney(payment.amount, props.currencySymbol)} sent ${payment.sentDate}?`,
      () => void remove(payment),
    );

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setAdding(true)}>NEW PAYMENT</Button>
      </Group>
      {props.payments.length === 0 ? (
        <Text c="dimmed">No payments have been made for this royalty yet.</Text>
      ) : (
        <Table aria-label="Payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>DATE</Table.Th>
              <Table.Th>AMOUNT</Table.Th>
              <Table.Th>METHOD</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.payments.map((payment) =>
              editingId === payment.id ? (
                <PaymentEditRow
                  key={payment.id}
                  royaltyId={props.royalty.id}
                  payment={payment}
                  onDone={() => setEditingId(null)}
                />
              ) : (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.sentDate}</Table.Td>
                  <Table.Td>{formatMoney(payment.amount, props.currencySymbol)}</Table.Td>
                  <Table.Td>{payment.method?.value ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit payment of ${payment.sentDate}`}
                        onClick={() => setEditingId(payment.id)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete payment of ${payment.sentDate}`}
                        onClick={() => confirmRemove(payment)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
      <NewPaymentModal opened={adding} onClose={() => setAdding(false)} royalty={props.royalty} />
    </Stack>
  );
}

function PaymentEditRow(props: { royaltyId: string; payment: Payment; onDone(): void }) {
  const notify = useNotify();
  const [update, updatePayment] = useMutation(UpdateRoyaltyPaymentMutation);
  const form = useForm<PaymentValues>({
    initialValues: {
      royaltyId: props.royaltyId,
      amount: props.payment.amount,
      methodId: props.payment.method?.id ?? '',
      sentDate: props.payment.sentDate,
    },
    validate: validatePayment,
  });
  const save = async (values: PaymentValues) => {
    const result = await updatePayment({ id: props.payment.id, changed: paymentInput(values) });
    const payload = result.data?.updateRoyaltyPayment;
    if (!payload) return notify.error(royaltyPaymentMessages.saveFailed);
    if (payload.errors.length > 0) return payload.errors.forEach((error) => notify.error(error.message));
    props.onDone();
  };

  return (
    <Table.Tr>
      <Table.Td>
        <DateField
          aria-label="Payment date"
          value={form.values.sentDate}
          onChange={(sentDate) => form.setFieldValue('sentDate', sentDate)}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          aria-label="Payment amount"
          value={form.values.amount}
          error={form.errors.amount}
          onValueChange={(amount) => form.setFieldValue('amount', amount)}
        />
      </Table.Td>
      <Table.Td>
        <PaymentTypeSelect
          label="Payment method"
          value={form.values.methodId}
          error={form.errors.methodId as string | undefined}
          onChange={(methodId) => form.setFieldValue('methodId', methodId)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <SaveButton
            size="compact-sm"
            loading={update.fetching}
            onClick={() => form.onSubmit((values) => void save(values))()}
          />
          <CancelButton size="compact-sm" onClick={props.onDone} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
