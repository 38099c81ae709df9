import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

const addNewOption = '__add_new__';

export interface LookupOption {
  id: string;
  value: string;
}

/**
 * A select over one of the publisher's lookup lists with an inline "add new" entry. onAdd stores
 * the value and answers the new option, or null after it told the user why not.
 */
export function LookupSelect(props: {
  label: string;
  /** Names the kind in the add-new entry, e.g. "imprint". */
  kind: string;
  /** The label of the empty choice; "No {kind}" unless given. */
  emptyLabel?: string;
  options: readonly LookupOption[];
  value: string;
  onChange(id: string): void;
  onAdd(value: string): Promise<LookupOption | null>;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [newValue, setNewValue] = useState('');
  // The value just added is chosen at once, before the refetched list brings it.
  const [justAdded, setJustAdded] = useState<LookupOption | null>(null);
  const options =
    justAdded && !props.options.some((option) => option.id === justAdded.id)
      ? [...props.options, justAdded]
      : props.options;

  const add = async () => {
    const value = newValue.trim();
    if (!value) return; // the spec ignores empty values
    setSaving(true);
    const created = await props.onAdd(value).finally(() => setSaving(false));
    if (!created) return;
    setJustAdded(created);
    props.onChange(created.id);
    setAdding(false);
    setNewValue('');
  };
  // The select usually sits inside another form: Enter adds the value instead of submitting it.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <Stack gap={4}>
      <NativeSelect
        label={props.label}
        required={props.required}
        error={props.error}
        disabled={props.disabled}
        value={props.value}
        data={[
          { value: '', label: props.emptyLabel ?? `No ${props.kind}` },
          ...options.map((option) => ({ value: option.id, label: option.value })),
          { value: addNewOption, label: `Add new ${props.kind}…` },
        ]}
        onChange={(event) => {
          const selected = event.currentTarget.value;
          setAdding(selected === addNewOption);
          if (selected !== addNewOption) props.onChange(selected);
        }}
      />
      {adding && (
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            label={`New ${props.kind}`}
            value={newValue}
            onChange={(event) => setNewValue(event.currentTarget.value)}
            onKeyDown={addOnEnter}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button variant="light" onClick={() => void add()} loading={saving} disabled={!newValue.trim()}>
            Add
          </Button>
          <Button variant="subtle" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
