import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The option that adds what was typed as a new value (never an id: ids are uuids or codes). */
const addNewOption = '\u0000add-new';
/** The option that clears the choice. */
const noneOption = '\u0000none';

export interface LookupOption {
  id: string;
  value: string;
}

const sameText = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

/**
 * A searchable select over one of the publisher's lookup lists, with an "add new" option: typing a
 * value the list lacks offers `+ Add new {kind} "…"`, which stores it (onAdd) and chooses it.
 * onAdd answers the new option, or null after it told the user why not. Keyboard: type to filter,
 * arrows to move, Enter to choose or add (it never submits the surrounding form while the list is open).
 */
export function LookupSelect(props: {
  label: string;
  /** Names the kind in the add-new option, e.g. "imprint". */
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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The value just added is chosen at once, before the refetched list brings it.
  const [justAdded, setJustAdded] = useState<LookupOption | null>(null);
  const options =
    justAdded && !props.options.some((option) => option.id === justAdded.id)
      ? [...props.options, justAdded]
      : props.options;
  const emptyLabel = props.emptyLabel ?? `No ${props.kind}`;
  const chosen = options.find((option) => option.id === props.value);
  const typed = search?.trim() ?? '';
  const shown = typed ? options.filter((option) => option.value.toLowerCase().includes(typed.toLowerCase())) : options;
  const canAdd = typed !== '' && !options.some((option) => sameText(option.value, typed));

  // What was typed picks the first match (or the add-new option), so Enter takes it.
  useEffect(() => {
    if (search !== null) combobox.selectFirstOption();
  }, [search, combobox]);

  const close = () => {
    combobox.closeDropdown();
    setSearch(null);
  };
  const add = async (value: string) => {
    setSaving(true);
    const created = await props.onAdd(value).finally(() => setSaving(false));
    if (!created) return;
    setJustAdded(created);
    props.onChange(created.id);
    close();
  };
  const choose = (option: string) => {
    if (option === addNewOption) {
      if (typed) void add(typed); // the spec ignores empty values
      return;
    }
    props.onChange(option === noneOption ? '' : option);
    close();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} disabled={props.disabled}>
      <Combobox.Target>
        <InputBase
          label={props.label}
          required={props.required}
          error={props.error}
          disabled={props.disabled}
          placeholder={chosen ? chosen.value : emptyLabel}
          value={search ?? chosen?.value ?? ''}
          rightSection={saving ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={close}
          onChange={(event) => {
            combobox.openDropdown();
            setSearch(event.currentTarget.value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {!typed && !props.required && (
            <Combobox.Option value={noneOption} active={!props.value}>
              {emptyLabel}
            </Combobox.Option>
          )}
          {shown.map((option) => (
            <Combobox.Option key={option.id} value={option.id} active={option.id === props.value}>
              {option.value}
            </Combobox.Option>
          ))}
          {canAdd ? (
            <Combobox.Option value={addNewOption}>
              + Add new {props.kind} “{typed}”
            </Combobox.Option>
          ) : (
            !typed && <Combobox.Empty>Type to search, or to add a new {props.kind}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
