import { countryName } from '@colophon/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';

import type { AddressType } from '../../generated/graphql.ts';
import {
  addItem,
  type AddressFields,
  type AddressItem,
  addressTypes,
  type ContactItems,
  emptyAddress,
  itemsOfKind,
  primaryFirst,
  removeItem,
  setPrimary,
  updateItem,
  type ValueItem,
} from './contactItems.ts';
import { CountrySelect } from './CountrySelect.tsx';

export interface ContactEditorProps {
  items: ContactItems;
  onChange(items: ContactItems): void;
  editing: boolean;
  /** Customer addresses carry a type (Shipping, Billing, Other); new ones default to Shipping. */
  withAddressTypes?: boolean;
}

const valueSections = [
  { kind: 'email', title: 'Emails', itemLabel: 'Email', emptyText: 'No email available' },
  { kind: 'phone', title: 'Phones', itemLabel: 'Phone', emptyText: 'No phone number available' },
] as const;

/**
 * Emails, phones and addresses with primary flags. Edits are staged in `items`; the owner saves
 * them together (see contactChanges).
 */
export function ContactEditor({ items, onChange, editing, withAddressTypes = false }: ContactEditorProps) {
  return (
    <Stack gap="lg">
      {valueSections.map(({ kind, ...labels }) => (
        <ValueSection
          key={kind}
          {...labels}
          list={itemsOfKind(items, kind)}
          editing={editing}
          onAdd={(value) => onChange(addItem(items, kind, { value }))}
          onUpdate={(id, value) => onChange(updateItem(items, kind, id, { value }))}
          onRemove={(id) => onChange(removeItem(items, kind, id))}
          onMakePrimary={(id) => onChange(setPrimary(items, kind, id))}
        />
      ))}
      <Stack gap="xs">
        <Title order={4}>Addresses</Title>
        <ScrollArea.Autosize mah={500}>
          <Stack gap="xs">
            {itemsOfKind(items, 'address').length === 0 && <Text c="dimmed">No address available</Text>}
            {primaryFirst(itemsOfKind(items, 'address')).map((address) => (
              <Paper key={address.id} withBorder p="xs">
                <Group justify="space-between" align="start">
                  {editing ? (
                    <AddressInputs
                      address={address}
                      withAddressType={withAddressTypes}
                      onChange={(fields) => onChange(updateItem(items, 'address', address.id, fields))}
                    />
                  ) : (
                    <Text>{formatAddress(address)}</Text>
                  )}
                  <ItemControls
                    itemLabel="address"
                    primary={address.primary}
                    editing={editing}
                    onMakePrimary={() => onChange(setPrimary(items, 'address', address.id))}
                    onRemove={() => onChange(removeItem(items, 'address', address.id))}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {editing && (
          <NewAddressForm
            withAddressType={withAddressTypes}
            onAdd={(address) => onChange(addItem(items, 'address', address))}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** An address on one line, its parts apart as on an envelope: "2 Main St, Apt 4, Springfield, IL 62701, United States". */
export function formatAddress(address: AddressItem): string {
  const stateAndZip = [address.stateOrRegion, address.zipcode].filter(Boolean).join(' ');
  const lines = [address.line1, address.line2, address.city, stateAndZip, countryName(address.country)]
    .filter(Boolean)
    .join(', ');
  return address.addressType ? `${address.addressType}: ${lines}` : lines;
}

function ValueSection(props: {
  title: string;
  itemLabel: string;
  emptyText: string;
  list: ValueItem[];
  editing: boolean;
  onAdd(value: string): void;
  onUpdate(id: string, value: string): void;
  onRemove(id: string): void;
  onMakePrimary(id: string): void;
}) {
  // The spec: each kind's Add control is disabled while the value is empty.
  const newItem = useForm({ initialValues: { value: '' } });
  const add = newItem.onSubmit(({ value }) => {
    props.onAdd(value.trim());
    newItem.reset();
  });
  return (
    <Stack gap="xs">
      <Title order={4}>{props.title}</Title>
      {props.list.length === 0 && <Text c="dimmed">{props.emptyText}</Text>}
      {primaryFirst(props.list).map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap">
          {props.editing ? (
            <TextInput
              aria-label={props.itemLabel}
              value={item.value}
              onChange={(event) => props.onUpdate(item.id, event.currentTarget.value)}
              style={{ flex: 1 }}
            />
          ) : (
            <Text>{item.value}</Text>
          )}
          <ItemControls
            itemLabel={props.itemLabel.toLowerCase()}
            primary={item.primary}
            editing={props.editing}
            onMakePrimary={() => props.onMakePrimary(item.id)}
            onRemove={() => props.onRemove(item.id)}
          />
        </Group>
      ))}
      {props.editing && (
        <form onSubmit={add}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`New ${props.itemLabel.toLowerCase()}`}
              placeholder={`New ${props.itemLabel.toLowerCase()}`}
              {...newItem.getInputProps('value')}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" disabled={!newItem.values.value.trim()}>
              Add {props.itemLabel.toLowerCase()}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

function ItemControls(props: {
  itemLabel: string;
  primary: boolean;
  editing: boolean;
  onMakePrimary(): void;
  onRemove(): void;
}) {
  if (!props.editing) return props.primary ? <Badge variant="light">Primary</Badge> : null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant={props.primary ? 'filled' : 'default'}
        aria-pressed={props.primary}
        onClick={props.onMakePrimary}
      >
        Primary
      </Button>
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${props.itemLabel}`} onClick={props.onRemove}>
        ✕
      </ActionIcon>
    </Group>
  );
}

const addressFieldLabels: [keyof Omit<AddressFields, 'addressType'>, string][] = [
  ['line1', 'Line1'],
  ['line2', 'Line2'],
  ['city', 'City'],
  ['stateOrRegion', 'State'],
  ['zipcode', 'Postal Code'],
];

function AddressInputs(props: {
  address: AddressFields;
  withAddressType: boolean;
  onChange(fields: Partial<AddressFields>): void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
      {addressFieldLabels.map(([field, label]) => (
        <TextInput
          key={field}
          label={label}
          size="xs"
          value={props.address[field]}
          onChange={(event) => props.onChange({ [field]: event.currentTarget.value })}
        />
      ))}
      <CountrySelect
        label="Country"
        size="xs"
        value={props.address.country}
        onChange={(country) => props.onChange({ country })}
      />
      {props.withAddressType && (
        <NativeSelect
          label="Address type"
          size="xs"
          data={addressTypes}
          value={props.address.addressType ?? 'Shipping'}
          onChange={(event) => props.onChange({ addressType: event.currentTarget.value as AddressType })}
        />
      )}
    </SimpleGrid>
  );
}

function NewAddressForm(props: { withAddressType: boolean; onAdd(address: AddressFields): void }) {
  const initial: AddressFields = { ...emptyAddress, ...(props.withAddressType ? { addressType: 'Shipping' } : {}) };
  const form = useForm<AddressFields>({ initialValues: initial });
  const draft = form.values;
  const empty = !draft.country && addressFieldLabels.every(([field]) => !draft[field].trim());
  const add = form.onSubmit((address) => {
    props.onAdd(address);
    form.reset();
  });
  return (
    <form onSubmit={add} aria-label="New address">
      <Stack gap="xs">
        <AddressInputs address={draft} withAddressType={props.withAddressType} onChange={form.setValues} />
        <Group>
          <Button type="submit" variant="light" disabled={empty}>
            Add address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
