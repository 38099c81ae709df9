import { Checkbox, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import type { ReserveValues } from './reserveValues.ts';

/** The reserve's fields inside a form whose values hold it under `reserve`. */
export function ReserveFields<Values extends { reserve: ReserveValues }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const input = (field: keyof ReserveValues, options?: { type: 'checkbox' }) =>
    form.getInputProps(`reserve.${field}` as never, options);
  return (
    <Stack gap="xs" role="group" aria-label="Reserve against returns">
      <Text size="sm" fw={600}>
        Reserve against returns
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Reserve %" description="Empty: no reserve" inputMode="decimal" {...input('percent')} />
        <TextInput label="Cap %" inputMode="decimal" {...input('cap')} />
        <NumberInput label="Periods" min={1} max={40} allowDecimal={false} {...input('periods')} />
      </SimpleGrid>
      <SegmentedControl
        aria-label="Release"
        data={[
          { value: 'full', label: 'In full after the periods' },
          { value: 'parts', label: 'In equal parts over the periods' },
        ]}
        {...input('release')}
      />
      <Checkbox label="Include digital formats (ebooks, audiobooks)" {...input('allowDigital', { type: 'checkbox' })} />
    </Stack>
  );
}
