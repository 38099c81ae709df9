import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** What tells two formats of one title apart on an order or expense: format and ISBN. */
export interface ProductNaming {
  title: string;
  formatName: string;
  isbn: string;
}

/** An order line whose format was deleted from the catalogue. */
export const missingProduct: ProductNaming = { title: 'Product Not Found', formatName: '', isbn: '' };

export const formatAndIsbn = (product: Pick<ProductNaming, 'formatName' | 'isbn'>) =>
  [product.formatName, product.isbn].filter(Boolean).join(' · ');

/** A title (linked when the product page is given), with its format and ISBN beneath. */
export function ProductLineName({ product, to }: { product: ProductNaming; to?: string }) {
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {product.title}
        </Anchor>
      ) : (
        <Text size="sm">{product.title}</Text>
      )}
      <Text size="xs" c="dimmed">
        {formatAndIsbn(product)}
      </Text>
    </Stack>
  );
}
