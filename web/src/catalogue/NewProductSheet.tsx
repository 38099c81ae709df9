import { productMessages } from '@colophon/domain';
import { Alert, Anchor, Drawer, Group, Stack, Tooltip } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';

import { splitPayloadErrors } from '../ui/mutationErrors.ts';
import { notify } from '../ui/notify.ts';
import { CancelButton, SaveButton } from '../ui/RecordButtons.tsx';
import { CreateProductWorkAndFormatMutation } from './mutations.ts';
import { emptyFormatDraft, productFieldSetter, toProductInput, useProductForm } from './productDraft.ts';
import { ProductFormTabs } from './ProductFormTabs.tsx';
import { productListPath, productPath } from './urls.ts';
import type { CatalogueReference } from './useCatalogueReference.ts';

const formFields = [
  'title',
  'formatId',
  'isbn',
  'retailPrice',
  'statusId',
  'formatDetailId',
  'imprintId',
  'seriesId',
  'bisac',
  'publicationDate',
  'shipDate',
];

/** The New Product side form on the list; a save goes to the new format's page. */
export function NewProductSheet(props: {
  opened: boolean;
  onClose(): void;
  reference: CatalogueReference;
  onAddImprint(value: string): Promise<{ id: string; value: string } | null>;
  onAddSeries(value: string): Promise<{ id: string; value: string } | null>;
}) {
  const navigate = useNavigate();
  const statuses = props.reference.onixCodeLists.publishingStatuses;
  const emptyProduct = () => ({
    ...emptyFormatDraft(statuses),
    title: '',
    description: '',
    imprintId: props.reference.imprints[0]?.id ?? '',
    seriesId: '',
    creators: [],
  });
  const form = useProductForm(emptyProduct());
  const values = form.values;
  const setField = productFieldSetter(form);
  const [creation, create] = useMutation(CreateProductWorkAndFormatMutation);
  const canSave = form.isValid();
  const blocked = props.reference.productPlanUsage.createBlockedMessage;

  const trySave = () => {
    if (blocked) return;
    if (canSave) return void save();
    // A save asked for with fields missing (a click or Enter on the button) names them all under their fields.
    form.validate();
    notify.error(productMessages.generic);
  };

  const save = async () => {
    const result = await create({
      productWorkInput: {
        title: values.title.trim(),
        description: values.description,
        imprintId: values.imprintId || null,
        seriesId: values.seriesId || null,
      },
      productInput: toProductInput(values),
      creatorsInput: values.creators.map((creator) => ({
        creatorId: creator.creatorId,
        onixContributorCodeId: creator.contributorCode,
      })),
    });
    const payload = result.data?.createProductWorkAndFormat;
    if (!payload) {
      notify.error(`Error creating product: ${result.error?.message ?? 'Failed to save product. Unknown error.'}`);
      return;
    }
    if (!payload.ok) {
      const split = splitPayloadErrors<Record<string, string>>(payload.errors, formFields);
      form.setErrors(split.fieldErrors);
      split.otherMessages.forEach((message) => notify.error(message));
      if (split.otherMessages.length === 0) notify.error(`Failed to save product: ${payload.message}`);
      return;
    }
    notify.success(payload.message, { long: true });
    form.setInitialValues(emptyProduct());
    form.reset();
    const firstProduct = payload.productWork?.products[0];
    void navigate(firstProduct ? productPath(firstProduct.id) : productListPath);
  };

  return (
    <Drawer opened={props.opened} onClose={props.onClose} position="right" size="xl" title="New Product">
      <Stack>
        {blocked && (
          <Alert color="yellow">
            {blocked.replace(' - explore other plans to add more.', ' - ')}
            <Anchor component={Link} to="/publisher">
              explore other plans
            </Anchor>{' '}
            to add more.
          </Alert>
        )}
        <ProductFormTabs
          reference={props.reference}
          draft={values}
          onChange={setField}
          work={{
            draft: values,
            onChange: setField,
            onAddImprint: props.onAddImprint,
            onAddSeries: props.onAddSeries,
          }}
          creators={values.creators}
          onCreatorsChange={(creators) => form.setFieldValue('creators', creators)}
          // A field's own check shows as it is typed; empty required fields show on the Save tooltip.
          errors={form.errors as Partial<Record<string, string>>}
        />
        <Group justify="flex-end">
          <CancelButton onClick={props.onClose} />
          <Tooltip label={productMessages.saveHint} disabled={canSave}>
            {/* data-disabled rather than disabled, so the tooltip still explains why on hover. */}
            <SaveButton
              onClick={trySave}
              loading={creation.fetching}
              data-disabled={!canSave || Boolean(blocked) || undefined}
              aria-disabled={!canSave || Boolean(blocked)}
            />
          </Tooltip>
        </Group>
      </Stack>
    </Drawer>
  );
}
