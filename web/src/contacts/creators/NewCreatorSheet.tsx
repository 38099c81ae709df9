import { Drawer, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from 'urql';

import type { CreateCreatorInput } from '../../generated/graphql.ts';
import { CountrySelect } from '../../ui/contacts/CountrySelect.tsx';
import { splitPayloadErrors } from '../../ui/mutationErrors.ts';
import { useNotify } from '../../ui/notify.ts';
import { PaymentTypeSelect } from '../../ui/PaymentTypeSelect.tsx';
import { SaveButton } from '../../ui/RecordButtons.tsx';
import { emptyNewCreator, type NewCreatorValues, useNewCreatorForm } from './creatorValidation.ts';
import { CreateCreatorMutation } from './mutations.ts';

const formFields = Object.keys(emptyNewCreator);

const addressFields: [keyof NewCreatorValues & string, string][] = [
  ['line1', 'Line1'],
  ['line2', 'Line2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipcode', 'Postal Code'],
];

/** Blank optional fields are left out of the command. */
function toCreateInput(values: NewCreatorValues): CreateCreatorInput {
  const filled = Object.entries(values)
    .map(([field, value]) => [field, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(filled) as unknown as CreateCreatorInput;
}

/** The New Creator side sheet on the creator list; after a save it closes and the list refetches. */
export function NewCreatorSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const [creation, createCreator] = useMutation(CreateCreatorMutation);
  const form = useNewCreatorForm();

  const save = async (values: NewCreatorValues) => {
    const result = await createCreator({ input: toCreateInput(values) });
    const payload = result.data?.createCreator;
    if (!payload) {
      notify.error('Error saving creator. Try again or contact developer');
      return;
    }
    const { fieldErrors, otherMessages } = splitPayloadErrors<NewCreatorValues>(payload.errors, formFields);
    form.setErrors(fieldErrors);
    otherMessages.forEach((message) => notify.error(message));
    if (payload.errors.length > 0) return;
    notify.success('Saved');
    form.reset();
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="New Creator">
      <form onSubmit={form.onSubmit(save)} noValidate aria-label="New Creator">
        <Stack>
          <TextInput label="Display Name" required data-autofocus {...form.getInputProps('displayName')} />
          <TextInput label="Make checks payable to" {...form.getInputProps('paymentName')} />
          <PaymentTypeSelect
            label="Preferred Payment Method"
            required
            {...form.getInputProps('paymentTypeId')}
            value={form.values.paymentTypeId}
          />
          <Textarea label="Biography" autosize minRows={2} {...form.getInputProps('biography')} />
          <TextInput label="Website" {...form.getInputProps('website')} />
          <SimpleGrid cols={2} spacing="xs">
            {addressFields.map(([field, label]) => (
              <TextInput key={field} label={label} {...form.getInputProps(field)} />
            ))}
            <CountrySelect label="Country" {...form.getInputProps('country')} value={form.values.country} />
          </SimpleGrid>
          <TextInput label="Primary Email Address" type="email" required {...form.getInputProps('email')} />
          <TextInput label="Primary Phone Number" type="tel" {...form.getInputProps('phone')} />
          <Group justify="flex-end">
            <SaveButton type="submit" loading={creation.fetching || form.submitting} />
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
