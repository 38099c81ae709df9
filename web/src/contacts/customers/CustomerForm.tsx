import { Checkbox, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';

import { ContactEditor } from '../../ui/contacts/ContactEditor.tsx';
import type { FieldErrors } from '../../ui/mutationErrors.ts';
import {
  type PublisherLookupKind,
  PublisherLookupSelect,
  usePublisherLookups,
} from '../../ui/PublisherLookupSelect.tsx';
import { ReadOnlyField } from '../../ui/ReadOnlyField.tsx';
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
  const lookupsOf = usePublisherLookups();
  const setField = <Field extends keyof CustomerFieldValues>(field: Field, value: CustomerFieldValues[Field]) =>
    props.onChange({ ...draft, fields: { ...draft.fields, [field]: value } });
  const text = (field: 'firstName' | 'lastName' | 'company', label: string) =>
    !editing ? (
      <ReadOnlyField label={label} value={draft.fields[field]} />
    ) : (
      <TextInput
        label={label}
        value={draft.fields[field]}
        error={props.errors[field]}
        data-autofocus={props.autoFocus && field === 'firstName' ? true : undefined}
        onChange={(event) => setField(field, event.currentTarget.value)}
      />
    );
  const lookup = (kind: PublisherLookupKind, field: 'paymentTermId' | 'customerClassId', label: string) =>
    editing ? (
      <PublisherLookupSelect
        kind={kind}
        label={label}
        value={draft.fields[field]}
        error={props.errors[field]}
        onChange={(id) => setField(field, id)}
      />
    ) : (
      <ReadOnlyField label={label} value={lookupsOf(kind).find((option) => option.id === draft.fields[field])?.value} />
    );

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('firstName', 'First Name')}
        {text('lastName', 'Last Name')}
        {text('company', 'Company')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lookup('paymentTerm', 'paymentTermId', 'Payment Terms')}
        {lookup('customerClass', 'customerClassId', 'Customer Class')}
      </SimpleGrid>
      {editing ? (
        <>
          <Checkbox
            label="Out of business"
            checked={draft.fields.outOfBusiness}
            onChange={(event) => setField('outOfBusiness', event.currentTarget.checked)}
          />
          <Textarea
            label="Admin Notes"
            autosize
            minRows={2}
            value={draft.fields.adminNotes}
            onChange={(event) => setField('adminNotes', event.currentTarget.value)}
          />
        </>
      ) : (
        <>
          {draft.fields.outOfBusiness && <ReadOnlyField label="Status" value="Out of business" />}
          <ReadOnlyField label="Admin Notes" value={draft.fields.adminNotes} />
        </>
      )}
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
