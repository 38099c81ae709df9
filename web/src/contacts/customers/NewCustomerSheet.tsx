import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';

import { contactChanges } from '../../ui/contacts/contactItems.ts';
import { splitPayloadErrors } from '../../ui/mutationErrors.ts';
import { useNotify } from '../../ui/notify.ts';
import type { FieldErrors } from '../../ui/useValidatedForm.ts';
import {
  type CustomerDraft,
  customerFieldNames,
  type CustomerFieldValues,
  emptyCustomerDraft,
} from './customerDraft.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { CreateCustomerMutation } from './queries.ts';

/** The NEW CUSTOMER side panel on the customer list; closes after a save, the list refetches. */
export function NewCustomerSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const [creation, createCustomer] = useMutation(CreateCustomerMutation);
  const [draft, setDraft] = useState<CustomerDraft>(emptyCustomerDraft);
  const [errors, setErrors] = useState<FieldErrors<CustomerFieldValues>>({});

  const save = async () => {
    const { outOfBusiness, ...fields } = draft.fields;
    const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    const result = await createCustomer({
      input: { ...filled, outOfBusiness, contacts: contactChanges(emptyCustomerDraft.contacts, draft.contacts).added },
    });
    const payload = result.data?.createCustomer;
    if (!payload) {
      notify.error('Error saving customer. Try again or contact developer');
      return;
    }
    const split = splitPayloadErrors<CustomerFieldValues>(payload.errors, customerFieldNames);
    setErrors(split.fieldErrors);
    split.otherMessages.forEach((message) => notify.error(message));
    if (payload.errors.length > 0) return;
    notify.success('Saved');
    setDraft(emptyCustomerDraft);
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title="New Customer">
      {/* Not one form: the contact editor's add controls are forms of their own. */}
      <Stack>
        <CustomerForm draft={draft} onChange={setDraft} editing errors={errors} autoFocus />
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={creation.fetching}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
