import { formatMoney, formatRecordNumber, productMessages } from '@colophon/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import { useSession } from '../account/SessionProvider.tsx';
import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import type { ProductDetailQuery as ProductDetail, ProductFieldsFragment } from '../generated/graphql.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { imageTypeError, isAcceptedImageFile, uploadImage } from '../ui/images.ts';
import { LeaveGuard } from '../ui/LeaveGuard.tsx';
import { LookupSelect } from '../ui/LookupSelect.tsx';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { NotFoundState } from '../ui/NotFoundState.tsx';
import { notify } from '../ui/notify.ts';
import { CancelButton, deleteConfirmLabels, EditButton, SaveButton } from '../ui/RecordButtons.tsx';
import { AddFormatDialog } from './AddFormatDialog.tsx';
import { DeleteProductMutation, UpdateProductMutation, UpdateProductWorkMutation } from './mutations.ts';
import {
  changedProductInput,
  changedWorkInput,
  formatDraftOf,
  productFieldSetter,
  type ProductValues,
  type StagedCreator,
  useProductForm,
  type WorkDraft,
} from './productDraft.ts';
import { ProductFormTabs } from './ProductFormTabs.tsx';
import { ProductDetailQuery, ProductWorkCountsQuery } from './queries.ts';
import { productListPath, productPath, titleExpensesPath, titleOrdersPath, titleRoyaltiesPath } from './urls.ts';
import { type CatalogueReference, useCatalogueReference } from './useCatalogueReference.ts';

type Product = NonNullable<ProductDetail['product']>;

export const deleteWhileEditing = 'Cannot delete while editing... Save or cancel edits before deleting.';

