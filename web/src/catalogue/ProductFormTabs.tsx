import { isbnHint, tracksInventory } from '@colophon/domain';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';

import { DateField } from '../ui/DateField.tsx';
import { acceptedImageTypes, thumbnailUrl } from '../ui/images.ts';
import { LookupSelect } from '../ui/LookupSelect.tsx';
import { ReadOnlyField } from '../ui/ReadOnlyField.tsx';
import { CreatorsPanel } from './CreatorsPanel.tsx';
import {
  type FormatDraft,
  hardcoverFormatId,
  maxBisacCodes,
  moneyInputPattern,
  type StagedCreator,
  type WorkDraft,
} from './productDraft.ts';
import type { CatalogueReference } from './useCatalogueReference.ts';

export type FormErrors = Partial<Record<string, string>>;

export interface ProductFormTabsProps {
  reference: CatalogueReference;
  draft: FormatDraft;
  onChange(field: keyof FormatDraft, value: FormatDraft[keyof FormatDraft]): void;
  /** The title's fields, when this form edits them too (the new product form). */
  work?: {
    draft: WorkDraft;
    onChange(field: keyof WorkDraft, value: string): void;
    onAddImprint(value: string): Promise<{ id: string; value: string } | null>;
    onAddSeries(value: string): Promise<{ id: string; value: string } | null>;
  };
  creators: StagedCreator[];
  onCreatorsChange(creators: StagedCreator[]): void;
  errors: FormErrors;
  readOnly?: boolean;
  /** Images show only for a format that exists; onUpload is there while it is edited. */
  images?: { onUpload?(kind: 'cover' | 'interior', file: File): void; uploading: boolean };
}

