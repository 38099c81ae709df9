import { settingsMessages } from '@colophon/domain';
import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useMutation, useQuery } from 'urql';

import { CreatePaymentTypeMutation } from '../account/mutations.ts';
import { PaymentTypesQuery } from '../account/queries.ts';
import { type LookupOption, LookupSelect } from './LookupSelect.tsx';
import { useNotify } from './notify.ts';

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
  const [, createPaymentType] = useMutation(CreatePaymentTypeMutation);
  const paymentTypes = data?.paymentTypes ?? [];
  // With a single payment method there is nothing to choose: it is preselected.
  const onlyPaymentTypeId = paymentTypes.length === 1 ? paymentTypes[0]!.id : null;
  const { value, onChange } = props;
  useEffect(() => {
    if (!value && onlyPaymentTypeId) onChange(onlyPaymentTypeId);
  }, [value, onChange, onlyPaymentTypeId]);

  const add = async (value: string): Promise<LookupOption | null> => {
    if (paymentTypes.some((paymentType) => paymentType.value.toLowerCase() === value.toLowerCase())) {
      notify.warning(settingsMessages.valueExists);
      return null;
    }
    const result = await createPaymentType({ value });
    const payload = result.data?.createPaymentType;
    const failure = payload?.errors[0]?.message ?? result.error?.message;
    if (failure || !payload?.item) {
      notify.error(settingsMessages.createFailed('payment type', failure ?? settingsMessages.updateFailedShort));
      return null;
    }
    return payload.item;
  };

  return (
    <LookupSelect
      label={props.label}
      kind="payment method"
      emptyLabel="Select a payment method"
      required={props.required}
      error={props.error}
      options={paymentTypes}
      value={props.value}
      onChange={props.onChange}
      onAdd={add}
    />
  );
}

/** A list's filter on the publisher's payment methods ('' for all of them). */
export function PaymentTypeFilter(props: {
  label: string;
  allLabel: string;
  value: string | null;
  onChange(value: string | null): void;
}) {
  const [{ data }] = useQuery({ query: PaymentTypesQuery });
  return (
    <NativeSelect
      aria-label={props.label}
      value={props.value ?? ''}
      data={[
        { value: '', label: props.allLabel },
        ...(data?.paymentTypes ?? []).map((option) => ({ value: option.id, label: option.value })),
      ]}
      onChange={(event) => props.onChange(event.currentTarget.value || null)}
    />
  );
}
