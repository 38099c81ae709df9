import { staffMessages } from '@colophon/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconKey, IconMail, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { rememberPosition } from '../../graphql/position.ts';
import { notify } from '../../ui/notify.ts';
import { buttonLabels, CancelButton } from '../../ui/RecordButtons.tsx';
import { useImpersonation } from '../impersonation/useImpersonation.ts';
import { ContactPublisherMutation, GetPublisherStatsQuery, ResetPublisherPasswordMutation } from '../queries.ts';
import { FactTable, formatMoment } from './Panel.tsx';

/** The spec's statistics dialog of one publisher, with staff's actions: contact, reset password, impersonate. */
export function PublisherStatsModal({ publisherId, onClose }: { publisherId: string; onClose(): void }) {
  const [{ data, error }] = useQuery({
    query: GetPublisherStatsQuery,
    variables: { publisherId },
    requestPolicy: 'network-only',
  });
  const [view, setView] = useState<'stats' | 'contact'>('stats');
  const [, resetPassword] = useMutation(ResetPublisherPasswordMutation);
  const { impersonate } = useImpersonation();
  const stats = data?.publisherStats;

  async function sendResetLink() {
    const result = await resetPassword({ publisherId });
    const payload = result.data?.resetPublisherPassword;
    if (!payload || payload.errors.length > 0) return notify.error(staffMessages.resetFailed);
    rememberPosition(payload.position);
    notify.success(staffMessages.resetSent);
  }

  const confirmReset = () =>
    modals.openConfirmModal({
      title: 'Reset publisher password',
      children: `Send a password reset link to ${stats?.ownerEmail ?? 'the owner'}?`,
      labels: { confirm: 'Send reset link', cancel: buttonLabels.cancel },
      onConfirm: () => void sendResetLink(),
    });

  async function impersonateOwner() {
    if (!stats?.ownerId) return notify.error(staffMessages.noOwner);
    const result = await impersonate(stats.ownerId);
    if (result.ok) notify.success(staffMessages.impersonating);
    else notify.error(`${staffMessages.impersonateFailed}: ${result.message}`);
  }

  const figures: [string, string | number][] = stats
    ? [
        ['First signed up', formatMoment(stats.firstSignedUp)],
        ['Last login', formatMoment(stats.lastLogin)],
        ['Last activity', stats.lastActivity ? `${formatMoment(stats.lastActivity)} (${stats.lastActivityType})` : '—'],
        ['Products', stats.totalProducts],
        ['Orders', stats.totalOrders],
        ['Customers', stats.totalCustomers],
        ['Creators', stats.totalCreators],
        ['Plan', stats.publisher.plan],
        ['Owner', stats.ownerEmail ?? '—'],
      ]
    : [];

  return (
    <Modal opened onClose={onClose} title={stats?.publisher.name ?? 'Publisher'} size={560}>
      {error && !stats && (
        <Alert color="red" role="alert">
          {staffMessages.loadError('publisher statistics')}
        </Alert>
      )}
      {!stats && !error && <Loader aria-label="Loading publisher statistics" />}
      {stats && view === 'stats' && (
        <Stack>
          <FactTable label="Publisher statistics" facts={figures} />
          <Group>
            <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setView('contact')}>
              Contact Publisher
            </Button>
            <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={confirmReset}>
              Reset Password
            </Button>
            <Button
              color="orange"
              leftSection={<IconUserShield size={16} aria-hidden />}
              onClick={() => void impersonateOwner()}
            >
              Impersonate Owner
            </Button>
          </Group>
        </Stack>
      )}
      {stats && view === 'contact' && (
        <ContactPublisherForm publisherId={publisherId} ownerEmail={stats.ownerEmail} onDone={() => setView('stats')} />
      )}
    </Modal>
  );
}

function ContactPublisherForm(props: { publisherId: string; ownerEmail: string | null | undefined; onDone(): void }) {
  const [{ fetching }, send] = useMutation(ContactPublisherMutation);
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: { message: (value) => (value.trim() ? null : staffMessages.messageRequired) },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await send({ publisherId: props.publisherId, ...values });
    const payload = result.data?.contactPublisher;
    if (!payload || payload.errors.length > 0) return notify.error(staffMessages.messageFailed);
    rememberPosition(payload.position);
    notify.success(staffMessages.messageSent);
    props.onDone();
  });
  return (
    <form aria-label="Contact publisher" onSubmit={submit}>
      <Stack>
        <TextInput label="To" value={props.ownerEmail ?? ''} readOnly />
        <TextInput label="Subject" placeholder={staffMessages.defaultSubject} {...form.getInputProps('subject')} />
        <Textarea label="Message" autosize minRows={5} required {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <CancelButton onClick={props.onDone} />
          <Button type="submit" loading={fetching}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
