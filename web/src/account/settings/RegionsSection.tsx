import { countries, countryName, regionMessages, settingsMessages } from '@colophon/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { useNotify } from '../../ui/notify.ts';
import { CancelButton, deleteConfirmLabels } from '../../ui/RecordButtons.tsx';
import {
  CreateRegionMutation,
  DeleteRegionMutation,
  RegionsQuery,
  UpdateRegionMutation,
  UpdateSalesRegionSettingMutation,
} from './queries.ts';

interface Region {
  id: string;
  name: string;
  countries: readonly string[];
}

/** The sales-by-region switch: applied at once, confirmed by the server, reverted on failure. */
function SalesByRegionToggle({ enabled, canEdit }: { enabled: boolean; canEdit: boolean }) {
  const notify = useNotify();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [, update] = useMutation(UpdateSalesRegionSettingMutation);
  async function toggle(enable: boolean) {
    setOptimistic(enable);
    const result = await update({ enable });
    const reply = result.data?.updatePublisherSalesRegionSetting;
    const failure = result.error?.message ?? reply?.errors[0]?.message;
    setOptimistic(null);
    if (failure || !reply?.publisher)
      return notify.error(settingsMessages.settingFailed(failure ?? 'Unexpected response'));
    notify.success(reply.message ?? settingsMessages.salesByRegionUpdated);
  }
  return (
    <Switch
      label="Enable sales by region"
      checked={optimistic ?? enabled}
      disabled={!canEdit}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}

/** Add or edit a region: its name and countries; countries of other regions are not offered. */
function RegionDialog({
  region,
  regions,
  onClose,
}: {
  region: Region | 'new';
  regions: readonly Region[];
  onClose(): void;
}) {
  const notify = useNotify();
  const editing = region === 'new' ? null : region;
  const form = useForm({
    initialValues: { name: editing?.name ?? '', countries: [...(editing?.countries ?? [])] },
    validate: { name: (value) => (value.trim() ? null : regionMessages.nameRequired) },
  });
  const [created, createRegion] = useMutation(CreateRegionMutation);
  const [updated, updateRegion] = useMutation(UpdateRegionMutation);
  const taken = new Set(regions.filter((other) => other.id !== editing?.id).flatMap((other) => other.countries));
  const options = countries
    .filter((country) => !taken.has(country.code))
    .map((country) => ({ value: country.code, label: country.name }));

  async function save(values: { name: string; countries: string[] }) {
    const result = editing
      ? await updateRegion({ id: editing.id, ...values }).then((reply) => ({
          error: reply.error,
          payload: reply.data?.updateRegion,
        }))
      : await createRegion(values).then((reply) => ({ error: reply.error, payload: reply.data?.createRegion }));
    const errors = result.payload?.errors ?? [];
    const failure = result.error?.message ?? errors[0]?.message;
    if (failure) {
      const nameError = errors.find((error) => error.field === 'name');
      if (nameError) return form.setFieldError('name', nameError.message);
      return notify.error((editing ? regionMessages.errorUpdating : regionMessages.errorCreating)(failure));
    }
    if (!result.payload?.region) return notify.error(regionMessages.createFailed);
    notify.success(editing ? regionMessages.updated : regionMessages.created);
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit Region' : 'Add Region'} size={560}>
      <form onSubmit={form.onSubmit((values) => void save(values))}>
        <Stack>
          <TextInput label="Region name" withAsterisk {...form.getInputProps('name')} />
          <MultiSelect label="Countries" searchable data={options} {...form.getInputProps('countries')} />
          <Group justify="flex-end">
            <CancelButton onClick={onClose} />
            <Button type="submit" loading={created.fetching || updated.fetching}>
              {editing ? 'Save Region' : 'Add Region'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Sales regions: the switch, the list, add/edit dialogs and deletion with confirmation. */
export function RegionsSection({ enabled, canEdit }: { enabled: boolean; canEdit: boolean }) {
  const notify = useNotify();
  const [{ data, error }] = useQuery({ query: RegionsQuery });
  const [, remove] = useMutation(DeleteRegionMutation);
  const [dialog, setDialog] = useState<Region | 'new' | null>(null);
  const regions = data?.regions ?? [];

  const askDelete = (region: Region) =>
    modals.openConfirmModal({
      title: 'Delete Region',
      children: `Delete the region "${region.name}"? Its countries will count as Rest of World.`,
      labels: deleteConfirmLabels,
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ id: region.id }).then((result) => {
          const reply = result.data?.deleteRegion;
          if (!reply?.ok)
            return notify.error(regionMessages.errorDeleting(result.error?.message ?? reply?.message ?? ''));
          notify.success(regionMessages.deleted);
        }),
    });

  return (
    <Stack gap="xs" component="section" aria-label="Sales Regions">
      <Title order={3}>Sales Regions</Title>
      <SalesByRegionToggle enabled={enabled} canEdit={canEdit} />
      {error && (
        <Alert color="red" title={regionMessages.loadError}>
          Please refresh the page.
        </Alert>
      )}
      <Table>
        <Table.Tbody>
          {regions.map((region) => (
            <Table.Tr key={region.id}>
              <Table.Td fw={500}>{region.name}</Table.Td>
              <Table.Td>
                <Text size="sm">{region.countries.map(countryName).join(', ') || '—'}</Text>
              </Table.Td>
              {canEdit && (
                <Table.Td w={90}>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${region.name}`} onClick={() => setDialog(region)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${region.name}`}
                      onClick={() => askDelete(region)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group>
          <Button variant="light" onClick={() => setDialog('new')}>
            Add Region
          </Button>
        </Group>
      )}
      {dialog && <RegionDialog region={dialog} regions={regions} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
