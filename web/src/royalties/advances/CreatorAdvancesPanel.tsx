import { advanceMessages, formatMoney } from '@colophon/domain';
import { Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { useCurrencySymbol } from '../../account/useCurrentAccount.ts';
import type { AdvanceFieldsFragment } from '../../generated/graphql.ts';
import { confirmDeletion } from '../../ui/confirmDeletion.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { judgeEditedFieldsOnBlur } from '../../ui/formOptions.ts';
import { MoneyInput } from '../../ui/MoneyInput.tsx';
import { type PayloadError, splitPayloadErrors } from '../../ui/mutationErrors.ts';
import { useNotify } from '../../ui/notify.ts';
import { CancelButton, DeleteButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { AdvanceRoyaltiesPicker } from './AdvanceRoyaltiesPicker.tsx';
import {
  type AdvanceValues,
  type InstalmentValues,
  newAdvanceValues,
  newInstalmentValues,
  validateAdvance,
  validateInstalment,
} from './advanceValues.ts';
import { CreateAdvanceMutation, CreatorAdvancesQuery, DeleteAdvanceMutation, PayAdvanceMutation } from './queries.ts';

/**
 * Shows a refused command's messages: each under the field it names, the rest as toasts. False when
 * there were none.
 */
function showRefusal<Values>(
  form: UseFormReturnType<Values>,
  errors: readonly PayloadError[],
  notifyError: (message: string) => void,
) {
  if (errors.length === 0) return false;
  const fields = Object.keys(form.values as object) as (keyof Values & string)[];
  const { fieldErrors, otherMessages } = splitPayloadErrors<Values>(errors, fields);
  form.setErrors(fieldErrors);
  otherMessages.forEach(notifyError);
  return true;
}

/**
 * The creator's advances: what was agreed and paid, "Earned out" or what is left to recoup as of the
 * last statement; NEW ADVANCE, PAY INSTALMENT, and DELETE until an instalment is paid.
 */
export function CreatorAdvancesPanel({ creatorId }: { creatorId: string }) {
  const notify = useNotify();
  const currencySymbol = useCurrencySymbol();
  const [{ data, fetching, error }] = useQuery({
    query: CreatorAdvancesQuery,
    variables: { creatorId },
    requestPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<AdvanceFieldsFragment | null>(null);
  const [, deleteAdvance] = useMutation(DeleteAdvanceMutation);
  if (error) return <ErrorState message={error.message} />;
  if (fetching && !data) return <Loader size="sm" />;
  const advances = data?.advances ?? [];
  const money = (amount: string) => formatMoney(amount, currencySymbol);

  const remove = async (advance: AdvanceFieldsFragment) => {
    const payload = (await deleteAdvance({ id: advance.id })).data?.deleteAdvance;
    if (!payload?.ok) notify.error(payload?.errors[0]?.message ?? advanceMessages.notFound);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>Advances</Title>
        <Button onClick={() => setCreating(true)}>NEW ADVANCE</Button>
      </Group>
      {advances.length > 0 && (
        <ScrollTable aria-label="Advances">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Contract</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Paid</Table.Th>
              <Table.Th>Recoupment</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {advances.map((advance) => (
              <Table.Tr key={advance.id}>
                <Table.Td>{advance.name}</Table.Td>
                <Table.Td>{money(advance.amount)}</Table.Td>
                <Table.Td>{money(advance.paid)}</Table.Td>
                <Table.Td>
                  <Badge color={advance.unrecouped === '0.00' ? 'green' : 'gray'} variant="light">
                    {advance.status}
                  </Badge>
                  {advance.unrecoupedAsOf && (
                    <Text span size="xs" c="dimmed" ml="xs">
                      as of {advance.unrecoupedAsOf}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setPaying(advance)}>
                      PAY INSTALMENT
                    </Button>
                    <DeleteButton
                      // The decider's rule: an advance goes only while nothing of it is paid.
                      blockedReason={advance.instalments.length > 0 ? advanceMessages.deleteBlocked : null}
                      editing={false}
                      onClick={() =>
                        confirmDeletion(
                          'Delete advance',
                          `Delete the advance ${advance.name}?`,
                          () => void remove(advance),
                        )
                      }
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      <NewAdvanceModal creatorId={creatorId} opened={creating} onClose={() => setCreating(false)} />
      <PayInstalmentModal advance={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}

function NewAdvanceModal(props: { creatorId: string; opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const form = useForm<AdvanceValues>({
    initialValues: newAdvanceValues(),
    validate: validateAdvance,
    ...judgeEditedFieldsOnBlur<AdvanceValues>(),
  });
  const [creation, createAdvance] = useMutation(CreateAdvanceMutation);

  const close = () => {
    form.setValues(newAdvanceValues());
    form.resetDirty(newAdvanceValues());
    form.clearErrors();
    props.onClose();
  };
  const save = async (values: AdvanceValues) => {
    const result = await createAdvance({ input: { creatorId: props.creatorId, ...values } });
    const payload = result.data?.createAdvance;
    if (!payload) return notify.error(advanceMessages.createFailed);
    if (!showRefusal(form, payload.errors, notify.error)) close();
  };

  return (
    <Modal opened={props.opened} onClose={close} title="New Advance" size="lg">
      <form onSubmit={form.onSubmit((values) => void save(values))} aria-label="New Advance" noValidate>
        <Stack>
          <TextInput label="Contract" required {...form.getInputProps('name')} />
          <MoneyInput
            label="Amount"
            required
            {...form.getInputProps('amount')}
            value={form.values.amount}
            onValueChange={(amount) => form.setFieldValue('amount', amount)}
          />
          {props.opened && (
            <AdvanceRoyaltiesPicker
              creatorId={props.creatorId}
              {...form.getInputProps('royaltyIds')}
              value={form.values.royaltyIds}
              onChange={(royaltyIds) => form.setFieldValue('royaltyIds', royaltyIds)}
            />
          )}
          <ModalActions onCancel={close} saving={creation.fetching} />
        </Stack>
      </form>
    </Modal>
  );
}

function PayInstalmentModal(props: { advance: AdvanceFieldsFragment | null; onClose(): void }) {
  const notify = useNotify();
  const form = useForm<InstalmentValues>({
    initialValues: newInstalmentValues(),
    validate: validateInstalment,
    ...judgeEditedFieldsOnBlur<InstalmentValues>(),
  });
  const [payment, payAdvance] = useMutation(PayAdvanceMutation);
  const { advance } = props;

  const close = () => {
    form.setValues(newInstalmentValues());
    form.resetDirty(newInstalmentValues());
    form.clearErrors();
    props.onClose();
  };
  const save = async (values: InstalmentValues) => {
    if (!advance) return;
    const result = await payAdvance({
      advanceId: advance.id,
      amount: values.amount,
      paidDate: values.paidDate || null,
    });
    const payload = result.data?.payAdvance;
    if (!payload) return notify.error(advanceMessages.payFailed);
    if (!showRefusal(form, payload.errors, notify.error)) close();
  };

  return (
    <Modal opened={advance !== null} onClose={close} title="Pay Instalment">
      <form onSubmit={form.onSubmit((values) => void save(values))} aria-label="Pay Instalment" noValidate>
        <Stack>
          {advance && (
            <Text size="sm" c="dimmed">
              {advance.name}: {advance.paid} paid of {advance.amount}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label="Amount"
              required
              {...form.getInputProps('amount')}
              value={form.values.amount}
              onValueChange={(amount) => form.setFieldValue('amount', amount)}
            />
            <DateField
              label="Date paid"
              {...form.getInputProps('paidDate')}
              value={form.values.paidDate}
              onChange={(paidDate) => form.setFieldValue('paidDate', paidDate)}
            />
          </SimpleGrid>
          <ModalActions onCancel={close} saving={payment.fetching} />
        </Stack>
      </form>
    </Modal>
  );
}

/** A modal form's CANCEL and SAVE (its submit). */
function ModalActions({ onCancel, saving }: { onCancel(): void; saving: boolean }) {
  return (
    <Group justify="flex-end">
      <CancelButton onClick={onCancel} />
      <SaveButton type="submit" loading={saving} />
    </Group>
  );
}
