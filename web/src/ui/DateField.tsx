import { DateInput, type DateInputProps } from '@mantine/dates';

/** The app's one date format, as stored and shown everywhere: ISO yyyy-mm-dd. */
export const dateDisplayFormat = 'YYYY-MM-DD';

/**
 * Mantine's DateInput bound to an ISO date string ('' when empty), typed or picked, shown as
 * yyyy-mm-dd like every other date in the app.
 */
export function DateField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void }) {
  return (
    <DateInput
      valueFormat={dateDisplayFormat}
      placeholder="yyyy-mm-dd"
      {...props}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
    />
  );
}
