import {
  type AccountingMethod,
  accountingMethodLabels,
  amountRefusal,
  currencies,
  goodbyePath,
  minimumPayoutMessages,
  settingsMessages,
} from '@colophon/domain';
import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { judgeEditedFieldsOnBlur } from '../../ui/formOptions.ts';
import { MoneyInput } from '../../ui/MoneyInput.tsx';
import { useNotify } from '../../ui/notify.ts';
import { CancelButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { clearStoredSession } from '../session.ts';
import {
  ChangeMinimumPayoutMutation,
  DeletePublisherMutation,
  MinimumPayoutQuery,
  UpdatePublisherMutation,
} from './queries.ts';

interface PublisherSettings {
  id: string;
  name: string;
  currency: { code: string };
  accountingMethod: string;
}

/** Saves one key of the publisher; `failed` is the spec's message when the reply is not what was expected. */
function useUpdatePublisher(publisherId: string) {
  const notify = useNotify();
  const [state, update] = useMutation(UpdatePublisherMutation);
  const save = async (changed: { currency?: string; accountingMethod?: AccountingMethod }, failed: string) => {
    const result = await update({ id: publisherId, changed });
    const reply = result.data?.updatePublisher;
    const refusal = reply?.errors[0]?.message;
    if (refusal) return notify.error(refusal);
    if (result.error || !reply?.publisher || !reply.message) return notify.error(failed);
    notify.success(reply.message);
  };
  return { save, saving: state.fetching };
}

/** Every ISO 4217 currency, found by its name, its code or its symbol. */
const currencyOptions = currencies.map(({ code, label, symbol }) => ({
  value: code,
  label: symbol.trim() === code ? `${label} (${code})` : `${label} (${code}, ${symbol.trim()})`,
}));

export function CurrencySection({ publisher, canEdit }: { publisher: PublisherSettings; canEdit: boolean }) {
  const { save, saving } = useUpdatePublisher(publisher.id);
  return (
    <Stack gap="xs" component="section" aria-label="Currency">
      <Title order={3}>Currency</Title>
      <Select
        label="Currency"
        w={360}
        searchable
        nothingFoundMessage="No currency matches"
        disabled={!canEdit || saving}
        allowDeselect={false}
        value={publisher.currency.code}
        data={currencyOptions}
        onChange={(code) => code && void save({ currency: code }, settingsMessages.currencyFailed)}
      />
    </Stack>
  );
}

export function AccountingSection({ publisher, canEdit }: { publisher: PublisherSettings; canEdit: boolean }) {
  const { save, saving } = useUpdatePublisher(publisher.id);
  return (
    <Stack gap="xs" component="section" aria-label="Royalty Accounting">
      <Title order={3}>Royalty Accounting</Title>
      <Radio.Group
        label="Royalties count a sale on the"
        value={publisher.accountingMethod}
        onChange={(method) =>
          void save({ accountingMethod: method as AccountingMethod }, settingsMessages.accountingFailed)
        }
      >
        <Group mt="xs">
          {Object.entries(accountingMethodLabels).map(([method, label]) => (
            <Radio key={method} value={method} label={label} disabled={!canEdit || saving} />
          ))}
        </Group>
      </Radio.Group>
      <MinimumPayoutForm canEdit={canEdit} />
    </Stack>
  );
}

/** The owner's minimum payout: a statement's balance below it is carried forward (the server checks the role). */
function MinimumPayoutForm({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const [{ data }] = useQuery({ query: MinimumPayoutQuery });
  const [state, change] = useMutation(ChangeMinimumPayoutMutation);
  const saved = data?.minimumPayout ?? '';
  const form = useForm({
    initialValues: { minimumPayout: saved },
    validate: {
      minimumPayout: (value: string) => amountRefusal(value || '0', minimumPayoutMessages.amountInvalid),
    },
    ...judgeEditedFieldsOnBlur<{ minimumPayout: string }>(),
  });
  const { setValues, resetDirty } = form;
  // The saved figure arrives after the form is made, and again after a save.
  useEffect(() => {
    setValues({ minimumPayout: saved });
    resetDirty({ minimumPayout: saved });
  }, [saved, setValues, resetDirty]);
  const save = async ({ minimumPayout }: { minimumPayout: string }) => {
    const reply = (await change({ minimumPayout })).data?.changePublisherMinimumPayout;
    const refusal = reply?.errors[0];
    if (refusal?.field === 'minimumPayout') return form.setFieldError('minimumPayout', refusal.message);
    if (refusal) return notify.error(refusal.message);
    if (!reply) return notify.error(settingsMessages.accountingFailed);
    notify.success('Changes saved successfully!');
  };
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} aria-label="Minimum payout" noValidate>
      <Group align="end">
        <MoneyInput
          label="Minimum payout"
          description="A statement's balance below this is carried forward"
          w={240}
          disabled={!canEdit}
          {...form.getInputProps('minimumPayout')}
          value={form.values.minimumPayout}
          onValueChange={(minimumPayout) => form.setFieldValue('minimumPayout', minimumPayout)}
        />
        {canEdit && <SaveButton type="submit" loading={state.fetching} disabled={!form.isDirty()} />}
      </Group>
    </form>
  );
}

/** Deleting the account: the owner types the publisher's name, then leaves for the goodbye page. */
export function DeleteAccountSection({ publisher }: { publisher: PublisherSettings }) {
  const notify = useNotify();
  const [opened, setOpened] = useState(false);
  // The spec: Delete Account waits until the publisher's name is typed.
  const form = useForm({ initialValues: { confirmation: '' } });
  const typed = form.values.confirmation;
  const [state, remove] = useMutation(DeletePublisherMutation);
  async function confirm() {
    const result = await remove({ id: publisher.id, confirmation: typed });
    const reply = result.data?.deletePublisher;
    if (!reply?.ok) return notify.error(reply?.errors[0]?.message ?? settingsMessages.deleteAccountFailed);
    // The session no longer opens anything: forget it and leave the app.
    clearStoredSession();
    window.location.assign(goodbyePath);
  }
  return (
    <Stack gap="xs" component="section" aria-label="Delete Publisher Account">
      <Group>
        <Button variant="subtle" color="red" onClick={() => setOpened(true)}>
          Delete Publisher Account
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete Publisher Account" size={560}>
        <Stack>
          <Text>{settingsMessages.deleteAccountConfirm}</Text>
          <Text fw={600}>{publisher.name}</Text>
          <TextInput label="Publisher name" {...form.getInputProps('confirmation')} />
          <Group justify="flex-end">
            <CancelButton onClick={() => setOpened(false)} />
            <Button
              color="red"
              loading={state.fetching}
              disabled={typed.trim() !== publisher.name.trim()}
              onClick={() => void confirm()}
            >
              Delete Account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
