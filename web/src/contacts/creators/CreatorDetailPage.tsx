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
import { CreatorStatementsPanel } from '../../royalties/statements/CreatorStatementsPanel.tsx';
import { BalanceBadge } from '../../ui/BalanceBadge.tsx';
import { ContactEditor } from '../../ui/contacts/ContactEditor.tsx';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { acceptedImageTypes, thumbnailUrl } from '../../ui/images.ts';
import { PaymentTypeSelect } from '../../ui/PaymentTypeSelect.tsx';
import { ReadOnlyField } from '../../ui/ReadOnlyField.tsx';
import type { FieldErrors } from '../../ui/useValidatedForm.ts';
import { creatorListPath, creatorPath, creatorProductsPath, creatorRoyaltiesPath } from '../urls.ts';
import { type CreatorDraft, type CreatorFieldValues, draftOf } from './creatorDraft.ts';

type Creator = NonNullable<CreatorDetailQuery['creator']>;

export interface CreatorDetailPageProps {
  creator: Creator;
  currencySymbol: string;
  editing: boolean;
  draft: CreatorDraft;
  fieldErrors: FieldErrors<CreatorFieldValues>;
  saving: boolean;
  uploadingPhoto: boolean;
  onDraftChange(draft: CreatorDraft): void;
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
  const { creator, draft, editing } = props;
  const setField = (field: keyof CreatorFieldValues, value: string) =>
    props.onDraftChange({ ...draft, fields: { ...draft.fields, [field]: value } });

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
              <Button onClick={props.onSave} loading={props.saving}>
                Save
              </Button>
              <Button variant="default" onClick={props.onCancel}>
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={props.onEdit}>Edit</Button>
          )}
          <DeleteButton
            label="Delete"
            blockedReason={creator.deleteBlockedReason}
            editing={editing}
            onClick={props.onDelete}
          />
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
                  <TextInput
                    key={field}
                    label={label}
                    value={draft.fields[field]}
                    error={props.fieldErrors[field]}
                    onChange={(event) => setField(field, event.currentTarget.value)}
                  />
                ) : (
                  <ReadOnlyField key={field} label={label} value={creator[field]} />
                ),
              )}
              {editing ? (
                <>
                  <PaymentTypeSelect
                    label="Preferred Payment Method"
                    value={draft.fields.paymentTypeId}
                    error={props.fieldErrors.paymentTypeId}
                    onChange={(paymentTypeId) => setField('paymentTypeId', paymentTypeId)}
                  />
                  <Textarea
                    label="Biography"
                    autosize
                    minRows={3}
                    value={draft.fields.biography}
                    error={props.fieldErrors.biography}
                    onChange={(event) => setField('biography', event.currentTarget.value)}
                  />
                </>
              ) : (
                <>
                  <ReadOnlyField label="Preferred Payment Method" value={creator.paymentType?.value ?? ''} />
                  <ReadOnlyField label="Biography" value={creator.biography} />
                </>
              )}
            </Stack>
            <ContactEditor
              items={editing ? draft.contacts : draftOf(creator).contacts}
              editing={editing}
              onChange={(contacts) => props.onDraftChange({ ...draft, contacts })}
            />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="statements" pt="md">
          <CreatorStatementsPanel creatorId={creator.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
