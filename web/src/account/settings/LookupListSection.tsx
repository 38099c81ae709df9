import { lookupKindLabels, type SettingsLookupKind, settingsMessages } from '@colophon/domain';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation } from 'urql';

import { confirmDeletion } from '../../ui/confirmDeletion.ts';
import { useNotify } from '../../ui/notify.ts';
import { CreateLookupValueMutation, DeleteLookupValueMutation, UpdateLookupValueMutation } from './queries.ts';

interface LookupValue {
  id: string;
  value: string;
}

const noKind = {
  customerClass: false,
  expenseCategory: false,
  orderStatus: false,
  paymentType: false,
  paymentTerm: false,
  shippingType: false,
  salesperson: false,
};

/** One settings list (customer classes, payment terms, ...): add, rename and delete its values. */
export function LookupListSection({
  kind,
  values,
  canEdit,
}: {
  kind: SettingsLookupKind;
  values: readonly LookupValue[];
  /** Renaming and deleting are for owners and admins; anyone may add, as the forms' "add new" does. */
  canEdit: boolean;
}) {
  const notify = useNotify();
  const labels = lookupKindLabels[kind];
  const newValue = useForm({ initialValues: { value: '' } });
  // The value being renamed: id '' while none is.
  const renaming = useForm({ initialValues: { id: '', value: '' } });
  const [, create] = useMutation(CreateLookupValueMutation);
  const [, update] = useMutation(UpdateLookupValueMutation);
  const [, remove] = useMutation(DeleteLookupValueMutation);

  async function add() {
    const value = newValue.values.value.trim();
    // The spec: empty values are ignored; a duplicate only warns.
    if (!value) return;
    if (values.some((existing) => existing.value.toLowerCase() === value.toLowerCase())) {
      return notify.warning(settingsMessages.valueExists);
    }
    const result = await create({ ...noKind, [kind]: true, value });
    const payload = Object.values(result.data ?? {}).find(Boolean) as { errors: { message: string }[] } | undefined;
    const failure = result.error?.message ?? payload?.errors[0]?.message;
    if (failure) return notify.error(settingsMessages.addFailed(labels.singular, failure));
    newValue.reset();
  }

  async function rename() {
    const { id, value } = renaming.values;
    if (!id) return;
    const result = await update({ kind, id, value });
    const failure = result.error?.message ?? result.data?.updateLookupValue.errors[0]?.message;
    if (failure) return notify.error(settingsMessages.updateFailed(labels.singular, failure));
    if (!result.data?.updateLookupValue.item) return notify.error(settingsMessages.updateFailedShort);
    renaming.reset();
  }

  const askDelete = (item: LookupValue) =>
    confirmDeletion(`Delete ${labels.singular}`, `Delete "${item.value}"?`, () => {
      void remove({ kind, id: item.id }).then((result) => {
        const reply = result.data?.deleteLookupValue;
        // The list changes only when the server reports success.
        if (!reply?.ok) {
          notify.error(settingsMessages.deleteFailed(labels.singular, result.error?.message ?? reply?.message ?? ''));
        }
      });
    });

  return (
    <Stack gap="xs" aria-label={labels.section} component="section">
      <Title order={3}>{labels.section}</Title>
      {values.length === 0 && <Text c="dimmed">None yet.</Text>}
      <Table>
        <Table.Tbody>
          {values.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {renaming.values.id === item.id ? (
                  <TextInput
                    aria-label={`New name for ${item.value}`}
                    {...renaming.getInputProps('value')}
                    onKeyDown={(event) => event.key === 'Enter' && void rename()}
                  />
                ) : (
                  item.value
                )}
              </Table.Td>
              {canEdit && (
                <Table.Td w={90}>
                  {renaming.values.id === item.id ? (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label="Save" onClick={() => void rename()}>
                        <IconCheck size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="gray" aria-label="Cancel" onClick={() => renaming.reset()}>
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Rename ${item.value}`}
                        onClick={() => renaming.setValues({ id: item.id, value: item.value })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${item.value}`}
                        onClick={() => askDelete(item)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end">
        <TextInput
          label={`New ${labels.singular}`}
          {...newValue.getInputProps('value')}
          onKeyDown={(event) => event.key === 'Enter' && void add()}
        />
        <Button variant="light" onClick={() => void add()}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}
