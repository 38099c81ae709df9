import { countries, isCountryCode } from '@colophon/domain';
import { Select, type SelectProps } from '@mantine/core';

const countryOptions = countries.map((country) => ({
  value: country.code,
  label: `${country.name} (${country.code})`,
}));

/**
 * The ISO 3166 country of an address, searched by name or code; an address typed before the list
 * existed keeps its text as an option until another country is chosen.
 */
export function CountrySelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & { value: string; onChange(code: string): void }) {
  const data = value && !isCountryCode(value) ? [{ value, label: value }, ...countryOptions] : countryOptions;
  return (
    <Select
      searchable
      clearable
      placeholder="Search countries"
      nothingFoundMessage="No country found"
      {...props}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
