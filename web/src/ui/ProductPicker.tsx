import { Anchor, Button, Combobox, Group, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';

import { graphql } from '../generated/index.ts';
import { formatAndIsbn, type ProductNaming } from './ProductLineName.tsx';

export const ProductPickerQuery = graphql(`
  query ProductPicker($page: Int!, $search: String) {
    products(page: $page, params: { search: $search, sortField: TITLE }) {
      items {
        id
        frozen
        isbn
        format {
          value
          description
        }
        productWork {
          title
        }
      }
      totalCount
    }
    productPlanUsage {
      frozenCount
      createBlockedMessage
    }
  }
`);

/** The spec's scroll hint shows when the picker holds more than this many options. */
const scrollHintAbove = 7;

export interface PickedProduct extends ProductNaming {
  id: string;
  label: string;
}

/**
 * Picks a format: searchable, loads 25 at a time ("Load more"), frozen formats shown disabled,
 * and a hint pointing to /publisher when the publisher is over the free limit.
 */
export function ProductPicker(props: {
  label: string;
  value: PickedProduct | null;
  onChange(product: PickedProduct | null): void;
  error?: string;
  required?: boolean;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [loaded, setLoaded] = useState<(PickedProduct & { frozen: boolean })[]>([]);
  const [{ data, fetching }] = useQuery({
    query: ProductPickerQuery,
    variables: { page: pages, search: search.trim() || null },
  });
  useEffect(() => setPages(1), [search]);
  useEffect(() => {
    if (!data) return;
    const page = data.products.items.map((product) => {
      const naming = { title: product.productWork.title, formatName: product.format.value, isbn: product.isbn };
      return { id: product.id, frozen: product.frozen, ...naming, label: `${naming.title} — ${formatAndIsbn(naming)}` };
    });
    setLoaded((current) =>
      pages === 1 ? page : [...current, ...page.filter((option) => !current.some((other) => other.id === option.id))],
    );
  }, [data, pages]);
  const total = data?.products.totalCount ?? 0;
  const overLimit = Boolean(
    data && (data.productPlanUsage.frozenCount > 0 || data.productPlanUsage.createBlockedMessage),
  );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const option = loaded.find((candidate) => candidate.id === id);
        if (!option || option.frozen) return;
        const { frozen: _frozen, ...picked } = option;
        props.onChange(picked);
        setSearch('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={props.label}
          required={props.required}
          error={props.error}
          placeholder="Search products"
          value={combobox.dropdownOpened ? search : (props.value?.label ?? '')}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={<Combobox.Chevron />}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {overLimit && (
          <Text size="xs" p="xs" c="dimmed">
            Frozen products are beyond your plan's limit —{' '}
            <Anchor component={Link} to="/publisher" size="xs">
              explore other plans
            </Anchor>
            .
          </Text>
        )}
        <Combobox.Options>
          <ScrollArea.Autosize mah={250} type="auto">
            {loaded.length === 0 && <Combobox.Empty>{fetching ? 'Loading…' : 'No products found'}</Combobox.Empty>}
            {loaded.map((option) => (
              <Combobox.Option value={option.id} key={option.id} disabled={option.frozen} aria-disabled={option.frozen}>
                {option.label}
                {option.frozen ? ' (frozen)' : ''}
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
        {loaded.length > scrollHintAbove && (
          <Text size="xs" c="dimmed" ta="center">
            Scroll for more products
          </Text>
        )}
        {loaded.length < total && (
          <Group justify="center" p={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              loading={fetching}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setPages(pages + 1)}
            >
              Load more
            </Button>
          </Group>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
