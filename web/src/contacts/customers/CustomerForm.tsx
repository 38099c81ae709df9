import { Checkbox, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';

import { ContactEditor } from '../../ui/contacts/ContactEditor.tsx';
import { PublisherLookupSelect } from '../../ui/PublisherLookupSelect.tsx';
import type { FieldErrors } from '../../ui/useValidatedForm.ts';
import type { CustomerDraft, CustomerFieldValues } from './customerDraft.ts';

/** A customer's fields and contact info, editable or read-only; used by the side panel and the detail. */
export function CustomerForm(props: {
  draft: CustomerDraft;
  onChange(draft: CustomerDraft): void;
  editing: boolean;
  errors: FieldErrors<CustomerFieldValues>;
  autoFocus?: boolean;
}) {
  const { draft, editing } = props;
  const setField = <Field extends keyof CustomerFieldValues>(field: Field, value: CustomerFieldValues[Field]) =>
    props.onChange({ ...draft, fields: { ...draft.fields, [field]: value } });
  const text = (field: 'firstName' | 'lastName' | 'company', label: string) => (
    <TextInput
      label={label}
      value={draft.fields[field]}
      readOnly={!editing}
      error={props.errors[field]}
      data-autofocus={props.autoFocus && field === 'firstName' ? true : undefined}
      onChange={(event) => setField(field, event.currentTarget.value)}
    />
  );

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('firstName', 'First Name')}
        {text('lastName', 'Last Name')}
        {text('company', 'Company')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PublisherLookupSelect
          kind="paymentTerm"
          label="Payment Terms"
          value={draft.fields.paymentTermId}
          disabled={!editing}
          error={props.errors.paymentTermId}
          onChange={(id) => setField('paymentTermId', id)}
        />
        <PublisherLookupSelect
          kind="customerClass"
          label="Customer Class"
          value={draft.fields.customerClassId}
          disabled={!editing}
          error={props.errors.customerClassId}
          onChange={(id) => setField('customerClassId', id)}
        />
      </SimpleGrid>
      <Checkbox
        label="Out of business"
        checked={draft.fields.outOfBusiness}
        disabled={!editing}
        onChange={(event) => setField('outOfBusiness', event.currentTarget.checked)}
      />
      <Textarea
        label="Admin Notes"
        autosize
        minRows={2}
        readOnly={!editing}
        value={draft.fields.adminNotes}
        onChange={(event) => setField('adminNotes', event.currentTarget.value)}
      />
      <Title order={4}>Contact Info</Title>
      <ContactEditor
        items={draft.contacts}
        editing={editing}
        withAddressTypes
        onChange={(contacts) => props.onChange({ ...draft, contacts })}
      />
    </Stack>
  );
}
