import { productMessages } from '@colophon/domain';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';

import { fetchAllPages } from '../ui/list/listPaging.ts';
import { useNotify } from '../ui/notify.ts';
import type { StagedCreator } from './productDraft.ts';
import { CreatorOptionsQuery } from './queries.ts';

/** Every creator of the publisher, page by page, for the creator select. */
function useCreatorOptions() {
  const client = useClient();
  const [options, setOptions] = useState<{ id: string; displayName: string }[] | null>(null);
  useEffect(() => {
    let current = true;
    void fetchAllPages(async (page) => {
      const result = await client.query(CreatorOptionsQuery, { page }, { requestPolicy: 'network-only' }).toPromise();
      return result.data?.creators ?? { items: [], totalCount: 0 };
    }).then((items) => current && setOptions(items));
    return () => {
      current = false;
    };
  }, [client]);
  return options;
}

/**
 * Creators of a format with their contributor role, staged until the form is saved: added ones
 * have no id yet; removing one drops it from the list (the save removes it on the server).
 */
export function CreatorsPanel(props: {
  creators: StagedCreator[];
  contributorRoles: readonly { id: string; value: string }[];
  onChange(creators: StagedCreator[]): void;
  readOnly?: boolean;
}) {
  const notify = useNotify();
  const options = useCreatorOptions();
  const creatorOf = (id: string) => options?.find((option) => option.id === id);
  const roleOf = (id: string) => props.contributorRoles.find((option) => option.id === id);
  const form = useForm({
    initialValues: { creatorId: '', contributorCode: props.contributorRoles[0]?.id ?? '' },
    validate: {
      creatorId: (id) => (creatorOf(id) ? null : productMessages.creatorRequired),
      contributorCode: (id) => (roleOf(id) ? null : productMessages.contributorCodeRequired),
    },
  });

  const stage = form.onSubmit((values) => {
    const creator = creatorOf(values.creatorId);
    const role = roleOf(values.contributorCode);
    if (!creator || !role) return;
    if (props.creators.some((staged) => staged.creatorId === creator.id && staged.contributorCode === role.id)) {
      notify.warning(productMessages.creatorAlreadyAdded);
      return;
    }
    props.onChange([
      ...props.creators,
      {
        id: null,
        creatorId: creator.id,
        displayName: creator.displayName,
        contributorCode: role.id,
        contributorLabel: role.value,
      },
    ]);
    form.setFieldValue('creatorId', '');
  });

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Creators
        </Text>
        {props.creators.length === 0 && (
          <Text size="sm" c="dimmed">
            No creators on this format yet.
          </Text>
        )}
        {props.creators.map((staged) => (
          <Group key={`${staged.creatorId}/${staged.contributorCode}`} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {staged.displayName} — {staged.contributorLabel}
            </Text>
            {!props.readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${staged.displayName} as ${staged.contributorLabel}`}
                onClick={() => props.onChange(props.creators.filter((other) => other !== staged))}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
        {!props.readOnly &&
          (options && options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {productMessages.noCreators}
            </Text>
          ) : (
            <Group align="end" gap="xs" wrap="nowrap">
              <NativeSelect
                label="Creator"
                aria-label="Creator"
                style={{ flex: 1 }}
                {...form.getInputProps('creatorId')}
                data={[
                  { value: '', label: options ? 'Select a creator' : 'Loading…' },
                  ...(options ?? []).map((option) => ({ value: option.id, label: option.displayName })),
                ]}
              />
              <NativeSelect
                label="Contributor code"
                style={{ flex: 1 }}
                {...form.getInputProps('contributorCode')}
                data={props.contributorRoles.map((role) => ({ value: role.id, label: role.value }))}
              />
              <Button variant="light" onClick={() => stage()}>
                Add creator
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
