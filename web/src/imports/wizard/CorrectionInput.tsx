import type { FieldKind } from '@colophon/domain';
import { NumberInput, Select, TextInput } from '@mantine/core';

import { DateField } from '../../ui/DateField.tsx';

/**
 * A correction typed by its field: whole numbers for counts, a decimal (step 0.01) for prices and
 * measures, a date picker for dates, a picker of the publisher's values for lookups.
 */
export function CorrectionInput(props: {
  label: string;
  kind: FieldKind;
  value: string;
  onChange(value: string): void;
  /** The picker's values, for lookups. */
  options: readonly string[];
}) {
  const { label, kind, value, onChange } = props;
  switch (kind) {
    case 'integer':
      return (
        <NumberInput
          aria-label={label}
          allowDecimal={false}
          value={value}
          onChange={(next) => onChange(String(next))}
        />
      );
    case 'decimal':
      return (
        <NumberInput
          aria-label={label}
          decimalScale={2}
          step={0.01}
          value={value}
          // Cents as the file would write them: 12.50, not 12.5.
          onChange={(next) => onChange(typeof next === 'number' ? next.toFixed(2) : next)}
        />
      );
    case 'date':
      return <DateField aria-label={label} value={value} onChange={onChange} />;
    case 'boolean':
      return (
        <Select
          aria-label={label}
          data={['true', 'false']}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    case 'lookup':
      return (
        <Select
          aria-label={label}
          searchable
          data={[...new Set(props.options)]}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    default:
      return <TextInput aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