/** The PRODUCT DETAILS and MARKETING/IMAGES tabs of a format (display and edit; no data loading). */
export function ProductFormTabs(props: ProductFormTabsProps) {
  const { draft, reference, readOnly } = props;
  const lists = reference.onixCodeLists;
  const set = props.onChange;
  const textField = (
    field: keyof FormatDraft,
    label: string,
    extra: { required?: boolean; money?: boolean; numeric?: boolean; description?: string } = {},
  ) =>
    readOnly ? (
      <ReadOnlyField label={label} value={draft[field] as string} />
    ) : (
      <TextInput
        label={label}
        required={extra.required}
        description={extra.description}
        inputMode={extra.money || extra.numeric ? 'decimal' : undefined}
        value={draft[field]}
        error={props.errors[field]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (extra.money && !moneyInputPattern.test(value)) return;
          if (extra.numeric && !/^\d*\.?\d*$/.test(value)) return;
          set(field, value);
        }}
      />
    );
  const dateField = (field: 'shipDate' | 'publicationDate', label: string) =>
    readOnly ? (
      <ReadOnlyField label={label} value={draft[field]} />
    ) : (
      <DateField
        label={label}
        clearable
        value={draft[field]}
        error={props.errors[field]}
        onChange={(value) => set(field, value)}
      />
    );
  const codeSelect = (
    field: keyof FormatDraft,
    label: string,
    options: readonly { id: string; value: string }[],
    extra: { required?: boolean; empty?: string } = {},
  ) =>
    readOnly ? (
      <ReadOnlyField label={label} value={options.find((option) => option.id === draft[field])?.value} />
    ) : (
      <NativeSelect
        label={label}
        required={extra.required}
        value={draft[field]}
        error={props.errors[field] ?? (extra.required && !draft[field] ? ' ' : undefined)}
        onChange={(event) => set(field, event.currentTarget.value)}
        data={[
          ...(extra.empty !== undefined ? [{ value: '', label: extra.empty }] : []),
          ...options.map((option) => ({ value: option.id, label: option.value })),
        ]}
      />
    );
  const unitSelect = (field: 'weightUnit' | 'sizeUnit', label: string, units: string[]) =>
    readOnly ? (
      <ReadOnlyField label={label} value={draft[field]} />
    ) : (
      <NativeSelect
        label={label}
        value={draft[field]}
        data={units}
        onChange={(event) => set(field, event.currentTarget.value)}
      />
    );
  const notes = (field: 'adminNotes' | 'keySellingPoints' | 'marketing', label: string) =>
    readOnly ? (
      <ReadOnlyField label={label} value={draft[field]} />
    ) : (
      <Textarea
        label={label}
        autosize
        minRows={2}
        value={draft[field]}
        onChange={(event) => set(field, event.currentTarget.value)}
      />
    );
  const work = props.work;

  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">PRODUCT DETAILS</Tabs.Tab>
        <Tabs.Tab value="marketing">MARKETING/IMAGES</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {codeSelect('statusId', 'Status', lists.publishingStatuses)}
            {codeSelect('formatId', 'Format', lists.productForms, { required: true, empty: 'Select a format' })}
            {draft.formatId === hardcoverFormatId &&
              codeSelect('formatDetailId', 'Format detail', lists.productFormDetails, { empty: 'None' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {textField('isbn', 'ISBN/UID', {
              required: !draft.isbn,
              description: readOnly ? undefined : isbnHint(draft.isbn),
            })}
            {dateField('shipDate', 'Ship date')}
            {dateField('publicationDate', 'Publication date')}
          </SimpleGrid>
          {work && (
            <>
              <TextInput
                label="Title"
                required
                value={work.draft.title}
                error={props.errors.title}
                onChange={(event) => work.onChange('title', event.currentTarget.value)}
                data-autofocus
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <LookupSelect
                  label="Imprint"
                  kind="imprint"
                  options={reference.imprints}
                  value={work.draft.imprintId}
                  onChange={(imprintId) => work.onChange('imprintId', imprintId)}
                  onAdd={work.onAddImprint}
                />
                <LookupSelect
                  label="Series"
                  kind="series"
                  options={reference.series}
                  value={work.draft.seriesId}
                  onChange={(seriesId) => work.onChange('seriesId', seriesId)}
                  onAdd={work.onAddSeries}
                />
              </SimpleGrid>
              <Textarea
                label="Description"
                autosize
                minRows={2}
                value={work.draft.description}
                onChange={(event) => work.onChange('description', event.currentTarget.value)}
              />
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {textField('subtitle', 'Subtitle')}
            {textField('volume', 'Volume')}
            {textField('edition', 'Edition')}
            {textField('retailPrice', 'Retail price', { required: true, money: true })}
            {tracksInventory(draft.formatId) ? (
              textField('inventoryQuantity', 'Inventory', { numeric: true })
            ) : (
              <ReadOnlyField label="Inventory" value="Digital format: no stock kept" />
            )}
            {textField('cartonQty', 'Carton qty', { numeric: true })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm">
            {textField('weight', 'Weight', { numeric: true })}
            {unitSelect('weightUnit', 'Weight unit', ['lbs', 'oz'])}
            {textField('width', 'Width', { numeric: true })}
            {textField('height', 'Height', { numeric: true })}
            {textField('thickness', 'Thickness', { numeric: true })}
            {unitSelect('sizeUnit', 'Size unit', ['in', 'cm'])}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {textField('pageCount', 'Page count', { numeric: true })}
          </SimpleGrid>
          {notes('adminNotes', 'Admin notes (internal only)')}
          <CreatorsPanel
            creators={props.creators}
            contributorRoles={lists.contributorRoles}
            onChange={props.onCreatorsChange}
            readOnly={readOnly}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="marketing" pt="md">
        <Stack gap="sm">
          {props.images ? (
            <ImagesSection
              draft={draft}
              uploading={props.images.uploading}
              onUpload={props.images.onUpload}
              onChange={props.onChange}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Images can be added once the product is saved.
            </Text>
          )}
          {codeSelect('audienceId', 'Audience', lists.audiences, { empty: 'None' })}
          {textField('audienceDetails', 'Audience details')}
          {readOnly ? (
            <ReadOnlyField label="BISAC codes" value={draft.bisac.join(', ')} />
          ) : (
            <TagsInput
              label="BISAC codes"
              description={`At most ${maxBisacCodes}`}
              maxTags={maxBisacCodes}
              value={draft.bisac}
              onChange={(bisac) => set('bisac', bisac.slice(0, maxBisacCodes))}
            />
          )}
          {notes('keySellingPoints', 'Key selling points')}
          {notes('marketing', 'Marketing notes')}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/** Cover and interior images with thumbnails; a click opens the full image (lightbox). */
function ImagesSection(props: {
  draft: FormatDraft;
  uploading: boolean;
  /** Absent while the format is only displayed. */
  onUpload?(kind: 'cover' | 'interior', file: File): void;
  onChange(field: keyof FormatDraft, value: FormatDraft[keyof FormatDraft]): void;
}) {
  const { onUpload } = props;
  const [preview, setPreview] = useState<string | null>(null);
  const thumbnail = (url: string, label: string, extra?: ReactNode) => (
    <Stack key={url} gap={2} align="center">
      <UnstyledButton onClick={() => setPreview(url)} aria-label={`Preview ${label}`}>
        <Image
          src={thumbnailUrl(url)}
          alt={label}
          w={96}
          h={128}
          fit="contain"
          fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='96' height='128'><rect width='96' height='128' fill='%23e9ecef'/></svg>"
        />
      </UnstyledButton>
      {extra}
    </Stack>
  );
  const upload = (kind: 'cover' | 'interior', label: string) =>
    onUpload && (
      <FileButton accept={acceptedImageTypes} onChange={(file) => file && onUpload(kind, file)}>
        {(buttonProps) => (
          <Button {...buttonProps} variant="light" size="xs" loading={props.uploading}>
            {label}
          </Button>
        )}
      </FileButton>
    );
  return (
    <Stack gap="sm">
      <Group align="start">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Cover image
          </Text>
          {props.draft.coverImage ? (
            thumbnail(props.draft.coverImage, 'Cover image')
          ) : (
            <Text size="sm" c="dimmed">
              No cover yet.
            </Text>
          )}
          {upload('cover', 'Upload cover')}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Interior images
          </Text>
          <Group gap="xs">
            {props.draft.interiorImages.length === 0 && (
              <Text size="sm" c="dimmed">
                No interior images yet.
              </Text>
            )}
            {props.draft.interiorImages.map((url, index) =>
              thumbnail(
                url,
                `Interior image ${index + 1}`,
                onUpload && (
                  <ActionIcon
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove interior image ${index + 1}`}
                    onClick={() =>
                      props.onChange(
                        'interiorImages',
                        props.draft.interiorImages.filter((other) => other !== url),
                      )
                    }
                  >
                    ✕
                  </ActionIcon>
                ),
              ),
            )}
          </Group>
          {upload('interior', 'Upload interior image')}
        </Stack>
      </Group>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} size="xl" title="Image preview" centered>
        {preview && <Image src={preview} alt="Image preview" fit="contain" />}
      </Modal>
    </Stack>
  );
}
