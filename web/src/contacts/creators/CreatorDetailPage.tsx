import { formatRecordNumber } from '@colophon/domain';
import {
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';

import type { CreatorDetailQuery } from '../../generated/graphql.ts';
import { CreatorAdvancesPanel } from '../../royalties/advances/CreatorAdvancesPanel.tsx';
import { CreatorStatementsPanel } from '../../royalties/statements/CreatorStatementsPanel.tsx';
import { BalanceBadge } from '../../ui/BalanceBadge.tsx';
import { ContactEditor } from '../../ui/contacts/ContactEditor.tsx';
import { acceptedImageTypes, thumbnailUrl } from '../../ui/images.ts';
import { PaymentTypeSelect } from '../../ui/PaymentTypeSelect.tsx';
import { ReadOnlyField } from '../../ui/ReadOnlyField.tsx';
import { CancelButton, DeleteButton, EditButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { creatorListPath, creatorPath, creatorProductsPath, creatorRoyaltiesPath } from '../urls.ts';
import { type CreatorFieldValues, type CreatorForm, draftOf } from './creatorDraft.ts';

type Creator = NonNullable<CreatorDetailQuery['creator']>;

export interface CreatorDetailPageProps {
  creator: Creator;
  currencySymbol: string;
  editing: boolean;
  /** The staged edits of the creator, while editing. */
  form: CreatorForm;
  saving: boolean;
  uploadingPhoto: boolean;
  onEdit(): void;
  onSave(): void;
  onCancel(): void;
  onDelete(): void;
  onPhotoSelected(file: File | null): void;
}

const textFields: [keyof CreatorFieldValues & keyof Creator, string][] = [
  ['displayName', 'Display Name'],
  ['paymentName', 'Make checks payable to'],
  ['residence', 'Residence'],
  ['website', 'Website'],
];

/** Displays a creator: header, view or edit mode of its details, and its past statements. */
export function CreatorDetailPage(props: CreatorDetailPageProps) {
  const { creator, form, editing } = props;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={creatorListPath} size="sm">
        ← Creators
      </Anchor>
      <Group justify="space-between" align="start">
        <Group align="start">
          <Stack gap={4} align="center">
            <Avatar
              src={thumbnailUrl(creator.photoUrl) || null}
              name={creator.displayName}
              color="initials"
              size={80}
            />
            <FileButton onChange={props.onPhotoSelected} accept={acceptedImageTypes}>
              {(fileButton) => (
                <Button {...fileButton} size="compact-xs" variant="subtle" loading={props.uploadingPhoto}>
                  Change photo
                </Button>
              )}
            </FileButton>
          </Stack>
          <Stack gap={4}>
            <Title order={2}>{creator.paymentName || creator.displayName}</Title>
            <Text c="dimmed" size="sm">
              Creator {formatRecordNumber(creator.number)}
            </Text>
            <Group gap="sm">
              <BalanceBadge balance={creator.balance} currencySymbol={props.currencySymbol} />
              <Anchor component={Link} to={creatorProductsPath(creator.id)}>
                Products
              </Anchor>
              <Anchor
                component={Link}
                to={creatorRoyaltiesPath(creator.id)}
                state={{ queryTitle: `Royalties of ${creator.displayName}`, sourceLink: creatorPath(creator.id) }}
              >
                Royalties
              </Anchor>
            </Group>
          </Stack>
        </Group>
        <Group gap="sm">
          {editing ? (
            <>
              <SaveButton onClick={props.onSave} loading={props.saving} />
              <CancelButton onClick={props.onCancel} />
            </>
          ) : (
            <EditButton onClick={props.onEdit} />
          )}
          <DeleteButton blockedReason={creator.deleteBlockedReason} editing={editing} onClick={props.onDelete} />
        </Group>
      </Group>
      <Tabs defaultValue="details">
        <Tabs.List>
          <Tabs.Tab value="details">CREATOR DETAILS</Tabs.Tab>
          <Tabs.Tab value="statements">PAST STATEMENTS</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack>
              {textFields.map(([field, label]) =>
                editing ? (
                  <TextInput key={field} label={label} {...form.getInputProps(`fields.${field}`)} />
                ) : (
                  <ReadOnlyField key={field} label={label} value={creator[field]} />
                ),
              )}
              {editing ? (
                <>
                  <PaymentTypeSelect
                    label="Preferred Payment Method"
                    {...form.getInputProps('fields.paymentTypeId')}
                    value={form.values.fields.paymentTypeId}
                  />
                  <Textarea label="Biography" autosize minRows={3} {...form.getInputProps('fields.biography')} />
                </>
              ) : (
                <>
                  <ReadOnlyField label="Preferred Payment Method" value={creator.paymentType?.value ?? ''} />
                  <ReadOnlyField label="Biography" value={creator.biography} />
                </>
              )}
            </Stack>
            <ContactEditor
              items={editing ? form.getValues().contacts : draftOf(creator).contacts}
              editing={editing}
              onChange={(contacts) => form.setFieldValue('contacts', contacts)}
            />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="statements" pt="md">
          <CreatorAdvancesPanel creatorId={creator.id} />
          <CreatorStatementsPanel creatorId={creator.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
