import { royaltyPaymentMessages } from '@colophon/domain';
import { Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { DateField } from '../../ui/DateField.tsx';
import { MoneyInput } from '../../ui/MoneyInput.tsx';
import { useNotify } from '../../ui/notify.ts';
import { PaymentTypeSelect } from '../../ui/PaymentTypeSelect.tsx';
import { CancelButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { royaltyName } from '../royaltyName.ts';
import { newPaymentValues, paymentInput, type PaymentValues, validatePayment } from './paymentValues.ts';
import { CreateRoyaltyPaymentMutation, RoyaltyPickerQuery } from './queries.ts';

/** A royalty the modal is opened for (from its PAYMENTS tab): chosen already, not to change. */
export interface ChosenRoyalty {
  id: string;
  name: string;
}

/** NEW PAYMENT: a royalty (searched), an amount, a method and the date sent (today by default). */
export function NewPaymentModal(props: { opened: boolean; onClose(): void; royalty?: ChosenRoyalty }) {
  const notify = useNotify();
  const form = useForm<PaymentValues>({
    initialValues: newPaymentValues(props.royalty?.id),
    validate: validatePayment,
  });
  const [search, setSearch] = useState('');
  const [{ data }] = useQuery({
    query: RoyaltyPickerQuery,
    variables: { search: search.trim() || null },
    pause: !props.opened || Boolean(props.royalty),
  });
  const [creation, createPayment] = useMutation(CreateRoyaltyPaymentMutation);
  const byRegion = data?.me.publisher.enableSalesByRegion ?? false;
  const royaltyOptions = props.royalty
    ? [{ value: props.royalty.id, label: props.royalty.name }]
    : (data?.royaltys.items ?? []).map((royalty) => ({ value: royalty.id, label: royaltyName(royalty, byRegion) }));

  const close = () => {
    form.setValues(newPaymentValues(props.royalty?.id));
    form.clearErrors();
    props.onClose();
  };
  const save = async (values: PaymentValues) => {
    const result = await createPayment({ royaltyId: values.royaltyId, payment: paymentInput(values) });
    const payload = result.data?.createRoyaltyPayment;
    if (!payload) return notify.error(royaltyPaymentMessages.createFailed);
    if (payload.errors.length > 0) {
      for (const error of payload.errors) {
        if (error.field && error.field in values) form.setFieldError(error.field, error.message);
        else notify.error(error.message);
      }
      return;
    }
    close();
  };

  return (
    <Modal opened={props.opened} onClose={close} title="New Payment" size="lg">
      <form onSubmit={form.onSubmit((values) => void save(values))} aria-label="New Payment" noValidate>
        <Stack>
          <Select
            label="Royalty"
            required
            searchable={!props.royalty}
            readOnly={Boolean(props.royalty)}
            placeholder="Search royalties"
            nothingFoundMessage="No royalties found"
            data={royaltyOptions}
            onSearchChange={setSearch}
            error={form.errors.royaltyId}
            value={form.values.royaltyId || null}
            onChange={(royaltyId) => form.setFieldValue('royaltyId', royaltyId ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label="Amount"
              required
              value={form.values.amount}
              error={form.errors.amount}
              onValueChange={(amount) => form.setFieldValue('amount', amount)}
            />
            <DateField
              label="Date"
              required
              value={form.values.sentDate}
              onChange={(sentDate) => form.setFieldValue('sentDate', sentDate)}
            />
          </SimpleGrid>
          <PaymentTypeSelect
            label="Payment Method"
            required
            value={form.values.methodId}
            error={form.errors.methodId as string | undefined}
            onChange={(methodId) => form.setFieldValue('methodId', methodId)}
          />
          <Group justify="flex-end">
            <CancelButton onClick={close} />
            <SaveButton type="submit" loading={creation.fetching} />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
