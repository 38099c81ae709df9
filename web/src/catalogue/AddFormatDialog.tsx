import { isbnHint, productMessages, tracksInventory } from '@colophon/domain';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';

import { DateField } from '../ui/DateField.tsx';
import { judgeEditedFieldsOnBlur } from '../ui/formOptions.ts';
import { splitPayloadErrors } from '../ui/mutationErrors.ts';
import { notify } from '../ui/notify.ts';
import { CancelButton } from '../ui/RecordButtons.tsx';
import { CreateProductMutation } from './mutations.ts';
import {
  emptyFormatDraft,
  type FormatDraft,
  hardcoverFormatId,
  isbnError,
  isPositivePrice,
  moneyInputPattern,
  toProductInput,
} from './productDraft.ts';
import type { CatalogueReference } from './useCatalogueReference.ts';

const dialogFields = ['formatId', 'isbn', 'retailPrice'] as const;
type DialogField = (typeof dialogFields)[number];

function validateDialog(draft: FormatDraft): Partial<Record<DialogField, string>> {
  const errors: Partial<Record<DialogField, string>> = {};
  if (!draft.formatId) errors.formatId = productMessages.newFormat.formatRequired;
  const isbn = isbnError(draft.isbn);
  if (isbn) errors.isbn = isbn;
  if (!isPositivePrice(draft.retailPrice)) errors.retailPrice = productMessages.newFormat.retailPriceInvalid;
  return errors;
}

/** 'Add New Format' for an existing title: weight in lbs, sizes in inches; then opens the new format. */
export function AddFormatDialog(props: {
  opened: boolean;
  onClose(): void;
  productWorkId: string;
  reference: CatalogueReference;
  onAdded(productId: string): void;
}) {
  const lists = props.reference.onixCodeLists;
  const emptyDraft = (): FormatDraft => ({ ...emptyFormatDraft(lists.publishingStatuses), formatId: '' });
  const form = useForm<FormatDraft>({
    initialValues: emptyDraft(),
    validate: validateDialog,
    ...judgeEditedFieldsOnBlur<FormatDraft>(),
  });
  const draft = form.values;
  const [serverError, setServerError] = useState<string | null>(null);
  const [creation, createProduct] = useMutation(CreateProductMutation);
  const text = (
    field: keyof FormatDraft,
    label: string,
    options: { required?: boolean; pattern?: RegExp; description?: string } = {},
  ) => {
    const input = form.getInputProps(field);
    return (
      <TextInput
        label={label}
        required={options.required}
        description={options.description}
        {...input}
        onChange={(event) => {
          if (!options.pattern || options.pattern.test(event.currentTarget.value)) input.onChange(event);
        }}
      />
    );
  };

  const add = async (values: FormatDraft) => {
    const result = await createProduct({ productWorkId: props.productWorkId, input: toProductInput(values) });
    const payload = result.data?.createProduct;
    if (!payload) {
      notify.error(`Error adding format: ${result.error?.message ?? 'Unknown error creating format.'}`);
      return;
    }
    if (payload.errors.length > 0 || !payload.product) {
      const message = payload.errors.map((error) => error.message).join(' ') || 'Unknown error creating format.';
      const split = splitPayloadErrors<FormatDraft>(payload.errors, dialogFields);
      form.setErrors(split.fieldErrors);
      setServerError(split.otherMessages.join(' ') || null);
      notify.error(`Failed to add new format: ${message}`);
      return;
    }
    notify.success(payload.message);
    form.setInitialValues(emptyDraft());
    form.reset();
    setServerError(null);
    props.onAdded(payload.product.id);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Add New Format" size="lg">
      <Stack gap="sm">
        {serverError && <Alert color="red">{serverError}</Alert>}
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label="Format"
            required
            {...form.getInputProps('formatId')}
            data={[
              { value: '', label: 'Select a format' },
              ...lists.productForms.map((form) => ({ value: form.id, label: form.value })),
            ]}
            data-autofocus
          />
          {draft.formatId === hardcoverFormatId ? (
            <NativeSelect
              label="Format detail"
              {...form.getInputProps('formatDetailId')}
              data={[
                { value: '', label: 'None' },
                ...lists.productFormDetails.map((detail) => ({ value: detail.id, label: detail.value })),
              ]}
            />
          ) : (
            <NativeSelect
              label="Status"
              {...form.getInputProps('statusId')}
              data={lists.publishingStatuses.map((status) => ({ value: status.id, label: status.value }))}
            />
          )}
          {text('isbn', 'ISBN/UID', { required: true, description: isbnHint(draft.isbn) })}
          {text('retailPrice', 'Retail price', { required: true, pattern: moneyInputPattern })}
          {text('subtitle', 'Subtitle')}
          {text('edition', 'Edition')}
          <DateField
            label="Publication date"
            {...form.getInputProps('publicationDate')}
            value={draft.publicationDate}
          />
          {tracksInventory(draft.formatId) && text('inventoryQuantity', 'Inventory', { pattern: /^\d*$/ })}
          {text('weight', 'Weight (lbs)', { pattern: moneyInputPattern })}
          {text('pageCount', 'Page count', { pattern: /^\d*$/ })}
          {text('width', 'Width (in)', { pattern: moneyInputPattern })}
          {text('height', 'Height (in)', { pattern: moneyInputPattern })}
          {text('thickness', 'Thickness (in)', { pattern: moneyInputPattern })}
        </SimpleGrid>
        <Group justify="flex-end">
          <CancelButton onClick={props.onClose} />
          <Tooltip label={productMessages.saveHintForFormat} disabled={form.isValid()}>
            <Button onClick={() => form.onSubmit(add)()} loading={creation.fetching}>
              Add Format
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Modal>
  );
}
