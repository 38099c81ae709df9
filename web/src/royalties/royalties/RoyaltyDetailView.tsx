import { formatMoney, reserveMessages, royaltyMessages } from '@colophon/domain';
import { Anchor, Grid, Group, Stack, Tabs, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import { useCurrencySymbol } from '../../account/useCurrentAccount.ts';
import type { RoyaltyDetailFieldsFragment } from '../../generated/graphql.ts';
import { BalanceBadge } from '../../ui/BalanceBadge.tsx';
import { confirmDeletion } from '../../ui/confirmDeletion.ts';
import { LeaveGuard } from '../../ui/LeaveGuard.tsx';
import { NotFoundState } from '../../ui/NotFoundState.tsx';
import { useNotify } from '../../ui/notify.ts';
import { PendingRecord } from '../../ui/PendingRecord.tsx';
import { CancelButton, DeleteButton, EditButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { RoyaltyPaymentsPanel } from '../payments/RoyaltyPaymentsPanel.tsx';
import { royaltyName } from '../royaltyName.ts';
import { type TiersDraft, tiersDraftOf, tiersInput, tiersReady } from '../tiers/tierDraft.ts';
import { TierEditor } from '../tiers/TierEditor.tsx';
import { royaltyListPath } from '../urls.ts';
import {
  DeleteRoyaltyMutation,
  RoyaltyDetailQuery,
  SetRoyaltyReserveMutation,
  UpdateRoyaltyMutation,
} from './queries.ts';
import { ReserveFields } from './ReserveFields.tsx';
import { reserveInput, reserveSummary, type ReserveValues, reserveValuesOf } from './reserveValues.ts';
import { RoyaltySidebar } from './RoyaltySidebar.tsx';

/** /royalties/:royaltyId */
export function RoyaltyDetailView() {
  const { royaltyId = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: RoyaltyDetailQuery, variables: { id: royaltyId } });
  if (error || !data) return <PendingRecord fetching={fetching} error={error} />;
  if (!data.royalty)
    return <NotFoundState title={royaltyMessages.notFound} backTo={royaltyListPath} backLabel="Royalties" />;
  return (
    <RoyaltyEditor key={data.royalty.id} royalty={data.royalty} byRegion={data.me.publisher.enableSalesByRegion} />
  );
}

interface TermsValues {
  tiers: TiersDraft;
  adminNotes: string;
  reserve: ReserveValues;
}

const termsValuesOf = (royalty: RoyaltyDetailFieldsFragment): TermsValues => ({
  tiers: tiersDraftOf(royalty.royaltyLineItems),
  adminNotes: royalty.adminNotes,
  reserve: reserveValuesOf(royalty.reserve),
});

function RoyaltyEditor({ royalty, byRegion }: { royalty: RoyaltyDetailFieldsFragment; byRegion: boolean }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const [update, updateRoyalty] = useMutation(UpdateRoyaltyMutation);
  const [reserveUpdate, setRoyaltyReserve] = useMutation(SetRoyaltyReserveMutation);
  const [, deleteRoyalty] = useMutation(DeleteRoyaltyMutation);
  const [editing, setEditing] = useState(false);
  const form = useForm<TermsValues>({ initialValues: termsValuesOf(royalty) });
  const name = royaltyName(royalty, byRegion);

  const startEditing = () => {
    form.setValues(termsValuesOf(royalty));
    form.resetDirty(termsValuesOf(royalty));
    setEditing(true);
  };
  const save = async (values: TermsValues) => {
    const result = await updateRoyalty({
      id: royalty.id,
      expectedRevision: royalty.revision,
      changed: { tiers: tiersInput(values.tiers), adminNotes: values.adminNotes },
    });
    const payload = result.data?.updateRoyalty;
    if (!payload) return notify.error(royaltyMessages.saveFailed);
    // An edit conflict, or a tier the server refused: its message as is.
    if (payload.errors.length > 0) return payload.errors.forEach((error) => notify.error(error.message));
    // The reserve is its own command on the royalty's stream, sent after the terms (their revision check).
    const reserve = reserveInput(values.reserve);
    if (JSON.stringify(reserve) !== JSON.stringify(reserveInput(reserveValuesOf(royalty.reserve)))) {
      const reserveReply = (await setRoyaltyReserve({ royaltyId: royalty.id, reserve })).data?.setRoyaltyReserve;
      if (!reserveReply) return notify.error(reserveMessages.saveFailed);
      if (reserveReply.errors.length > 0) {
        for (const error of reserveReply.errors) {
          if (error.field && error.field in values.reserve) form.setFieldError(`reserve.${error.field}`, error.message);
          else notify.error(error.message);
        }
        return;
      }
    }
    notify.success('Changes saved successfully!');
    setEditing(false);
  };
  const remove = async () => {
    const payload = (await deleteRoyalty({ id: royalty.id })).data?.deleteRoyalty;
    if (!payload?.ok) return notify.error(payload?.errors[0]?.message ?? royaltyMessages.deleteFailed);
    void navigate(royaltyListPath, { replace: true });
  };
  const confirmDelete = () => confirmDeletion('Delete royalty', `Delete the royalty ${name}?`, () => void remove());

  return (
    <Stack gap="md">
      <LeaveGuard when={editing && form.isDirty()} />
      <Anchor component={Link} to={royaltyListPath} size="sm">
        ← Royalties
      </Anchor>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2}>{name}</Title>
            {royalty.locked && (
              <Tooltip label={royaltyMessages.locked}>
                <IconLock size={22} aria-label="Locked: the product is frozen" />
              </Tooltip>
            )}
          </Group>
          <Group gap="md">
            <Group gap={6}>
              <Text size="sm">Balance</Text>
              <BalanceBadge balance={royalty.balance} currencySymbol={currencySymbol} />
            </Group>
            <Text size="sm" data-testid="payments-made">
              Payments made: {formatMoney(royalty.paid, currencySymbol)}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          {editing ? (
            <>
              <SaveButton
                onClick={() => form.onSubmit((values) => void save(values))()}
                disabled={!tiersReady(form.values.tiers)}
                loading={update.fetching || reserveUpdate.fetching}
              />
              <CancelButton onClick={() => setEditing(false)} />
            </>
          ) : (
            <Tooltip label={royaltyMessages.locked} disabled={!royalty.locked}>
              <EditButton onClick={startEditing} disabled={royalty.locked} />
            </Tooltip>
          )}
          <DeleteButton blockedReason={royalty.deleteBlockedReason} editing={editing} onClick={confirmDelete} />
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <RoyaltySidebar royalty={royalty} byRegion={byRegion} currencySymbol={currencySymbol} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Tabs defaultValue="terms">
            <Tabs.List>
              <Tabs.Tab value="terms">ROYALTY TERMS</Tabs.Tab>
              <Tabs.Tab value="payments">PAYMENTS</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="terms" pt="md">
              <Stack>
                <TierEditor
                  value={editing ? form.values.tiers : termsValuesOf(royalty).tiers}
                  onChange={editing ? (tiers) => form.setFieldValue('tiers', tiers) : undefined}
                />
                {editing ? (
                  <Textarea label="Admin Notes" autosize minRows={2} {...form.getInputProps('adminNotes')} />
                ) : (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      Admin Notes
                    </Text>
                    <Text size="sm">{royalty.adminNotes || '—'}</Text>
                  </Stack>
                )}
                {editing ? (
                  <ReserveFields form={form} />
                ) : (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      Reserve against returns
                    </Text>
                    <Text size="sm" data-testid="royalty-reserve">
                      {reserveSummary(royalty.reserve)}
                    </Text>
                  </Stack>
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="payments" pt="md">
              <RoyaltyPaymentsPanel
                royalty={{ id: royalty.id, name }}
                payments={royalty.payments}
                currencySymbol={currencySymbol}
              />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
