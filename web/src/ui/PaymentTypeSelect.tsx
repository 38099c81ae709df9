import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { CreatePaymentTypeMutation } from '../account/mutations.ts';
import { PaymentTypesQuery } from '../account/queries.ts';
import { useNotify } from './notify.ts';

const addNewOption = '__add_new__';

/** The publisher's payment methods, with an option to add a new one inline. */
export function PaymentTypeSelect(props: {
  label: string;
  value: string;
  onChange(paymentTypeId: string): void;
  error?: string;
  required?: boolean;
}) {
  const notify = useNotify();
  const [{ data }] = useQuery({ query: PaymentTypesQuery });
  const [creation, createPaymentType] = useMutation(CreatePaymentTypeMutation);
  const [adding, setAdding] = useState(false);
  const [newValue, setNewValue] = useState('');
  const paymentTypes = data?.paymentTypes ?? [];

  const add = async () => {
    const value = newValue.trim();
    if (!value) return;
    if (paymentTypes.some((paymentType) => paymentType.value.toLowerCase() === value.toLowerCase())) {
      notify.warning('Value already exists!');
      return;
    }
    const result = await createPaymentType({ value });
    const payload = result.data?.createPaymentType;
    const failure = payload?.errors[0]?.message ?? (result.error && `Error adding new payment method: ${result.error.message}`);
    if (failure || !payload?.item) {
      notify.error(failure || 'Update failed');
      return;
    }
    props.onChange(payload.item.id);
    setAdding(false);
    setNewValue('');
  };
  // The picker usually sits inside another form: Enter adds the value instead of submitting it.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <Stack gap={4}>
      <NativeSelect
        label={props.label}
        required={props.required}
        error={props.error}
        value={props.value}
        data={[
          { value: '', label: 'Select a payment method' },
          ...paymentTypes.map((paymentType) => ({ value: paymentType.id, label: paymentType.value })),
          { value: addNewOption, label: 'Add new payment method…' },
        ]}
        onChange={(event) => {
          const selected = event.currentTarget.value;
          setAdding(selected === addNewOption);
          if (selected !== addNewOption) props.onChange(selected);
        }}
      />
      {adding && (
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            label="New payment method"
            value={newValue}
            onChange={(event) => setNewValue(event.currentTarget.value)}
            onKeyDown={addOnEnter}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button variant="light" onClick={() => void add()} loading={creation.fetching} disabled={!newValue.trim()}>
            Add
          </Button>
          <Button variant="subtle" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
