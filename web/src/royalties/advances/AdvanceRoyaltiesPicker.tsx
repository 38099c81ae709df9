import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useQuery } from 'urql';

import { royaltyName } from '../royaltyName.ts';
import { AdvanceRoyaltyChoicesQuery } from './queries.ts';

/**
 * The creator's royalties an advance covers: searched on the server (title, ISBN, creator), so any of
 * them can be picked however many there are; the ones chosen keep their names while a search shows others.
 */
export function AdvanceRoyaltiesPicker(props: {
  creatorId: string;
  value: string[];
  onChange(royaltyIds: string[]): void;
  error?: React.ReactNode;
  onBlur?(): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosenNames, setChosenNames] = useState(new Map<string, string>());
  const [{ data, fetching }] = useQuery({
    query: AdvanceRoyaltyChoicesQuery,
    variables: { creatorId: props.creatorId, search: debounced || null },
  });
  const byRegion = data?.me.publisher.enableSalesByRegion ?? false;
  const found = (data?.royaltys.items ?? []).map((royalty) => ({
    value: royalty.id,
    label: royaltyName(royalty, byRegion),
  }));
  const nameOf = new Map([...chosenNames, ...found.map((option) => [option.value, option.label] as const)]);
  const chosen = props.value.map((id) => ({ value: id, label: nameOf.get(id) ?? id }));
  return (
    <MultiSelect
      label="Royalties it covers"
      required
      placeholder="Search by title or ISBN"
      data={[...chosen, ...found.filter((option) => !props.value.includes(option.value))]}
      value={props.value}
      onChange={(royaltyIds) => {
        setChosenNames(new Map(royaltyIds.map((id) => [id, nameOf.get(id) ?? id])));
        props.onChange(royaltyIds);
      }}
      error={props.error}
      onBlur={props.onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the search: every reply is a match.
      filter={({ options }) => options}
      nothingFoundMessage={fetching ? 'Loading…' : 'No royalties of this creator'}
    />
  );
}
