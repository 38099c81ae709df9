import { formatMoney, localToday, orderMessages } from '@colophon/domain';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';

import type { OrderFieldsFragment } from '../generated/graphql.ts';
import { DateField } from '../ui/DateField.tsx';
import { useNotify } from '../ui/notify.ts';
import { formatAndIsbn, missingProduct } from '../ui/ProductLineName.tsx';
import { CancelButton, SaveButton } from '../ui/RecordButtons.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { DeleteOrderReturnMutation, RecordOrderReturnMutation } from './queries.ts';

type OrderLine = OrderFieldsFragment['lines'][number];

export interface ReturnValues {
  returnDate: string;
  memo: string;
  /** Units to return by line id (0 leaves a line out). */
  quantities: Record<string, number>;
}

/** What is left to return of a line: sold less what already came back. */
const returnable = (line: Pick<OrderLine, 'quantity' | 'returnedQuantity'>) => line.quantity - line.returnedQuantity;

/** The decider's rules, checked before sending: the same messages, so the form and the server agree. */
export function validateReturn(
  values: ReturnValues,
  order: Pick<OrderFieldsFragment, 'created' | 'lines'>,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!values.returnDate) errors.returnDate = orderMessages.returnDateRequired;
  else if (values.returnDate < order.created.slice(0, 10)) errors.returnDate = orderMessages.returnDateBeforeOrder;
  const chosen = order.lines.filter((line) => (values.quantities[line.id] ?? 0) > 0);
  for (const line of order.lines)
    if ((values.quantities[line.id] ?? 0) > returnable(line))
      errors[`quantities.${line.id}`] = orderMessages.returnQuantityTooLarge;
  if (chosen.length === 0) errors.quantities = orderMessages.returnQuantityRequired;
  return errors;
}

const productName = (line: OrderLine) => {
  const product = line.product ?? missingProduct;
  return `${product.title} (${formatAndIsbn(product)})`;
};

/** RECORD RETURN: the units of each line that came back, the day they came back and a memo. */
function RecordReturnModal(props: { order: OrderFieldsFragment; opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const initialValues = (): ReturnValues => ({ returnDate: localToday(), memo: '', quantities: {} });
  const form = useForm<ReturnValues>({
    initialValues: initialValues(),
    validate: (values) => validateReturn(values, props.order),
  });
  const [recording, recordReturn] = useMutation(RecordOrderReturnMutation);
  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    props.onClose();
  };
  const save = async (values: ReturnValues) => {
    const result = await recordReturn({
      orderId: props.order.id,
      orderReturn: {
        returnDate: values.returnDate,
        memo: values.memo,
        lines: Object.entries(values.quantities)
          .filter(([, quantity]) => quantity > 0)
          .map(([lineId, quantity]) => ({ lineId, quantity })),
      },
    });
    const payload = result.data?.recordOrderReturn;
    if (!payload) return notify.error('Error recording the return. Try again or contact developer');
    if (payload.errors.length > 0) {
      for (const error of payload.errors) {
        if (error.field === 'returnDate' || error.field === 'memo') form.setFieldError(error.field, error.message);
        else if (error.field === 'lines') form.setFieldError('quantities', error.message);
        else notify.error(error.message);
      }
      return;
    }
    notify.success('Recorded return');
    close();
  };
  return (
    <Modal opened={props.opened} onClose={close} title="Record Return" size="lg">
      <form onSubmit={form.onSubmit((values) => void save(values))} aria-label="Record Return" noValidate>
        <Stack>
          {props.order.lines.map((line) => (
            <NumberInput
              key={line.id}
              label={productName(line)}
              description={`${returnable(line)} of ${line.quantity} can be returned`}
              min={0}
              max={returnable(line)}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={form.values.quantities[line.id] ?? 0}
              error={form.errors[`quantities.${line.id}`]}
              onChange={(quantity) => form.setFieldValue(`quantities.${line.id}`, Number(quantity) || 0)}
            />
          ))}
          {form.errors.quantities && (
            <Text c="red" size="sm" role="alert">
              {form.errors.quantities}
            </Text>
          )}
          <DateField
            label="Return date"
            required
            value={form.values.returnDate}
            error={form.errors.returnDate}
            onChange={(returnDate) => form.setFieldValue('returnDate', returnDate)}
          />
          <TextInput label="Memo" maxLength={200} {...form.getInputProps('memo')} />
          <Group justify="flex-end">
            <CancelButton onClick={close} />
            <SaveButton type="submit" loading={recording.fetching} />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The order's returns: what came back of which line, when, and the credit; record and delete. */
export function ReturnsPanel({ order, currencySymbol }: { order: OrderFieldsFragment; currencySymbol: string }) {
  const notify = useNotify();
  const [opened, setOpened] = useState(false);
  const [, deleteReturn] = useMutation(DeleteOrderReturnMutation);
  const sold = order.paid || order.shipped;
  const lineName = (lineId: string) => {
    const line = order.lines.find((candidate) => candidate.id === lineId);
    return line ? (line.product ?? missingProduct).title : lineId;
  };
  const remove = async (returnId: string) => {
    const result = await deleteReturn({ orderId: order.id, id: returnId });
    const errors = result.data?.deleteOrderReturn.errors;
    if (!errors) return notify.error('Error deleting the return. Try again or contact developer');
    if (errors.length > 0) return errors.forEach((error) => notify.error(error.message));
    notify.success('Deleted return');
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Returns</Title>
          <Button size="xs" variant="light" onClick={() => setOpened(true)} disabled={!sold}>
            RECORD RETURN
          </Button>
        </Group>
        {!sold && (
          <Text c="dimmed" size="sm">
            {orderMessages.returnNotSold}
          </Text>
        )}
        {order.returns.length > 0 ? (
          <ScrollTable fz="sm" aria-label="Returns" minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Products</Table.Th>
                <Table.Th>Credit</Table.Th>
                <Table.Th>Memo</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.returns.map((orderReturn) => (
                <Table.Tr key={orderReturn.id}>
                  <Table.Td>{orderReturn.returnDate}</Table.Td>
                  <Table.Td>
                    {orderReturn.lines.map((line) => `${line.quantity} × ${lineName(line.lineId)}`).join(', ')}
                  </Table.Td>
                  <Table.Td>{formatMoney(orderReturn.credit, currencySymbol)}</Table.Td>
                  <Table.Td>{orderReturn.memo}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete return ${orderReturn.returnDate}`}
                      onClick={() => void remove(orderReturn.id)}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        ) : (
          sold && (
            <Text c="dimmed" size="sm">
              No returns recorded.
            </Text>
          )
        )}
      </Stack>
      <RecordReturnModal order={order} opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
