import { formatMoney } from '@colophon/domain';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from 'urql';

import { productPath } from '../catalogue/urls.ts';
import type { DiscountType } from '../generated/graphql.ts';
import { graphql } from '../generated/index.ts';
import { MoneyInput } from '../ui/MoneyInput.tsx';
import { ProductLineName, type ProductNaming } from '../ui/ProductLineName.tsx';
import { type PickedProduct, ProductPicker } from '../ui/ProductPicker.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { lineTotal, previewLinePrice } from './linePricing.ts';

const ProductPriceQuery = graphql(`
  query ProductPrice($id: ID!) {
    product(id: $id) {
      id
      retailPrice
      inventoryQuantity
    }
  }
`);

/** A line as the form stages it; id is set for a saved line. */
export interface LineDraft {
  key: string;
  id?: string;
  productId: string;
  product: ProductNaming;
  retailPrice: string;
  quantity: string;
  discountType: DiscountType;
  discount: string;
  /** Units that came back with returns (saved lines only). */
  returned?: number;
}

export const orderFormMessages = {
  productFirst: 'Please select a product first',
  invalidQuantity: 'Please enter a valid quantity',
} as const;

const discountTypes: { value: DiscountType; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'percent', label: 'Percent' },
  { value: 'netPrice', label: 'Net price' },
];

export const isValidQuantity = (quantity: string) => /^\d+$/.test(quantity) && Number(quantity) > 0;

let lineCounter = 0;

interface ItemEntryValues {
  product: PickedProduct | null;
  discountType: DiscountType;
  discount: string;
  quantity: string;
}

const blankItemEntry: ItemEntryValues = { product: null, discountType: 'none', discount: '', quantity: '1' };

/** Item entry: pick a product, a discount type (none, percent or net price) and a quantity. */
export function OrderItemEntry({ onAdd }: { onAdd(line: LineDraft): void }) {
  const form = useForm<ItemEntryValues>({
    initialValues: blankItemEntry,
    validate: {
      product: (product) => (product ? null : orderFormMessages.productFirst),
      quantity: (quantity) => (/^\d+$/.test(quantity) ? null : orderFormMessages.invalidQuantity),
    },
  });
  const { product, discountType, discount } = form.values;
  const [{ data }] = useQuery({ query: ProductPriceQuery, variables: { id: product?.id ?? '' }, pause: !product });
  // The price of the product picked now, not of the one picked before it.
  const priced = product && data?.product?.id === product.id ? data.product : null;
  const retailPrice = priced?.retailPrice ?? null;

  const add = form.onSubmit((values) => {
    if (!values.product || !retailPrice) return form.setFieldError('product', orderFormMessages.productFirst);
    const { id, title, formatName, isbn } = values.product;
    onAdd({
      key: `line-${++lineCounter}`,
      productId: id,
      product: { title, formatName, isbn },
      retailPrice,
      quantity: values.quantity,
      discountType: values.discountType,
      discount: values.discountType === 'none' ? '' : values.discount,
    });
    form.reset();
  });
  const preview = retailPrice ? previewLinePrice(retailPrice, discountType, discount) : null;

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <ProductPicker
          label="Product"
          value={product}
          onChange={(picked) => form.setFieldValue('product', picked)}
          error={form.errors.product as string | undefined}
        />
        <Group align="end" gap="sm">
          <SegmentedControl aria-label="Discount type" data={discountTypes} {...form.getInputProps('discountType')} />
          {discountType !== 'none' && (
            <MoneyInput
              label={discountType === 'percent' ? 'Discount %' : 'Net price'}
              value={discount}
              onValueChange={(value) => form.setFieldValue('discount', value)}
              w={120}
            />
          )}
          <TextInput label="Quantity" inputMode="numeric" w={100} {...form.getInputProps('quantity')} />
          <Button variant="light" onClick={() => add()}>
            ADD PRODUCT
          </Button>
        </Group>
        {retailPrice && (
          <Text size="sm" c="dimmed">
            Retail {retailPrice}
            {preview ? ` → calculated price ${preview.calcPrice} (${preview.discountPercent}% off)` : ''}
            {priced ? ` · inventory ${priced.inventoryQuantity}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The staged lines: quantity and discount editable, remove; the list is at most 250 px high. */
export function OrderItemTable(props: {
  lines: LineDraft[];
  onChange(lines: LineDraft[]): void;
  editing: boolean;
  currencySymbol: string;
  shortLines?: ReadonlySet<string>;
}) {
  const update = (key: string, changes: Partial<LineDraft>) =>
    props.onChange(props.lines.map((line) => (line.key === key ? { ...line, ...changes } : line)));
  const money = (amount: string) => formatMoney(amount, props.currencySymbol);
  const anyReturned = props.lines.some((line) => (line.returned ?? 0) > 0);
  return (
    <ScrollArea.Autosize mah={250}>
      <ScrollTable withTableBorder fz="sm" aria-label="Order products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Retail</Table.Th>
            <Table.Th>Discount</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Total</Table.Th>
            {anyReturned && <Table.Th>Returned</Table.Th>}
            {props.editing && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.lines.map((line) => {
            const preview = previewLinePrice(line.retailPrice, line.discountType, line.discount);
            const short = props.shortLines?.has(line.key);
            return (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <ProductLineName product={line.product} to={productPath(line.productId)} />
                </Table.Td>
                <Table.Td>
                  {props.editing ? (
                    <TextInput
                      aria-label={`Quantity of ${line.product.title}`}
                      size="xs"
                      w={70}
                      value={line.quantity}
                      error={!isValidQuantity(line.quantity)}
                      onChange={(event) => update(line.key, { quantity: event.currentTarget.value })}
                    />
                  ) : (
                    <Text span size="sm" c={short ? 'red' : undefined} fw={short ? 700 : undefined}>
                      {line.quantity}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{money(line.retailPrice)}</Table.Td>
                <Table.Td>
                  {props.editing ? (
                    <Group gap={4} wrap="nowrap">
                      <NativeSelect
                        size="xs"
                        aria-label={`Discount type of ${line.product.title}`}
                        data={discountTypes}
                        value={line.discountType}
                        onChange={(event) =>
                          update(line.key, { discountType: event.currentTarget.value as DiscountType })
                        }
                      />
                      {line.discountType !== 'none' && (
                        <MoneyInput
                          size="xs"
                          w={80}
                          aria-label={`Discount of ${line.product.title}`}
                          value={line.discount}
                          onValueChange={(discount) => update(line.key, { discount })}
                        />
                      )}
                    </Group>
                  ) : (
                    `${preview?.discountPercent ?? '?'}%`
                  )}
                </Table.Td>
                <Table.Td>{preview ? money(preview.calcPrice) : '—'}</Table.Td>
                <Table.Td>
                  {preview && isValidQuantity(line.quantity)
                    ? money(lineTotal(preview.calcPrice, Number(line.quantity)))
                    : '—'}
                </Table.Td>
                {anyReturned && (
                  <Table.Td aria-label={`Returned of ${line.product.title}`}>{line.returned ?? 0}</Table.Td>
                )}
                {props.editing && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${line.product.title}`}
                      onClick={() => props.onChange(props.lines.filter((other) => other.key !== line.key))}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollTable>
    </ScrollArea.Autosize>
  );
}
