import { Drawer, Group, Stack } from '@mantine/core';
import { useMutation } from 'urql';

import { contactChanges } from '../../ui/contacts/contactItems.ts';
import { splitPayloadErrors } from '../../ui/mutationErrors.ts';
import { useNotify } from '../../ui/notify.ts';
import { SaveButton } from '../../ui/RecordButtons.tsx';
import { customerFieldNames, type CustomerFieldValues, emptyCustomerDraft, useCustomerForm } from './customerDraft.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { CreateCustomerMutation } from './queries.ts';

/** The NEW CUSTOMER side panel on the customer list; closes after a save, the list refetches. */
export function NewCustomerSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const [creation, createCustomer] = useMutation(CreateCustomerMutation);
  const form = useCustomerForm(emptyCustomerDraft);

  const save = async () => {
    const draft = form.getValues();
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
    form.setErrors(split.fieldErrors);
    split.otherMessages.forEach((message) => notify.error(message));
    if (payload.errors.length > 0) return;
    notify.success('Saved');
    form.reset();
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title="New Customer">
      {/* Not one form: the contact editor's add controls are forms of their own. */}
      <Stack>
        <CustomerForm draft={form.getValues()} onChange={form.setValues} editing errors={form.errors} autoFocus />
        <Group justify="flex-end">
          <SaveButton onClick={() => void save()} loading={creation.fetching} />
        </Group>
      </Stack>
    </Drawer>
  );
}
