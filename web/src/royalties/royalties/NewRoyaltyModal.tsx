import { restOfWorld, royaltyMessages } from '@colophon/domain';
import { Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';

import { useNotify } from '../../ui/notify.ts';
import { formatAndIsbn } from '../../ui/ProductLineName.tsx';
import { CancelButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { newTiersDraft, type TiersDraft, tiersInput, tiersReady } from '../tiers/tierDraft.ts';
import { TierEditor } from '../tiers/TierEditor.tsx';
import {
  CreateRoyaltyMutation,
  RoyaltyCreatorPickerQuery,
  RoyaltyProductChoicesQuery,
  RoyaltyRegionChoicesQuery,
} from './queries.ts';

interface NewRoyaltyValues {
  creatorId: string;
  /** Kept so the chosen creator stays named while another search is shown. */
  creatorName: string;
  productId: string;
  /** Empty: Rest of World. */
  regionId: string;
  tiers: TiersDraft;
}

const initialValues = (): NewRoyaltyValues => ({
  creatorId: '',
  creatorName: '',
  productId: '',
  regionId: '',
  tiers: newTiersDraft(),
});

/** NEW ROYALTY: a creator, one of their formats that is not frozen, a region when sales are by region, and tiers. */
export function NewRoyaltyModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const form = useForm<NewRoyaltyValues>({ initialValues: initialValues() });
  const { values } = form;
  const [creatorSearch, setCreatorSearch] = useState('');
  const [{ data: creators }] = useQuery({
    query: RoyaltyCreatorPickerQuery,
    variables: { search: creatorSearch.trim() || null },
    pause: !opened,
  });
  const [{ data: products, fetching: loadingProducts }] = useQuery({
    query: RoyaltyProductChoicesQuery,
    variables: { creatorId: values.creatorId },
    pause: !values.creatorId,
  });
  const [{ data: regions }] = useQuery({ query: RoyaltyRegionChoicesQuery, pause: !opened });
  const [creation, createRoyalty] = useMutation(CreateRoyaltyMutation);

  const creatorOptions = (creators?.creators.items ?? []).map((creator) => ({
    value: creator.id,
    label: creator.displayName,
  }));
  if (values.creatorId && !creatorOptions.some((option) => option.value === values.creatorId))
    creatorOptions.unshift({ value: values.creatorId, label: values.creatorName });
  const productOptions = values.creatorId
    ? (products?.products.items ?? []).map((product) => ({
        value: product.id,
        label: `${product.productWork.title} — ${formatAndIsbn({ formatName: product.format.value, isbn: product.isbn })}`,
      }))
    : [];
  const publisher = regions?.me.publisher;
  const canSave = Boolean(values.creatorId && values.productId) && tiersReady(values.tiers);

  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    setCreatorSearch('');
    onClose();
  };
  const save = async () => {
    if (!productOptions.some((option) => option.value === values.productId))
      return notify.warning(royaltyMessages.productNotFound);
    const result = await createRoyalty({
      input: {
        creatorId: values.creatorId,
        productId: values.productId,
        regionId: values.regionId || null,
        tiers: tiersInput(values.tiers),
      },
    });
    const payload = result.data?.createRoyalty;
    const duplicate = payload?.errors.find((error) => error.message.includes(royaltyMessages.duplicateMarker));
    if (duplicate) return form.setFieldError('productId', duplicate.message);
    if (!payload?.royalty || payload.errors.length > 0) return notify.error(royaltyMessages.createFailed);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title="New Royalty" size="xl">
      <form onSubmit={form.onSubmit(() => void save())} aria-label="New Royalty">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: publisher?.enableSalesByRegion ? 3 : 2 }}>
            <Select
              label="Creator"
              required
              searchable
              placeholder="Search creators"
              nothingFoundMessage="No creators found"
              data={creatorOptions}
              value={values.creatorId || null}
              onSearchChange={setCreatorSearch}
              onChange={(creatorId, option) =>
                form.setValues({ creatorId: creatorId ?? '', creatorName: option?.label ?? '', productId: '' })
              }
            />
            <Select
              label="Product"
              required
              placeholder={values.creatorId ? 'Choose one of the creator’s formats' : 'Choose a creator first'}
              disabled={!values.creatorId}
              nothingFoundMessage={loadingProducts ? 'Loading…' : 'This creator has no formats that can take a royalty'}
              data={productOptions}
              error={form.errors.productId}
              value={values.productId || null}
              onChange={(productId) => form.setFieldValue('productId', productId ?? '')}
            />
            {publisher?.enableSalesByRegion && (
              <Select
                label="Region"
                data={[
                  { value: '', label: restOfWorld },
                  ...publisher.regions.map((region) => ({ value: region.id, label: region.name })),
                ]}
                value={values.regionId}
                allowDeselect={false}
                onChange={(regionId) => form.setFieldValue('regionId', regionId ?? '')}
              />
            )}
          </SimpleGrid>
          <TierEditor value={values.tiers} onChange={(tiers) => form.setFieldValue('tiers', tiers)} />
          <Group justify="flex-end">
            <CancelButton onClick={close} />
            <SaveButton type="submit" disabled={!canSave} loading={creation.fetching} />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