/** /products/:productId: a format with its title, sibling formats and their counts. */
export function ProductDetailView() {
  const { productId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ProductDetailQuery,
    variables: { id: productId },
    requestPolicy: 'cache-and-network',
  });
  const { reference, addImprint, addSeries } = useCatalogueReference();
  if (error) return <ErrorState message={`Error loading product data: ${operationErrorMessage(error)}`} />;
  if (!data || !reference) {
    return fetching || !reference ? (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    ) : null;
  }
  if (!data.product)
    return <NotFoundState title={productMessages.notFound} backTo={productListPath} backLabel="Products" />;
  return (
    <ProductEditor
      key={`${data.product.id}:${data.product.revision}:${data.product.productWork.revision}`}
      product={data.product}
      reference={reference}
      onAddImprint={addImprint}
      onAddSeries={addSeries}
      onReload={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}

const workDraftOf = (work: Product['productWork']): WorkDraft => ({
  title: work.title,
  description: work.description,
  imprintId: work.imprint?.id ?? '',
  seriesId: work.series?.id ?? '',
});

const stagedCreatorsOf = (product: ProductFieldsFragment): StagedCreator[] =>
  product.productCreators.map((productCreator) => ({
    id: productCreator.id,
    creatorId: productCreator.creator?.id ?? '',
    displayName: productCreator.creator?.displayName ?? '',
    contributorCode: productCreator.onixContributorCode.id,
    contributorLabel: productCreator.onixContributorCode.value,
  }));

function ProductEditor(props: {
  product: Product;
  reference: CatalogueReference;
  onAddImprint(value: string): Promise<{ id: string; value: string } | null>;
  onAddSeries(value: string): Promise<{ id: string; value: string } | null>;
  onReload(): void;
}) {
  const { product, reference } = props;
  const work = product.productWork;
  const navigate = useNavigate();
  const { session } = useSession();
  const currencySymbol = useCurrencySymbol();
  const [{ data: counts }] = useQuery({
    query: ProductWorkCountsQuery,
    variables: { productWorkId: work.id },
    requestPolicy: 'cache-and-network',
  });
  const [, updateProduct] = useMutation(UpdateProductMutation);
  const [, updateProductWork] = useMutation(UpdateProductWorkMutation);
  const [, deleteProduct] = useMutation(DeleteProductMutation);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [addingFormat, setAddingFormat] = useState(false);
  const savedValues = (): ProductValues => ({
    ...formatDraftOf(product),
    ...workDraftOf(work),
    creators: stagedCreatorsOf(product),
  });
  const form = useProductForm(savedValues());
  const values = form.values;
  const setField = productFieldSetter(form);
  const { creators } = values;
  const savedCreators = stagedCreatorsOf(product);
  const workChanges = changedWorkInput(workDraftOf(work), {
    title: values.title,
    description: values.description,
    imprintId: values.imprintId,
    seriesId: values.seriesId,
  });
  const formatChanges = changedProductInput(formatDraftOf(product), values);
  const creatorsAdded = creators.filter((creator) => creator.id === null);
  const creatorsRemoved = savedCreators.filter((saved) => !creators.some((creator) => creator.id === saved.id));
  const dirty = editing && Boolean(workChanges || formatChanges || creatorsAdded.length || creatorsRemoved.length);

  const cancel = () => {
    setEditing(false);
    form.setValues(savedValues());
    form.clearErrors();
    props.onReload();
  };

  /** Work changes, then format and creator changes; what failed is reported together. */
  const save = async () => {
    if (form.validate().hasErrors) return;
    setSaving(true);
    const failures: string[] = [];
    const fieldErrors: Record<string, string> = {};
    let creatorsFailed = false;
    const collect = (
      payloadErrors: readonly { field?: string | null; message: string }[] | undefined,
      transportError: string | undefined,
    ) => {
      if (transportError) failures.push(transportError);
      for (const error of payloadErrors ?? []) {
        failures.push(error.message);
        if (error.field) fieldErrors[error.field] = error.message;
      }
    };
    try {
      if (workChanges) {
        const result = await updateProductWork({ id: work.id, expectedRevision: work.revision, input: workChanges });
        collect(result.data?.updateProductWork.errors, result.error?.message);
      }
      if (formatChanges || creatorsAdded.length || creatorsRemoved.length) {
        const result = await updateProduct({
          id: product.id,
          expectedRevision: product.revision,
          changed: formatChanges,
          creatorsAdded: creatorsAdded.map((creator) => ({
            creatorId: creator.creatorId,
            onixContributorCodeId: creator.contributorCode,
          })),
          creatorsRemoved: creatorsRemoved.map((creator) => creator.id!),
        });
        const failuresBefore = failures.length;
        collect(result.data?.updateProduct.errors, result.error?.message);
        creatorsFailed = failures.length > failuresBefore && creatorsAdded.length > 0;
      }
    } catch (error) {
      notify.error(`Error saving changes: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
    form.setErrors(fieldErrors);
    if (failures.length > 0) {
      notify.error(`Some changes failed to save: ${failures.join(' ')}`);
      if (creatorsFailed) notify.error(productMessages.addCreatorFailed);
      props.onReload();
      return;
    }
    setEditing(false);
    for (const creator of creatorsAdded) notify.success(`Added ${creator.displayName} as ${creator.contributorLabel}`);
    notify.success('Changes saved successfully!');
    props.onReload();
  };

  const uploadProductImage = async (kind: 'cover' | 'interior', file: File) => {
    if (!isAcceptedImageFile(file.name)) {
      notify.error(imageTypeError);
      return;
    }
    if (!session) return;
    setUploading(true);
    try {
      const image = await uploadImage(
        session.token,
        { pathType: kind === 'cover' ? 'cover' : 'interior', item: product.id },
        file,
      );
      if (kind === 'cover') form.setFieldValue('coverImage', image.url);
      else form.setFieldValue('interiorImages', (current) => [...current, image.url]);
    } catch {
      notify.error('Error uploading image. Try again or contact developer.');
    } finally {
      setUploading(false);
    }
  };

  const openFormat = (productId: string) => {
    if (productId === product.id) return;
    if (!dirty) {
      void navigate(productPath(productId), { replace: true });
      return;
    }
    modals.openConfirmModal({
      title: 'Discard unsaved changes?',
      children: 'You have unsaved changes to this format. Open the other format and discard them?',
      labels: { confirm: 'Discard changes', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setEditing(false);
        void navigate(productPath(productId), { replace: true });
      },
    });
  };

  const remove = async () => {
    const result = await deleteProduct({ id: product.id });
    const payload = result.data?.deleteProduct;
    if (!payload?.ok) {
      notify.error(
        `Error deleting product: ${payload?.errors[0]?.message ?? result.error?.message ?? 'Unknown error'}`,
      );
      return;
    }
    notify.success('Saved');
    const sibling = work.products.find((format) => format.id !== product.id);
    void navigate(sibling ? productPath(sibling.id) : productListPath, { replace: true });
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this format',
      children: `Delete the ${product.format.value} format (${product.isbn || 'no ISBN/UID'})? This action cannot be undone.`,
      labels: deleteConfirmLabels,
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(),
    });
  const deleteBlocked = editing ? deleteWhileEditing : product.deleteBlockedReason;

  return (
    <Stack gap="md">
      <LeaveGuard when={dirty} />
      <Anchor component={Link} to={productListPath} size="sm">
        ← Back to products
      </Anchor>
      <Group justify="space-between" align="start">
        <Stack gap={4} style={{ flex: 1 }}>
          {editing ? (
            <>
              <TextInput label="Title" required {...form.getInputProps('title')} />
              <Group grow>
                <LookupSelect
                  label="Imprint"
                  kind="imprint"
                  options={reference.imprints}
                  value={values.imprintId}
                  onChange={(imprintId) => form.setFieldValue('imprintId', imprintId)}
                  onAdd={props.onAddImprint}
                />
                <LookupSelect
                  label="Series"
                  kind="series"
                  options={reference.series}
                  value={values.seriesId}
                  onChange={(seriesId) => form.setFieldValue('seriesId', seriesId)}
                  onAdd={props.onAddSeries}
                />
              </Group>
              <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            </>
          ) : (
            <>
              <Title order={2}>{work.title}</Title>
              <Text size="sm" c="dimmed">
                Product {formatRecordNumber(product.number)} · Imprint: {work.imprint?.value ?? '—'} · Series:{' '}
                {work.series?.value ?? '—'}
              </Text>
              {work.description && <Text size="sm">{work.description}</Text>}
            </>
          )}
          <Group gap="md">
            <Anchor
              component={Link}
              to={titleOrdersPath(work.id)}
              state={{ queryTitle: `Orders of ${work.title}`, sourceLink: productPath(product.id) }}
              size="sm"
            >
              Orders ({counts?.productWorkCounts?.ordersCount ?? '…'})
            </Anchor>
            <Anchor
              component={Link}
              to={titleExpensesPath(work.id)}
              state={{ queryTitle: `Expenses of ${work.title}`, sourceLink: productPath(product.id) }}
              size="sm"
            >
              Expenses ({counts?.productWorkCounts?.expensesCount ?? '…'})
            </Anchor>
            <Anchor
              component={Link}
              to={titleRoyaltiesPath(work.id)}
              state={{ queryTitle: `Royalties of ${work.title}`, sourceLink: productPath(product.id) }}
              size="sm"
            >
              Royalties ({counts?.productWorkCounts?.royaltiesCount ?? '…'})
            </Anchor>
          </Group>
        </Stack>
        <Group gap="sm">
          {editing ? (
            <>
              <CancelButton onClick={cancel} />
              <SaveButton onClick={() => void save()} loading={saving} />
            </>
          ) : (
            <Tooltip label="Frozen: beyond your plan's product limit" disabled={!product.frozen}>
              <EditButton
                onClick={() => {
                  form.setValues(savedValues());
                  setEditing(true);
                }}
                data-disabled={product.frozen || undefined}
                aria-disabled={product.frozen}
              />
            </Tooltip>
          )}
          <Tooltip label={deleteBlocked} disabled={!deleteBlocked}>
            <Button
              color="red"
              variant="light"
              onClick={() => !deleteBlocked && confirmDelete()}
              data-disabled={Boolean(deleteBlocked) || undefined}
              aria-disabled={Boolean(deleteBlocked)}
            >
              Delete this format
            </Button>
          </Tooltip>
        </Group>
      </Group>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Formats / Editions</Title>
          <Button
            variant="light"
            size="xs"
            onClick={() => setAddingFormat(true)}
            disabled={Boolean(reference.productPlanUsage.createBlockedMessage)}
          >
            Add New Format
          </Button>
        </Group>
        <ScrollArea type="auto">
          <Group gap="sm" wrap="nowrap" pb="xs">
            {work.products.map((format) => (
              <Card
                key={format.id}
                withBorder
                padding="sm"
                w={200}
                role="button"
                tabIndex={0}
                aria-current={format.id === product.id}
                style={{
                  cursor: 'pointer',
                  borderColor: format.id === product.id ? 'var(--mantine-color-blue-6)' : undefined,
                }}
                onClick={() => openFormat(format.id)}
                onKeyDown={(event) => event.key === 'Enter' && openFormat(format.id)}
              >
                <Group gap={6}>
                  <Badge variant="light">{format.format.value}</Badge>
                  {format.frozen && (
                    <Text span aria-label="Frozen" role="img">
                      ❄
                    </Text>
                  )}
                </Group>
                <Text size="xs" mt={4}>
                  Product {formatRecordNumber(format.number)} · {format.isbn || 'No ISBN/UID'}
                </Text>
                <Text size="xs">
                  {formatMoney(format.retailPrice, currencySymbol)} ·{' '}
                  {format.tracksInventory ? `${format.inventoryQuantity} in stock` : 'Digital: no stock'}
                </Text>
              </Card>
            ))}
          </Group>
        </ScrollArea>
      </Stack>
      <ProductFormTabs
        reference={reference}
        draft={values}
        onChange={setField}
        creators={creators}
        onCreatorsChange={(staged) => form.setFieldValue('creators', staged)}
        errors={form.errors as Partial<Record<string, string>>}
        readOnly={!editing}
        images={{ onUpload: editing ? (kind, file) => void uploadProductImage(kind, file) : undefined, uploading }}
      />
      {product.lastEditor && (
        <Text size="xs" c="dimmed">
          Last edited by {product.lastEditor.email}
        </Text>
      )}
      <AddFormatDialog
        opened={addingFormat}
        onClose={() => setAddingFormat(false)}
        productWorkId={work.id}
        reference={reference}
        onAdded={(productId) => {
          setAddingFormat(false);
          void navigate(productPath(productId), { replace: true });
        }}
      />
    </Stack>
  );
}
