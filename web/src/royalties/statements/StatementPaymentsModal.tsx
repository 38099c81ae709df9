import {
  formatCents,
  formatMoney,
  localToday,
  parseCents,
  royaltyPaymentMessages,
  statementPaymentMessages,
} from '@colophon/domain';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useMutation } from 'urql';

import type { StatementLineFieldsFragment } from '../../generated/graphql.ts';
import { DateField } from '../../ui/DateField.tsx';
import { MoneyInput } from '../../ui/MoneyInput.tsx';
import { useNotify } from '../../ui/notify.ts';
import { PaymentTypeSelect } from '../../ui/PaymentTypeSelect.tsx';
import { CancelButton } from '../../ui/RecordButtons.tsx';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { CreateRoyaltyPaymentMutation } from '../payments/queries.ts';
import { figuresOf } from './statementDocument.ts';

/** A line's balance (lifeCredit − lifeDebit − paid), the amount a payment defaults to; null when nothing is owed. */
const owedAmount = (line: StatementLineFieldsFragment) => {
  const balance = figuresOf(line.figures).balanceCents;
  return balance > 0 ? formatCents(balance) : null;
};

interface StatementPaymentValues {
  /** Each royalty's amount, by royalty id. */
  amounts: Record<string, string>;
  methodId: string;
  sentDate: string;
}

/**
 * The statement payment screen: one payment per selected royalty, each amount defaulting to its
 * balance and open to change, one method for all (required), recorded with createRoyaltyPayment.
 */
export function StatementPaymentsModal(props: {
  opened: boolean;
  lines: readonly StatementLineFieldsFragment[];
  /** The creator's payment name, or display name. */
  payee: string;
  currencySymbol: string;
  onClose(): void;
}) {
  const notify = useNotify();
  const form = useForm<StatementPaymentValues>({
    initialValues: { amounts: {}, methodId: '', sentDate: localToday() },
    validate: { methodId: (methodId) => (methodId ? null : royaltyPaymentMessages.methodRequired) },
  });
  const [, createPayment] = useMutation(CreateRoyaltyPaymentMutation);
  const processable = props.lines.filter((line) => owedAmount(line) !== null);
  const { opened, onClose } = props;

  useEffect(() => {
    if (!opened) return;
    if (processable.length === 0) {
      notify.error(statementPaymentMessages.nothingToProcess);
      onClose();
      return;
    }
    form.setFieldValue('amounts', Object.fromEntries(processable.map((line) => [line.royaltyId, owedAmount(line)!])));
    // Only when the screen opens: later edits of the amounts are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const pay = async ({ amounts, methodId, sentDate }: StatementPaymentValues) => {
    const payments = processable
      .map((line) => ({ line, cents: parseCents(amounts[line.royaltyId] ?? '') ?? 0 }))
      .filter((payment) => payment.cents > 0);
    if (payments.length === 0) {
      notify.error(statementPaymentMessages.nothingToProcess);
      return onClose();
    }
    for (const { line, cents } of payments) {
      const result = await createPayment({
        royaltyId: line.royaltyId,
        payment: { amount: formatCents(cents), methodId, sentDate },
      });
      const problem = result.error?.message ?? result.data?.createRoyaltyPayment.errors[0]?.message;
      if (problem) return notify.error(statementPaymentMessages.failed(problem));
    }
    const total = payments.reduce((sum, payment) => sum + payment.cents, 0);
    notify.success(
      statementPaymentMessages.made(
        payments.length,
        formatMoney(formatCents(total), props.currencySymbol),
        props.payee,
      ),
    );
    onClose();
  };

  return (
    <Modal opened={opened && processable.length > 0} onClose={onClose} title="Royalty Payments" size="xl">
      <Stack>
        <Text size="sm">Payments to {props.payee}. Each amount starts at the royalty's balance.</Text>
        <ScrollTable minWidth={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ROYALTY</Table.Th>
              <Table.Th>BALANCE</Table.Th>
              <Table.Th>AMOUNT</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {processable.map((line) => (
              <Table.Tr key={line.royaltyId}>
                <Table.Td>{line.title}</Table.Td>
                <Table.Td>{formatMoney(line.figures.balance, props.currencySymbol)}</Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={`Amount for ${line.title}`}
                    value={form.values.amounts[line.royaltyId] ?? ''}
                    onValueChange={(amount) => form.setFieldValue(`amounts.${line.royaltyId}`, amount)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        <Group grow align="flex-start">
          <PaymentTypeSelect
            label="Payment Method"
            required
            value={form.values.methodId}
            error={form.errors.methodId as string | undefined}
            onChange={(methodId) => form.setFieldValue('methodId', methodId)}
          />
          <DateField
            label="Date"
            required
            value={form.values.sentDate}
            onChange={(sentDate) => form.setFieldValue('sentDate', sentDate)}
          />
        </Group>
        <Group justify="flex-end">
          <CancelButton onClick={onClose} />
          <Button loading={form.submitting} onClick={() => form.onSubmit(pay)()}>
            MAKE PAYMENTS
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
