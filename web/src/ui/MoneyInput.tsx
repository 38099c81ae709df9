import { TextInput, type TextInputProps } from '@mantine/core';

/** Digits with at most one decimal point: what every money input accepts (the spec's rule). */
export const moneyTextPattern = /^\d*\.?\d*$/;

/** A money field that ignores keystrokes which would leave anything but digits and one decimal point. */
export function MoneyInput({
  value,
  onValueChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onValueChange(value: string): void }) {
  return (
    <TextInput
      inputMode="decimal"
      {...props}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (moneyTextPattern.test(next)) onValueChange(next);
      }}
    />
  );
}
