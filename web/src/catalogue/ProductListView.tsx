import { formatMoney } from '@colophon/domain';
import { Badge, Button, Group, Image, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import type {
  ProductListParams,
  ProductSearchField,
  ProductSortField,
  ProductSummaryFieldsFragment,
} from '../generated/graphql.ts';
import { ImportButton } from '../imports/ImportButton.tsx';
import { thumbnailUrl } from '../ui/images.ts';
import { type ListColumn, ListScreen, type SearchFieldOption } from '../ui/list/ListScreen.tsx';
import { numberColumn } from '../ui/list/numberColumn.ts';
import { type ListParams, useListParams } from '../ui/list/useListParams.ts';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { NewProductSheet } from './NewProductSheet.tsx';
import { stockLabel } from './productDraft.ts';
import { ProductListQuery } from './queries.ts';
import { productPath } from './urls.ts';
import { useCatalogueReference } from './useCatalogueReference.ts';

const sortFields: ProductSortField[] = [
  'TITLE',
  'FORMAT',
  'PUBLICATION_DATE',
  'RETAIL_PRICE',
  'INVENTORY',
  'STATUS',
  'CREATED',
];
const searchFields: SearchFieldOption<ProductSearchField>[] = [
  { value: 'DEFAULT', label: 'Default' },
  { value: 'TITLE', label: 'By Title' },
  { value: 'ISBN', label: 'By ISBN' },
  { value: 'CREATOR_DISPLAY_NAME', label: 'By Creator Display Name' },
  { value: 'CREATOR_PAYMENT_NAME', label: 'By Creator Payment Name' },
];
const defaultParams: ListParams<ProductSortField, ProductSearchField> = {
  page: 1,
  sortField: 'TITLE',
  sortDirection: 'ASC',
  searchField: 'DEFAULT',
  search: '',
};
const filterNames = ['imprint', 'format', 'status', 'creator'] as const;

/** A book icon drawn inline: shown when a cover is missing or fails to load. */
export const coverPlaceholder =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='32' height='44' viewBox='0 0 32 44'><rect width='32' height='44' rx='3' fill='%23dee2e6'/><path d='M9 12h14M9 18h14M9 24h9' stroke='%23868e96' stroke-width='2'/></svg>";

function productColumns(currencySymbol: string): ListColumn<ProductSummaryFieldsFragment, ProductSortField>[] {
  return [
    numberColumn(),
    {
      header: 'TITLE',
      sortField: 'TITLE',
      render: (product) => (
        <Group gap="sm" wrap="nowrap">
          <Image
            src={product.coverImage ? thumbnailUrl(product.coverImage) : coverPlaceholder}
            fallbackSrc={coverPlaceholder}
            alt=""
            w={32}
            h={44}
            fit="contain"
          />
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500}>
                {product.productWork.title}
              </Text>
              {product.frozen && (
                <Tooltip label="Frozen: beyond your plan's product limit">
                  <Text span aria-label="Frozen" role="img">
                    ❄
                  </Text>
                </Tooltip>
              )}
            </Group>
            {product.subtitle && (
              <Text size="xs" c="dimmed">
                {product.subtitle}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {product.isbn}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      header: 'FORMAT',
      sortField: 'FORMAT',
      render: (product) => <Badge variant="light">{product.format.value}</Badge>,
    },
    { header: 'PUB DATE', sortField: 'PUBLICATION_DATE', render: (product) => product.publicationDate ?? '' },
    {
      header: 'RETAIL',
      sortField: 'RETAIL_PRICE',
      render: (product) => formatMoney(product.retailPrice, currencySymbol),
    },
    { header: 'QTY', sortField: 'INVENTORY', render: stockLabel },
    { header: 'STATUS', sortField: 'STATUS', render: (product) => product.status.value },
  ];
}

/**
 * /products: the product list. Navigation state may open the New Product form ({ openNewProduct })
 * or carry a title search ({ titleSearch }); filters live in the URL.
 */
export function ProductListView() {
  const currencySymbol = useCurrencySymbol();
  const location = useLocation();
  const navigationState = (location.state ?? {}) as { openNewProduct?: boolean; titleSearch?: string };
  const [searchParams, setSearchParams] = useSearchParams();
  const [params, setParams] = useListParams({
    sortFields,
    searchFields: searchFields.map((option) => option.value),
    defaults: navigationState.titleSearch
      ? { ...defaultParams, searchField: 'TITLE', search: navigationState.titleSearch }
      : defaultParams,
  });
  const { reference, addImprint, addSeries } = useCatalogueReference();
  const filters = Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? ''])) as Record<
    (typeof filterNames)[number],
    string
  >;
  const queryParams: ProductListParams = {
    sortField: params.sortField,
    sortDirection: params.sortDirection,
    searchField: params.searchField,
    search: params.search,
    imprintId: filters.imprint || null,
    formatId: filters.format || null,
    statusId: filters.status || null,
    creatorId: filters.creator || null,
  };
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProductListQuery,
    variables: { page: params.page, params: queryParams },
    requestPolicy: 'cache-and-network',
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const updateSearchParams = (change: (updated: URLSearchParams) => void) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      change(updated);
      return updated;
    });
  const setSheetOpen = (open: boolean) =>
    updateSearchParams((updated) => (open ? updated.set('new', '1') : updated.delete('new')));
  const setFilter = (name: (typeof filterNames)[number], value: string) =>
    updateSearchParams((updated) => {
      if (value) updated.set(name, value);
      else updated.delete(name);
      updated.delete('page');
    });
  // Asked for by navigation state: open the form through the URL, so closing it works as usual.
  useEffect(() => {
    if (navigationState.openNewProduct)
      setSearchParams((current) => new URLSearchParams([...current, ['new', '1']]), { replace: true });
  }, [navigationState.openNewProduct, setSearchParams]);
  const usage = reference?.productPlanUsage;
  const filterSelect = (
    name: (typeof filterNames)[number],
    label: string,
    plural: string,
    options: readonly { id: string; value: string }[],
  ) => (
    <NativeSelect
      aria-label={`Filter by ${label}`}
      value={filters[name]}
      onChange={(event) => setFilter(name, event.currentTarget.value)}
      data={[
        { value: '', label: `All ${plural}` },
        ...options.map((option) => ({ value: option.id, label: option.value })),
      ]}
    />
  );

  return (
    <>
      <ListScreen
        title="Products"
        actions={
          <>
            <Button onClick={() => setSheetOpen(true)} disabled={!reference || Boolean(usage?.createBlockedMessage)}>
              NEW PRODUCT
            </Button>
            <ImportButton type="product" title="Products" label="IMPORT PRODUCTS" onImported={refresh} />
          </>
        }
        creationLimit={
          usage?.createBlockedMessage ? { plan: usage.plan, maxProducts: usage.maxProducts ?? null } : null
        }
        columns={productColumns(currencySymbol)}
        searchFields={searchFields}
        filters={
          reference && (
            <>
              {filterSelect('imprint', 'imprint', 'imprints', reference.imprints)}
              {filterSelect('format', 'format', 'formats', reference.onixCodeLists.productForms)}
              {filterSelect('status', 'status', 'statuses', reference.onixCodeLists.publishingStatuses)}
              {filters.creator && (
                <Button variant="light" onClick={() => setFilter('creator', '')}>
                  Showing one creator's products ✕
                </Button>
              )}
            </>
          )
        }
        params={params}
        onParamsChange={setParams}
        rows={data?.products.items ?? []}
        totalCount={data?.products.totalCount ?? 0}
        fetching={fetching}
        error={
          error && `Error loading products. Refresh the page or contact developer (${operationErrorMessage(error)})`
        }
        emptyText="No products yet."
        rowPath={(product) => productPath(product.id)}
        csvExport={{ type: 'products', params: queryParams }}
      />
      {reference && (
        <NewProductSheet
          opened={searchParams.get('new') === '1'}
          onClose={() => setSheetOpen(false)}
          reference={reference}
          onAddImprint={addImprint}
          onAddSeries={addSeries}
        />
      )}
    </>
  );
}
